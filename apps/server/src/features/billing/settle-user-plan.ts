import { randomUUID } from 'node:crypto';
import type { PaidPlan } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, user } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The `actorId` of audit rows written for a plan billing changed (admins' rows carry their user id). */
export const BILLING_ACTOR = 'stripe';

/**
 * Sets `user.planType` from a subscription (issue 22 item 2): its plan while it entitles, else FREE.
 * Only takes back what billing gave: a user whose plan is not the subscription's (an admin set it by
 * hand, PATCH /api/admin/users) keeps it. A change writes one `admin_audit_log` row
 * (`user.plan.billing`, actor `stripe`, with the event id or `periodEnd` as the reason).
 */
export async function settleUserPlan(
  tx: Tx,
  params: { userId: string; planType: PaidPlan; entitled: boolean; reason: string },
): Promise<void> {
  const [row] = await tx.select().from(user).where(eq(user.id, params.userId)).for('update').limit(1);
  if (!row) return;
  let next: string;
  if (params.entitled) next = params.planType;
  else if (row.planType === params.planType) next = 'FREE';
  else return;
  if (next === row.planType) return;
  await tx.update(user).set({ planType: next, updatedAt: new Date() }).where(eq(user.id, params.userId));
  await tx.insert(adminAuditLog).values({
    id: randomUUID(),
    actorId: BILLING_ACTOR,
    action: 'user.plan.billing',
    targetType: 'user',
    targetId: params.userId,
    before: { planType: row.planType },
    after: { planType: next, reason: params.reason },
  });
}
