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
