import { z } from 'zod';
import {
  MAX_CHOICE_COUNT,
  MAX_SUBJECTIVE_ANSWER_COUNT,
  MIN_CHOICE_COUNT,
  QUESTION_MAX_LENGTH,
  QUESTION_TYPES,
} from './constants';
import { createId } from './ids';
import {
  type MultipleSaved,
  type OxSaved,
  type QuizEdit,
  type QuizSaved,
  quizFromSaved,
  type SavedChoice,
  type SubjectiveSaved,
} from './questions';
import { richTextFromPlainText } from './rich-text';

/**
 * An AI-generated question (spec §3 "AI generated item", api.md "AI"): `options` are the choice texts;
 * `answer` holds 0-based indices as strings for `multiple` (["1", "3"]), 'O' or 'X' for `ox`, and the
 * accepted answers for `subjective`. `comment` is the model's explanation; it is not turned into a
 * hint because it usually gives the answer away. This is the ONE schema of the item: the AI service
 * validates every provider's output with it (`parseAiItem`) and the browser reads answers with it.
 */
export const aiItemSchema = z.object({
  question: z.string().trim().min(1).max(QUESTION_MAX_LENGTH),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  answer: z.array(z.string()).min(1),
  comment: z.string().optional(),
});
export type AiItem = z.infer<typeof aiItemSchema>;

/**
 * Where an item came from — beyond spec §3, shown to the teacher as "from page N" (issue 9): `page`
 * is the 1-based page or slide, null for files without pages and for questions from the question
 * bank; `sentence` is the source sentence the answer rests on, quoted as written.
 */
export const aiItemSourceSchema = z.object({
  page: z.number().int().min(1).nullable(),
  sentence: z.string(),
});
export type AiItemSource = z.infer<typeof aiItemSourceSchema>;

/** The spec item plus the optional `source` extension: what the AI service sends on the wire. */
export const aiItemWithSourceSchema = aiItemSchema.extend({ source: aiItemSourceSchema.optional() });
export type AiItemWithSource = z.infer<typeof aiItemWithSourceSchema>;

const isBlank = (text: string) => text.trim() === '';
const normalForm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The item rules the shape alone cannot state (spec §3 + §5): multiple has 2–5 distinct non-blank
 * options and its answers are distinct valid indices; ox has no options and one answer 'O' or 'X';
 * subjective has no options and 1–5 distinct non-blank answers. Every provider's output passes
 * through here, so an invalid item is dropped, never passed on (issue 9 "openai").
 * @returns the reason an item is invalid, or null when it is valid.
 */
export function aiItemProblem(item: AiItem): string | null {
  if (item.type === 'multiple') {
    if (item.options.length < MIN_CHOICE_COUNT || item.options.length > MAX_CHOICE_COUNT)
      return 'multiple needs 2 to 5 options';
    if (item.options.some(isBlank)) return 'blank option';
    if (new Set(item.options.map(normalForm)).size !== item.options.length) return 'repeated option';
    const indices = item.answer.map((answer) => (/^\d+$/.test(answer) ? Number(answer) : -1));
    if (indices.some((index) => index < 0 || index >= item.options.length))
      return 'answer is not an option index';
    if (new Set(indices).size !== indices.length) return 'repeated answer';
    return null;
  }
  if (item.options.length > 0) return `${item.type} has no options`;
  if (item.type === 'ox')
    return item.answer.length === 1 && /^[OX]$/.test(item.answer[0] ?? '')
      ? null
      : 'ox answer must be O or X';
  if (item.answer.length > MAX_SUBJECTIVE_ANSWER_COUNT || item.answer.some(isBlank))
    return 'subjective needs 1 to 5 non-blank answers';
  if (new Set(item.answer.map(normalForm)).size !== item.answer.length) return 'repeated answer';
  return null;
}

/** Parses untrusted output into a valid AI item (with its `source`, if any), or null (shape or rules broken). */
export function parseAiItem(value: unknown): AiItemWithSource | null {
  const parsed = aiItemWithSourceSchema.safeParse(value);
  if (!parsed.success) return null;
  return aiItemProblem(parsed.data) === null ? parsed.data : null;
}

