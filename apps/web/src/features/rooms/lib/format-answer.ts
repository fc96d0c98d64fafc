import type { QuizSaved } from '@quizset/domain';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * An answer as a teacher reads it: choice numbers with their text (multiple), O / X, or the typed
 * text. `quiz` gives the choice texts when known.
 */
export function formatAnswer(
  answer: number[] | string | string[] | null,
  quiz: QuizSaved | undefined,
  t: T,
): string {
  if (answer === null) return '';
  if (Array.isArray(answer) && answer.every((item) => typeof item === 'number')) {
    return (answer as number[])
      .map((index) => {
        const text = quiz?.type === 'multiple' ? quiz.choiceList[index]?.text : undefined;
        return text ? `${index + 1}. ${text}` : t('results.choice', { n: index + 1 });
      })
      .join(', ');
  }
  if (Array.isArray(answer)) return answer.join(' / ');
  if (quiz?.type === 'ox') return answer.toUpperCase();
  return answer;
}

/** Milliseconds as seconds with one decimal. */
export function seconds(ms: number | null): string | null {
  return ms === null ? null : (Math.round(ms / 100) / 10).toString();
}
