import {
  closeDelaySchema,
  countedAttemptSchema,
  maxAttemptsPerPlayerSchema,
  playerAnswerSchema,
} from '@quizset/domain';
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

/**
 * `POST /api/quizsets/{id}/rooms` body: guests (default true), attempts per player (1, 2, 3 or null
 * = unlimited, the default; `allowRetries: false` is the older spelling of 1) and the attempt that
 * counts (`best` by default; issue 15 item 2).
 */
export const openRoomBodySchema = z
  .object({
    allowGuests: z.boolean().optional(),
    allowRetries: z.boolean().optional(),
    maxAttemptsPerPlayer: maxAttemptsPerPlayerSchema.optional(),
    countedAttempt: countedAttemptSchema.optional(),
  })

  .default({});

/**
 * `PATCH /api/rooms/{entryMapHashId}` body: close (now, or with `closeAfterSeconds: 60` in a minute;
 * issue 15 item 7) or reopen, guests, attempts per player, the attempt that counts.
 */
export const updateRoomBodySchema = z.object({
  isOpen: z.boolean().optional(),
  closeAfterSeconds: closeDelaySchema.optional(),
  allowGuests: z.boolean().optional(),
  allowRetries: z.boolean().optional(),
  maxAttemptsPerPlayer: maxAttemptsPerPlayerSchema.optional(),
  countedAttempt: countedAttemptSchema.optional(),
});

/** `POST /api/rooms/{entryMapHashId}/attempts` body: a guest's nickname (bounded here, checked by the rule). */
export const joinBodySchema = z
  .object({
    guestName: z.string().max(200).optional(),
    /** A guest's rejoin code from their first device (issue 15 item 5). */
    rejoinCode: z.string().max(20).optional(),
    /**
     * The player's join: the attempt's progress (as `GET /api/attempts/{attemptId}`) comes with the
     * answer, so the first question needs no second round trip (issue 20, /play cold load).
     */
    withProgress: z.boolean().optional(),
  })
  .default({});

/** `POST /api/attempts/{attemptId}/answers` body (api.md). */
export const answerBodySchema = z.object({
  quizId: z.string().min(1).max(64),
  answer: playerAnswerSchema.optional(),
  pass: z.boolean().optional(),
});

/** `/api/rooms/{entryMapHashId}/attempts/{attemptId}` (the teacher's player routes, issue 15 item 5). */
export const roomAttemptParamsSchema = z.object({
  entryMapHashId: z.string().min(1).max(64),
  attemptId: z.string().uuid(),
});
/** `PATCH /api/rooms/{entryMapHashId}/attempts/{attemptId}` body: the guest's new nickname. */
export const renamePlayerBodySchema = z.object({ guestName: z.string().max(200) });
/** `POST /api/rooms/{entryMapHashId}/attempts/{attemptId}/merge` body: the attempt that keeps the answers. */
export const mergeAttemptsBodySchema = z.object({ intoAttemptId: z.string().uuid() });
