import { eq, sql } from 'drizzle-orm';
import type { ThrottleStore } from '../../auth/throttle-store';
import type { Db } from '../../db/client';
import { quizAttempts, quizRooms, quizSets, tutorModelUsage } from '../../db/schema';
import type { Env } from '../../env';
import { AppError, msg } from '../../lib/app-error';
import { roomManagerId } from './room-scope';

/** The tutor's spend limits (env.ts TUTOR_LIMIT_PER_ADDRESS, TUTOR_LIMIT_PER_ROOM, TUTOR_DAILY_BUDGET). */
export interface TutorSpendLimits {
  perAddress: number;
  perRoom: number;
  dailyBudget: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the app's counter store (memory, or Redis under REDIS_URL so every
 * server process counts together): one key per window, `{name}:{key}:{window number}`, living two
 * windows.
 */
class WindowCounter {
  constructor(
    private readonly store: ThrottleStore,
    private readonly name: string,
    private readonly windowMs: number,
  ) {}

  private keyOf(key: string, at: number) {
    return `tutor:${this.name}:${key}:${Math.floor(at / this.windowMs)}`;
  }

  /** Counts one more for `key`; returns the count in the window holding `at` (epoch ms) and when it resets. */
  async hit(key: string, at: number): Promise<{ count: number; resetAt: number }> {
    const { count } = await this.store.add(this.keyOf(key, at), 1, 2 * this.windowMs);
    return { count, resetAt: (Math.floor(at / this.windowMs) + 1) * this.windowMs };
  }

  /** Takes back one count of the window holding `at` (a message refused by a later limit costs nothing here). */
  async undo(key: string, at: number): Promise<void> {
    await this.store.add(this.keyOf(key, at), -1, 2 * this.windowMs);
  }
}

/** The UTC day (YYYY-MM-DD) a model call is counted on. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The AI tutor's spend limits (issue 17 item 5: 6 guest attempts × 125 messages from one address made
 * 720 model calls in a minute; the per-attempt limit alone let them through):
 * - per client address, over every attempt and room (TUTOR_LIMIT_PER_ADDRESS per window);
 * - per quiz room, all players together (TUTOR_LIMIT_PER_ROOM per window);
 * - a daily model budget per teacher (TUTOR_DAILY_BUDGET calls per UTC day, counted in the database
 *   so every server process shares it and a restart does not reset it), charged to the teacher the
 *   room belongs to (room-scope.ts roomManagerId): its host for a room of another teacher's public
 *   set (issue 19 item 20) — the host runs the class, so her rooms spend her budget, not the set
 *   author's — else the set's owner. `tutor_model_usage.owner_id` is that teacher.
 * Each refusal is 429 with a message the player reads (ko/en) and, for the windows, Retry-After.
 * The window counters live in `store`: the sign-in throttle's store (auth/throttle-store.ts), in
 * Redis when REDIS_URL is set, so several server processes share them; in memory otherwise.
 */
export function createTutorSpend(limits: TutorSpendLimits, store: ThrottleStore) {
  const byAddress = new WindowCounter(store, 'address', limits.windowMs);
  const byRoom = new WindowCounter(store, 'room', limits.windowMs);
  const refuse = (key: 'play.tutor.addressLimit' | 'play.tutor.roomLimit', resetAt: number, now: number) =>
    new AppError('RATE_LIMITED', msg(key, { seconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) }), {
      reason: key === 'play.tutor.addressLimit' ? 'TUTOR_ADDRESS_LIMIT' : 'TUTOR_ROOM_LIMIT',
    });

  return {
    /**
     * Reserves one model call for a tutor message of `attemptId` (already checked to be the
     * caller's) sent from `address`. Call it right before the model is asked.
     * @throws AppError RATE_LIMITED (429) when a limit is reached; nothing is counted then.
     */
    async reserve(db: Db, params: { attemptId: string; address: string; now?: Date }): Promise<void> {
      const now = params.now ?? new Date();
      const at = now.getTime();
      const [attempt] = await db
        .select({ roomId: quizAttempts.roomId, hostId: quizRooms.hostId, ownerId: quizSets.ownerId })
        .from(quizAttempts)
        .innerJoin(quizRooms, eq(quizRooms.id, quizAttempts.roomId))
        .innerJoin(quizSets, eq(quizSets.id, quizAttempts.quizSetId))
        .where(eq(quizAttempts.id, params.attemptId))
        .limit(1);
      if (!attempt) return;
      const payerId = roomManagerId(attempt, attempt);
      const address = await byAddress.hit(params.address, at);
      if (address.count > limits.perAddress) {
        await byAddress.undo(params.address, at);
        throw refuse('play.tutor.addressLimit', address.resetAt, at);
      }
      const room = await byRoom.hit(attempt.roomId, at);
      if (room.count > limits.perRoom) {
        await Promise.all([byRoom.undo(attempt.roomId, at), byAddress.undo(params.address, at)]);
        throw refuse('play.tutor.roomLimit', room.resetAt, at);
      }
      // Counted only while under the budget: a refused call costs the room's teacher nothing.
      const counted = await db
        .insert(tutorModelUsage)
        .values({ ownerId: payerId, day: utcDay(now), calls: 1 })
        .onConflictDoUpdate({
          target: [tutorModelUsage.ownerId, tutorModelUsage.day],
          set: { calls: sql`${tutorModelUsage.calls} + 1` },
          setWhere: sql`${tutorModelUsage.calls} < ${limits.dailyBudget}`,
        })
        .returning({ calls: tutorModelUsage.calls });
      if (counted.length === 0 || limits.dailyBudget < 1) {
        await Promise.all([byRoom.undo(attempt.roomId, at), byAddress.undo(params.address, at)]);
        throw new AppError('RATE_LIMITED', msg('play.tutor.dailyBudget'), { reason: 'TUTOR_DAILY_BUDGET' });
      }
    },
  };
}

/** The limits of `env` (env.ts). */
export function tutorSpendLimitsOf(env: Env): TutorSpendLimits {
  return { ...env.tutorSpend, windowMs: env.rateLimit.windowMs };
}
