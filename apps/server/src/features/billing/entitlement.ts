/**
 * Whether a subscription still entitles its user to its plan at `now` (issue 22 item 2: "A renewal
 * failure or cancellation returns the account to FREE at the period's end").
 *
 * - active / trialing: until the paid period ends. A subscription set to cancel ends exactly then;
 *   one that renews gets a day of grace, because Stripe's `customer.subscription.updated` with the
 *   next period can arrive a little after the boundary.
 * - past_due (a renewal payment failed), unpaid, canceled, incomplete, incomplete_expired, paused:
 *   not entitled. The paid-through date is kept as it was (see apply-stripe-event.ts), so the
 *   downgrade lands at the end of the period that was paid.
 */
export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionState {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export function isEntitled(state: SubscriptionState, now: Date): boolean {
  if (state.status !== 'active' && state.status !== 'trialing') return false;
  if (!state.currentPeriodEnd) return true;
  const end = state.currentPeriodEnd.getTime() + (state.cancelAtPeriodEnd ? 0 : RENEWAL_GRACE_MS);
  return now.getTime() < end;
}
