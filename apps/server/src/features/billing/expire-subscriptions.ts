import type { PaidPlan } from '@quizset/domain';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { billingSubscriptions, user } from '../../db/schema';
import { registerIntervalSweeper } from '../../lib/interval-sweeper';
import { isEntitled } from './entitlement';
import { settleUserPlan } from './settle-user-plan';

/** How often the server looks for subscriptions whose paid period has ended. */
const SWEEP_MS = 60_000;

/**
 * Returns to FREE every user whose subscription's paid period is over (issue 22 item 2: "A renewal
 * failure or cancellation returns the account to FREE at the period's end"), for when Stripe's own
 * `customer.subscription.deleted` is late or lost. Only users still on the plan billing gave them;
 * each downgrade is audited. A later event (a renewal) gives the plan back.
 * @returns the ids of the users downgraded.
 */
export async function expireSubscriptions(db: Db, now: Date = new Date()): Promise<string[]> {
  const due = await db
    .select({ sub: billingSubscriptions })
    .from(billingSubscriptions)
    .innerJoin(user, eq(user.id, billingSubscriptions.userId))
    .where(
      and(
        isNotNull(billingSubscriptions.currentPeriodEnd),
        lte(billingSubscriptions.currentPeriodEnd, now),
        eq(user.planType, billingSubscriptions.planType),
      ),
    );
  const downgraded: string[] = [];
  for (const { sub } of due) {
    if (isEntitled(sub, now)) continue;
    await db.transaction((tx) =>
      settleUserPlan(tx, {
        userId: sub.userId,
        planType: sub.planType as PaidPlan,
        entitled: false,
        reason: 'periodEnd',
      }),
    );
    downgraded.push(sub.userId);
  }
  return downgraded;
}

/** Runs expireSubscriptions every minute while the app is up (like the rooms' bell sweeper). */
export function registerSubscriptionSweeper(app: FastifyInstance): void {
  registerIntervalSweeper(app, {
    name: 'subscription sweep',
    everyMs: SWEEP_MS,
    pass: () => expireSubscriptions(app.db),
  });
}
