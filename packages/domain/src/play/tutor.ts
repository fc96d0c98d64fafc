/*
 * The AI tutor chat of a quiz room (issue 10 "AI tutor"; spec §3 "Chat message", §8 "AI tutor chat
 * error"; api.md `POST /api/ai/tutor/chat`). Shared by the panel and the server.
 */
import { z } from 'zod';

/** Longest message a player may send, in characters. */
export const TUTOR_MESSAGE_MAX_LENGTH = 500;
/** Most messages of a conversation sent back with each request (older ones are dropped first). */
export const TUTOR_HISTORY_MAX = 12;

/** A chat message (spec §3 "Chat message"): who said it and what. */
export const tutorMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .min(1)
    .max(TUTOR_MESSAGE_MAX_LENGTH * 4),
});
export type TutorMessage = z.infer<typeof tutorMessageSchema>;

/** `POST /api/ai/tutor/chat` body (api.md): the attempt, the question on screen, the conversation. */
export const tutorChatBodySchema = z.object({
  attemptId: z.string().uuid(),
  quizId: z.string().min(1).max(64),
  messages: z
    .array(tutorMessageSchema)
    .min(1)
    .max(TUTOR_HISTORY_MAX * 2),
  locale: z.enum(['ko', 'en']).optional(),
});
export type TutorChatBody = z.infer<typeof tutorChatBodySchema>;

/**
 * Whether the tutor may state or confirm the right answer of a question (issue 15 item 1; spec §3
 * `showIncorrectAnswer`): only when the player would be shown it anyway — they answered it right, or
 * they answered it (wrong or passed) in a set that shows incorrect answers. Before an answer, never.
 * Everything else (a wrong answer or a pass with "show incorrect answer" off) gets explanation,
 * hints and the material, not the answer; the caller then leaves the answer out of what the model
 * sees, so the rule does not rest on the model's obedience.
 * @param state `answered` false before the player answered; `isCorrect` of their stored answer.
 */
export function tutorMayRevealAnswer(state: {
  answered: boolean;
  isCorrect: boolean;
  showIncorrectAnswer: boolean;
}): boolean {
  if (!state.answered) return false;
  return state.isCorrect || state.showIncorrectAnswer;
}
