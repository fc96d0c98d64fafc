import { type AiItemWithSource, parseAiItem } from '@quizset/domain';

/**
 * THE one place that reads a stored question of `quiz_sets.quiz_list` for the question bank. The
 * stored shape is changing (today: `type: 'MULTIPLE_CHOICE'|'OX'|'SUBJECTIVE'` with `choiceList`
 * `{text}`, `answerList` of indexes / strings and OX `answer: 'o'|'x'`; next: the spec §3 saved form
 * with lower-case types). Both are read; anything else is skipped (null), never guessed.
 * @returns the question as an AI item (spec §3), or null.
 */
export function bankItemFromStoredQuiz(stored: unknown): AiItemWithSource | null {
  if (!stored || typeof stored !== 'object') return null;
  const quiz = stored as Record<string, unknown>;
  const type = String(quiz.type ?? '').toLowerCase();
  const question = typeof quiz.question === 'string' ? quiz.question.trim() : '';
  if (!question) return null;
  if (type === 'multiple_choice' || type === 'multiple') {
    const choices = Array.isArray(quiz.choiceList) ? quiz.choiceList : [];
    const options = choices.map((choice) => String((choice as { text?: unknown })?.text ?? '').trim());
    const answers = Array.isArray(quiz.answerList) ? quiz.answerList.map((index) => String(index)) : [];
    return parseAiItem({ question, type: 'multiple', options, answer: answers });
  }
  if (type === 'ox') {
    const answer = String(quiz.answer ?? '').toUpperCase();
    return parseAiItem({ question, type: 'ox', options: [], answer: [answer] });
  }
  if (type === 'subjective') {
    const answers = Array.isArray(quiz.answerList)
      ? quiz.answerList.map((answer) => String((answer as { text?: unknown })?.text ?? answer).trim())
      : [];
    return parseAiItem({ question, type: 'subjective', options: [], answer: answers.filter(Boolean) });
  }
  return null;
}
