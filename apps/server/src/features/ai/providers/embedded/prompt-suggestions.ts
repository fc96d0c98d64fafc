import type { AiItemType } from '@quizset/domain';

/**
 * The prompt chips of the embedded provider (spec §2 modal 3 "suggested prompt chips"; issue 16
 * item 16: a chip is offered only when the provider can honour it). Without a model, "make it
 * harder" cannot be followed; what the question bank CAN do is keep one question type, so those are
 * the chips, and `typeOfPrompt` reads them back. Any other prompt is not followed (the modal says so).
 */
const TYPE_CHIPS: Record<'ko' | 'en', Record<AiItemType, string>> = {
  ko: { multiple: '객관식 문제만', subjective: '단답형 문제만', ox: 'O/X 문제만' },
  en: {
    multiple: 'Multiple-choice questions only',
    subjective: 'Short-answer questions only',
    ox: 'True/false questions only',
  },
};

const chipsOf = (locale: string) => TYPE_CHIPS[locale.toLowerCase().startsWith('ko') ? 'ko' : 'en'];

/** The chips for `locale` (Korean or English). */
export function suggestSimilarPrompts(_question: string, locale: string): string[] {
  return Object.values(chipsOf(locale));
}

/** The question type a prompt asks for when it is one of the chips (either language), else null. */
export function typeOfPrompt(prompt: string): AiItemType | null {
  const text = prompt.trim().toLowerCase();
  for (const chips of Object.values(TYPE_CHIPS))
    for (const [type, chip] of Object.entries(chips))
      if (chip.toLowerCase() === text) return type as AiItemType;
  return null;
}
