import {
  correctAnswerOf,
  type PlayerAnswer,
  type QuizSaved,
  TUTOR_HISTORY_MAX,
  TUTOR_MESSAGE_MAX_LENGTH,
  type TutorMessage,
  tutorMayRevealAnswer,
} from '@quizset/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiTutorTemplates, quizAttemptAnswers, quizSets } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import type { TutorChatRequest } from '../ai/providers/provider';
import { type AttemptCaller, loadOwnAttempt } from './attempt-access';
import { roomServices } from './room-plan';

/** An answer as words for the tutor: choice texts, O / X, the typed text. */
function answerWords(quiz: QuizSaved, answer: PlayerAnswer | string[] | null): string {
  if (answer === null) return '-';
  if (quiz.type === 'multiple' && Array.isArray(answer))
    return (answer as number[])
      .map((index) => `${index + 1}. ${quiz.choiceList[index]?.text ?? ''}`)
      .join(', ');
  if (Array.isArray(answer)) return answer.join(' / ');
  return quiz.type === 'ox' ? answer.toUpperCase() : answer;
}

/**
 * What the tutor may know for `POST /api/ai/tutor/chat` (api.md "AI"; issue 10 "AI tutor"): the
 * player's own attempt, the question on screen from the attempt's snapshot, its hint, the set's
 * material names, the tutor's persona — and the right answer only when this attempt has answered
 * the question and the player would be shown it anyway (answered right, or the set shows incorrect
 * answers: `tutorMayRevealAnswer`, issue 15 item 1). The last user message is checked for length (same message as the panel).
 * @throws AppError NOT_FOUND (attempt not the caller's; set without a tutor; the set owner's
 *   plan without AI_TUTOR, room-plan.ts), VALIDATION_FAILED.
 */
export async function prepareTutorChat(
  db: Db,
  params: {
    attemptId: string;
    caller: AttemptCaller;
    quizId: string;
    messages: TutorMessage[];
    locale: 'ko' | 'en';
  },
): Promise<TutorChatRequest> {
  const loaded = await loadOwnAttempt(db, params.attemptId, params.caller);
  const { attempt } = loaded;
  const [set] = await db
    .select({
      aiTutorId: quizSets.aiTutorId,
      countryCode: quizSets.countryCode,
      materials: quizSets.materials,
    })
    .from(quizSets)
    .where(eq(quizSets.id, attempt.quizSetId))
    .limit(1);
  // The tutor is a KR feature (spec §6): a set without one, or of another country, has no chat; nor
  // a set whose owner's plan has no AI tutor any more (room-plan.ts: after a downgrade).
  if (!set?.aiTutorId || set.countryCode !== 'KR' || !(await roomServices(db, attempt.roomId)).aiTutor)
    throw new AppError('NOT_FOUND', msg('server.aiTutorTemplateNotFound'));
  const [tutor] = await db
    .select()
    .from(aiTutorTemplates)
    .where(eq(aiTutorTemplates.id, set.aiTutorId))
    .limit(1);
  if (!tutor) throw new AppError('NOT_FOUND', msg('server.aiTutorTemplateNotFound'));
  const quiz = attempt.quizList.find((candidate) => candidate.id === params.quizId);
  if (!quiz)
    throw new AppError('VALIDATION_FAILED', msg('server.questionNotInAttempt'), {
      details: [{ path: 'quizId', message: msg('server.questionNotInAttempt') }],
    });
  const tooLong = params.messages.find(
    (message) => message.role === 'user' && [...message.content].length > TUTOR_MESSAGE_MAX_LENGTH,
  );
  if (tooLong)
    throw new AppError('VALIDATION_FAILED', msg('play.tutor.tooLong', { max: TUTOR_MESSAGE_MAX_LENGTH }), {
      details: [{ path: 'messages', message: msg('play.tutor.tooLong', { max: TUTOR_MESSAGE_MAX_LENGTH }) }],
    });
  const [row] = await db
    .select()
    .from(quizAttemptAnswers)
    .where(and(eq(quizAttemptAnswers.attemptId, attempt.id), eq(quizAttemptAnswers.quizId, quiz.id)))
    .limit(1);
  const persona = tutor.serializedLocalize[params.locale];
  return {
    locale: params.locale,
    tutor: { name: persona.displayName, persona: persona.introduction, catchphrase: persona.catchphrase },
    question: {
      type: quiz.type,
      text: quiz.question,
      choices: quiz.type === 'multiple' ? quiz.choiceList.map((choice) => choice.text) : [],
      hint: quiz.hint
        ? { type: quiz.hint.type, text: quiz.hint.type === 'text' ? quiz.hint.value : null }
        : null,
    },
    materials: set.materials.map((material) => material.originalFileName ?? 'PDF'),
    answered: row
      ? {
          given: row.passed ? '-' : answerWords(quiz, row.answer),
          isCorrect: row.isCorrect,
          passed: row.passed,
          correct: tutorMayRevealAnswer({
            answered: true,
            isCorrect: row.isCorrect,
            showIncorrectAnswer: loaded.showIncorrectAnswer,
          })
            ? answerWords(quiz, correctAnswerOf(quiz))
            : null,
        }
      : null,
    messages: params.messages.slice(-TUTOR_HISTORY_MAX),
  };
}
