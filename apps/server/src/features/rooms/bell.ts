import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { quizAttempts, quizRooms } from '../../db/schema';
import { registerIntervalSweeper } from '../../lib/interval-sweeper';
import { passBackAttemptGrade } from '../classroom/play-bridge/pass-back-attempt-grade';
import { forgetAttemptHeads } from './attempt-head-cache';
import { finishAttemptRow } from './finish-attempt';

/*
 * The bell (issue 15 item 7 "Closing a room finishes its attempts"). Closing a room — at once, or
 * when its `closesAt` passes — scores every open attempt from the answers given (unanswered = wrong)
 * and queues its Classroom grade, exactly as the player's own finish would. A passed `closesAt` is
 * honoured without anyone calling: every read of the room or of one of its attempts settles it
 * first (`settleRoomBell`), and a timer sweeps rooms whose bell has rung (`registerBellSweeper`).
 */

/**
 * Finishes every unfinished attempt of room `roomId` (the player's finish path: score, playCount,
 * the Classroom grade through `passBackAttemptGrade`). Each attempt is finished on its own, so one
 * finish racing the player's own finish changes nothing.
 * @throws the first finish's error; the others still run to their end.
 * @returns how many attempts this call finished or found finished.
 */
export async function finishOpenAttemptsOfRoom(db: Db, roomId: string): Promise<number> {
  const open = await db
    .select({
      id: quizAttempts.id,
      questionOrder: quizAttempts.questionOrder,
      quizSetId: quizAttempts.quizSetId,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.roomId, roomId), isNull(quizAttempts.finishedAt)));
  // All asked for at once: finishAttemptRow runs a few at a time (its turns), and the playCount of
  // finishes that end together goes in one update (play-count.ts). One after another, a live game's
  // "end" waited for each of its players' finishes in turn.
  await Promise.all(open.map((attempt) => finishAttemptRow(db, attempt, passBackAttemptGrade)));
  return open.length;
}

/**
 * When room `roomId`'s bell has rung (`closesAt` ≤ now on the server's clock, the one that set it and
 * that refuses late answers) and it is still
 * marked open: marks it closed and finishes its open attempts. Cheap when there is nothing to do
 * (the room row in hand says so without a query). Safe to run from many requests at once: only the
 * one whose update flips `isOpen` finishes the attempts, and each finish is idempotent anyway.
 * @returns true when the room is (now) closed by its bell.
 */
export async function settleRoomBell(
  db: Db,
  room: { id: string; isOpen: boolean; closesAt: Date | null },
): Promise<boolean> {
  if (!room.isOpen || room.closesAt === null || room.closesAt.getTime() > Date.now()) return false;
  const flipped = await db
    .update(quizRooms)
    .set({ isOpen: false, updatedAt: new Date() })
    .where(and(eq(quizRooms.id, room.id), eq(quizRooms.isOpen, true), lte(quizRooms.closesAt, new Date())))
    .returning({ id: quizRooms.id });
  if (flipped.length === 0) return false;
  forgetAttemptHeads({ roomId: room.id });
  await finishOpenAttemptsOfRoom(db, room.id);
  return true;
}

/** Settles every room whose bell has rung (the sweeper's pass). */
export async function settleDueBells(db: Db): Promise<number> {
  const due = await db
    .select({ id: quizRooms.id, isOpen: quizRooms.isOpen, closesAt: quizRooms.closesAt })
    .from(quizRooms)
    .where(
      and(eq(quizRooms.isOpen, true), isNotNull(quizRooms.closesAt), lte(quizRooms.closesAt, new Date())),
    );
  let settled = 0;
  for (const room of due) if (await settleRoomBell(db, room)) settled += 1;
  return settled;
}

/** How often the sweeper looks for rung bells, in milliseconds. */
const SWEEP_MS = 5_000;

/**
 * Runs `settleDueBells` every few seconds while the server is up, so a room closes at its bell even
 * when no player or teacher asks again. One pass at a time; stopped on close.
 */
export function registerBellSweeper(app: FastifyInstance): void {
  registerIntervalSweeper(app, {
    name: 'room bell sweep',
    everyMs: SWEEP_MS,
    pass: () => settleDueBells(app.db),
  });
}