function baseFields(item: AiItem, order: number) {
  const question = item.question.trim();
  return {
    id: createId(),
    order,
    question,
    questionRichText: richTextFromPlainText(question),
    questionImageUrl: null,
    hint: null,
  };
}

const choice = (text: string): SavedChoice => ({
  text,
  richText: richTextFromPlainText(text),
  imageUrl: null,
});

/**
 * multiple (spec §3): `answerList` as numbers, choiceList `{text, richText}`. Blank options are
 * dropped (answers follow their option); answers that are not an option's index are ignored. More
 * than 5 options are cut to 5 keeping every answer that fits; fewer than 2 are padded with empty
 * choices for the teacher to fill. No answer is invented: none left means validation asks.
 */
function toMultiple(item: AiItem, order: number): MultipleSaved {
  const answerIndexes = new Set(
    item.answer
      .map((answer) => answer.trim())
      .filter((answer) => /^\d+$/.test(answer))
      .map(Number),
  );
  const options = item.options
    .map((text, index) => ({ text: text.trim(), isAnswer: answerIndexes.has(index) }))
    .filter((option) => option.text !== '');
  let kept = options;
  if (kept.length > MAX_CHOICE_COUNT) {
    const answers = options.filter((option) => option.isAnswer).slice(0, MAX_CHOICE_COUNT);
    const others = options.filter((option) => !option.isAnswer).slice(0, MAX_CHOICE_COUNT - answers.length);
    kept = options.filter((option) => answers.includes(option) || others.includes(option));
  }
  const choiceList = kept.map((option) => choice(option.text));
  while (choiceList.length < MIN_CHOICE_COUNT) choiceList.push(choice(''));
  const answerList = kept.flatMap((option, index) => (option.isAnswer ? [index] : []));
  return { ...baseFields(item, order), type: 'multiple', choiceList, answerList };
}

/** The first answer entry of an ox item as 'o' / 'x' (spec §3: 'O' or 'X', either case), or null. */
function oxAnswerOf(item: AiItem): 'o' | 'x' | null {
  const first = (item.answer[0] ?? '').trim().toLowerCase();
  return first === 'o' || first === 'x' ? first : null;
}

/** ox (spec §3): the first answer entry. The saved form needs one, so an unreadable entry reads 'o'. */
function toOx(item: AiItem, order: number): OxSaved {
  return { ...baseFields(item, order), type: 'ox', answer: oxAnswerOf(item) ?? 'o' };
}

/** subjective (spec §3): the answers as `answerList`, trimmed, blank and repeated ones dropped, at most 5. */
function toSubjective(item: AiItem, order: number): SubjectiveSaved {
  const answers: string[] = [];
  for (const answer of item.answer.map((text) => text.trim())) {
    if (answer !== '' && !answers.includes(answer)) answers.push(answer);
  }
  return {
    ...baseFields(item, order),
    type: 'subjective',
    answerList: answers.length > 0 ? answers.slice(0, MAX_SUBJECTIVE_ANSWER_COUNT) : [''],
  };
}

/**
 * AI item → a quiz item in the saved form with a new 8-character id (spec §3 "Conversion to a quiz
 * item"). `order` is the position it will take (1-based). The result is not guaranteed valid (e.g. a
 * question over 200 characters); the builder adds it and validation (spec §5) points at what needs
 * fixing.
 */
export function aiItemToSavedQuiz(item: AiItem, order = 1): QuizSaved {
  switch (item.type) {
    case 'multiple':
      return toMultiple(item, order);
    case 'ox':
      return toOx(item, order);
    case 'subjective':
      return toSubjective(item, order);
  }
}

/**
 * AI item → a builder card (edit form) keeping the new id (spec §3), ready to add to the quiz list.
 * An ox item without a readable 'O'/'X' gets an empty answer, so validation asks ('OX Answer is
 * required') instead of a guess being saved.
 */
export function aiItemToQuiz(item: AiItem): QuizEdit {
  const quiz = quizFromSaved(aiItemToSavedQuiz(item));
  return quiz.type === 'ox' && oxAnswerOf(item) === null ? { ...quiz, answer: '' } : quiz;
}
