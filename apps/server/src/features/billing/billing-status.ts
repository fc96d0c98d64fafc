import type { PlanType } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingSubscriptions } from '../../db/schema';

/** GET /api/billing/subscription `data`: the plan, and what Stripe says about it when it sold it. */
export interface BillingStatus {
  planType: PlanType;
  subscription: {
    planType: PlanType;
    status: string;
    /** ISO time the paid period ends (renews or ends then); null until Stripe told us. */
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  /** A Stripe customer exists: the account page offers the customer portal. */
  portal: boolean;
}

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
