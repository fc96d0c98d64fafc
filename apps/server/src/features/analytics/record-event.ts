import { randomUUID } from 'node:crypto';
import type { AnalyticsEvent } from '@quizset/domain';
import { and, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Pruning runs at most this often per process (ms): one DELETE an hour, not one per event. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrunedAt = 0;

/**
 * Stores one analytics event (issue 19 item 22) of `userId` (null when signed out) and, at most once
 * an hour, prunes events older than `retentionDays`. `event` is already validated
 * (`analyticsEventSchema`: known name, ≤ 16 short scalar props).
 */
export async function recordEvent(
  db: Db,
  params: { event: AnalyticsEvent; userId: string | null; retentionDays: number; now?: Date },
): Promise<void> {
  const now = params.now ?? new Date();
  await db.insert(analyticsEvents).values({
    id: randomUUID(),
    name: params.event.name,
    props: params.event.props,
    userId: params.userId,
    createdAt: now,
  });
  if (now.getTime() - lastPrunedAt >= PRUNE_EVERY_MS) {
    lastPrunedAt = now.getTime();
    await pruneEvents(db, { retentionDays: params.retentionDays, now });
  }
}

/** Deletes events older than `retentionDays` before `now`; returns how many went. */
export async function pruneEvents(db: Db, params: { retentionDays: number; now: Date }): Promise<number> {
  const cutoff = new Date(params.now.getTime() - params.retentionDays * DAY_MS);
  const deleted = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, cutoff))
    .returning({ id: analyticsEvents.id });
  return deleted.length;
}

/** Events from `from` (inclusive) to `to` (exclusive), oldest first, at most `limit`. */
export async function listEvents(db: Db, params: { from: Date; to: Date; limit: number }) {
  return db
    .select()
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.createdAt, params.from), lt(analyticsEvents.createdAt, params.to)))
    .orderBy(asc(analyticsEvents.createdAt))
    .limit(params.limit);
}
