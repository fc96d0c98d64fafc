import { playerAnswerSchema } from '@quizset/domain';
import { z } from 'zod';
import { isKnownTimeZone } from './results-csv';

/** `{entryMapHashId}` path parameter: bounded; an unknown one is a 404 from the lookup. */
export const roomParamsSchema = z.object({ entryMapHashId: z.string().min(1).max(64) });
/** `GET /api/quizsets/{id}/results?entryMapHashId=`: one room's attempts (the Classroom teacher view). */
export const resultsQuerySchema = z.object({ entryMapHashId: z.string().min(1).max(64).optional() });
/**
 * `GET /api/quizsets/{id}/results.csv?tz=`: the teacher's IANA time zone (the page sends
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`); checked against Intl; default UTC (issue 15 "CSV").
 */
export const resultsCsvQuerySchema = z.object({
  tz: z
    .string()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'Unknown time zone')
    .refine(isKnownTimeZone, 'Unknown time zone')
    .optional(),
});
export const attemptParamsSchema = z.object({ attemptId: z.string().uuid() });
export const setAttemptParamsSchema = z.object({
  id: z.string().min(1).max(64),
  attemptId: z.string().uuid(),
});
export const translationParamsSchema = z.object({
  entryMapHashId: z.string().min(1).max(64),
  language: z.string().min(2).max(16),
});

/** `POST /api/quizsets/{id}/rooms` body: both options default to true. */
export const openRoomBodySchema = z
  .object({ allowGuests: z.boolean().optional(), allowRetries: z.boolean().optional() })
  .default({});

/** `PATCH /api/rooms/{entryMapHashId}` body: close/reopen, guests, retries. */
export const updateRoomBodySchema = z.object({
  isOpen: z.boolean().optional(),
  allowGuests: z.boolean().optional(),
  allowRetries: z.boolean().optional(),
});

/** `POST /api/rooms/{entryMapHashId}/attempts` body: a guest's nickname (bounded here, checked by the rule). */
export const joinBodySchema = z.object({ guestName: z.string().max(200).optional() }).default({});

/** `POST /api/attempts/{attemptId}/answers` body (api.md). */
export const answerBodySchema = z.object({
  quizId: z.string().min(1).max(64),
  answer: playerAnswerSchema.optional(),
  pass: z.boolean().optional(),
});
