import type { PlayerQuestion } from '@quizset/domain';
import type { CorrectAnswer } from '../api';

type T = (key: string, options?: Record<string, unknown>) => string;

/** An answer (the player's or the right one) as text: choice numbers and texts, O/X, or the typed text(s). */
export function answerText(answer: CorrectAnswer | null, question: PlayerQuestion | undefined, t: T): string {
  if (answer === null) return '';
  if (Array.isArray(answer) && answer.every((item) => typeof item === 'number')) {
    return (answer as number[])
      .map((index) => {
        const text = question?.choiceList?.[index]?.text;
        return text ? `${index + 1}. ${text}` : t('review.choice', { n: index + 1 });
      })
      .join(', ');
  }
  if (Array.isArray(answer)) return answer.join(' / ');
  return question?.type === 'ox' ? answer.toUpperCase() : answer;
}

/** Milliseconds as "1:05" (minutes:seconds) or "12.3 s" under a minute. */
export function durationText(ms: number, t: T): string {
  const totalSeconds = ms / 1000;
  if (totalSeconds < 60)
    return t('result.seconds', { value: (Math.round(totalSeconds * 10) / 10).toString() });
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.round(totalSeconds % 60)
    .toString()
    .padStart(2, '0');
  return `${minutes}:${seconds}`;
}
