/*
 * A quiz room's class rules (issue 15 "Quiz rooms a teacher can trust with a real class"): how many
 * attempts a player may start, which of them counts, and the bell. Pure: the server enforces them,
 * the room panel offers them, and both read the same values from here.
 */
import { z } from 'zod';
import { COUNTED_ATTEMPTS, type CountedAttempt, type MaxAttemptsPerPlayer } from './room-rule-choices';

/** `maxAttemptsPerPlayer` on the wire: 1, 2, 3, or null for unlimited. */
export const maxAttemptsPerPlayerSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable();

export const countedAttemptSchema = z.enum(COUNTED_ATTEMPTS);

/**
 * Whether a player who has started `started` attempts in the room may start another under
 * `max` (issue 15 item 2). `started` counts finished and open attempts alike.
 */
export function mayStartAttempt(started: number, max: MaxAttemptsPerPlayer): boolean {
  return max === null || started < max;
}

/** What `countedAttemptOf` needs of an attempt. */
export interface CountableAttempt {
  id: string;
  score: number | null;
  startedAt: string | Date;
  finishedAt: string | Date | null;
}

const time = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * The attempt that counts among ONE player's attempts of a room (issue 15 item 2): under `first`,
 * the earliest-started finished attempt; under `best`, the finished attempt with the highest score,
 * the earlier one on a tie. Unfinished attempts never count; null when none is finished.
 */
export function countedAttemptOf<T extends CountableAttempt>(
  attempts: readonly T[],
  rule: CountedAttempt,
): T | null {
  const finished = attempts
    .filter((attempt) => attempt.finishedAt !== null)
    .sort((a, b) => time(a.startedAt) - time(b.startedAt) || (a.id < b.id ? -1 : 1));
  if (rule === 'first') return finished[0] ?? null;
  let best: T | null = null;
  for (const attempt of finished)
    if (best === null || (attempt.score ?? 0) > (best.score ?? 0)) best = attempt;
  return best;
}

/**
 * The ids of the attempts that count, one per player (`playerKey`: the user id or the guest
 * nickname's key), each chosen by `countedAttemptOf`.
 */
export function countedAttemptIds<T extends CountableAttempt & { playerKey: string }>(
  attempts: readonly T[],
  rule: CountedAttempt,
): Set<string> {
  const byPlayer = new Map<string, T[]>();
  for (const attempt of attempts) {
    const list = byPlayer.get(attempt.playerKey) ?? [];
    list.push(attempt);
    byPlayer.set(attempt.playerKey, list);
  }
  const ids = new Set<string>();
  for (const list of byPlayer.values()) {
    const counted = countedAttemptOf(list, rule);
    if (counted) ids.add(counted.id);
  }
  return ids;
}

export const closeDelaySchema = z.union([z.literal(0), z.literal(60)]);

/**
 * Whether a room takes answers at `now` (issue 15 item 7): open, and its bell (`closesAt`) not yet
 * rung. A room whose bell has rung is closed even before anything writes `isOpen: false`.
 */
export function roomIsOpenAt(room: { isOpen: boolean; closesAt: string | Date | null }, now: Date): boolean {
  if (!room.isOpen) return false;
  return room.closesAt === null || time(room.closesAt) > now.getTime();
}
