import type { BillingStatus, PlanType } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingSubscriptions } from '../../db/schema';

/**
 * The caller's billing state for /account (issue 22 item 2: "The account page shows the plan, the
 * renewal date and a link to Stripe's customer portal").
 */
export async function getBillingStatus(
  db: Db,
  params: { userId: string; planType: PlanType; stripeEnabled: boolean },
): Promise<BillingStatus> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, params.userId))
    .limit(1);
  return {
    planType: params.planType,
    subscription: row
      ? {
          planType: row.planType as PlanType,
          status: row.status,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        }
      : null,
    portal: params.stripeEnabled && Boolean(row?.stripeCustomerId),
  };
}
