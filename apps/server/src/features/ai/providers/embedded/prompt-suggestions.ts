import { indexTerms } from './key-terms';
import { segmentSentences } from './sentences';

/**
 * Suggested prompts for the similar-question generator (spec §2 modal 3 "suggested prompt chips"),
 * written offline from templates and the question's own key terms. They are requests the teacher
 * may send, not questions, so templates are honest here.
 */
export function suggestSimilarPrompts(question: string, locale: string): string[] {
  const { sentences } = segmentSentences([{ page: null, text: question }], locale, 2000);
  const { terms } = indexTerms(sentences);
  const key = [...terms.values()]
    .filter((term) => term.kind !== 'number')
    .sort((a, b) => b.score - a.score)[0];
  const hasNumber = [...terms.values()].some((term) => term.kind === 'number');
  if (locale.toLowerCase().startsWith('ko')) {
    return [
      '같은 개념을 다른 예시로 물어봐 주세요',
      '조금 더 어렵게 만들어 주세요',
      'O/X 문제로 바꿔 주세요',
      ...(key ? [`'${key.surface}'에 대해 더 물어봐 주세요`] : []),
      ...(hasNumber ? ['숫자를 바꿔서 같은 유형으로 만들어 주세요'] : []),
    ];
  }
  return [
    'Ask about the same idea with a different example',
    'Make it a little harder',
    'Turn it into a true/false question',
    ...(key ? [`Ask more about '${key.surface}'`] : []),
    ...(hasNumber ? ['Same kind of question with different numbers'] : []),
  ];
}
