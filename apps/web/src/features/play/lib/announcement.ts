import { type PlayerQuestion, POINTS_PER_QUESTION } from '@quizset/domain';
import type { AttemptProgress } from '../api';
import type { Feedback } from '../components/question-stage';
import { answerText, durationText } from './format';

type T = (key: string, options?: Record<string, unknown>) => string;

interface AnnouncementInput {
  progress: AttemptProgress | undefined;
  /** The question on screen (null: none, e.g. the board or the join screen). */
  currentId: string | null;
  feedback: Feedback | null;
  question: PlayerQuestion | undefined;
}

/**
 * What the player's live region says now (issue 24 item 4: "time, right or wrong, and points are
 * announced by a live region"): the finished attempt's score, right count and time; after an answer,
 * right / wrong / passed, the right answer where the set shows it, and the points so far (the team's
 * on a team map); else the question's position. Plain text for one `role="status"` element, so a
 * screen reader says each step once. Returns '' when there is nothing to say.
 */
export function announcementText(
  { progress, currentId, feedback, question }: AnnouncementInput,
  t: T,
): string {
  if (!progress) return '';
  const total = progress.questionOrder.length;
  const result = progress.result;
  if (progress.finishedAt && result)
    return [
      t('announce.result', { score: result.score, max: result.maxScore }),
      t('result.correct', { count: result.correctCount, total }),
      t('result.time', { time: durationText(result.durationMs, t) }),
    ]
      .map(sentence)
      .join(' ');
  if (!currentId) return '';
  const position = t('progress.question', { n: progress.questionOrder.indexOf(currentId) + 1, total });
  if (!feedback) return sentence(position);
  const verdict = feedback.isCorrect
    ? t('feedback.right')
    : feedback.passed
      ? t('feedback.passed')
      : t('feedback.wrong');
  const parts = [verdict];
  if (!feedback.isCorrect && feedback.correctAnswer !== undefined)
    parts.push(t('feedback.rightAnswer', { answer: answerText(feedback.correctAnswer, question, t) }));
  parts.push(
    progress.team
      ? t('progress.teamPoints', { points: progress.team.score })
      : t('announce.points', {
          points: progress.answers.filter((answer) => answer.isCorrect).length * POINTS_PER_QUESTION,
          max: total * POINTS_PER_QUESTION,
        }),
  );
  return parts.map(sentence).join(' ');
}

/** A part as a sentence: a full stop unless it already ends with one ("Right!" stays). */
function sentence(part: string): string {
  return /[.!?…。]$/.test(part) ? part : `${part}.`;
}
