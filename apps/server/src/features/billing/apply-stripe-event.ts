import { isPaidPlan, type PaidPlan, type Price } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { billingSubscriptions, stripeEvents, user } from '../../db/schema';
import { isEntitled, type SubscriptionState } from './entitlement';
import { settleUserPlan, type Tx } from './settle-user-plan';

/** What became of one event: applied, already seen (same id), older than the state, or not ours. */
export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

/** The event types that move a plan (issue 22 item 2); every other type is recorded and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/** What one event says about a user's subscription, read from the event's object. */
interface SubscriptionFacts extends SubscriptionState {
  userId: string | null;
  customerId: string;
  subscriptionId: string;
  planType: PaidPlan | null;
  /** Read from a completed Checkout Session (the user paid for this subscription just now). */
  fromCheckout: boolean;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function planOfMetadata(metadata: Stripe.Metadata | null | undefined): PaidPlan | null {
  const plan = metadata?.plan;
  return plan && isPaidPlan(plan) ? plan : null;
}

/**
 * The period end of a subscription: on its items since API version 2025-03-31 (basil), on the
 * subscription itself before; seconds → Date.
 */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const seconds =
    subscription.items?.data?.[0]?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function factsOfSubscription(subscription: Stripe.Subscription, prices: readonly Price[]): SubscriptionFacts {
  const priceId = subscription.items?.data?.[0]?.price?.id;
  const byPrice = prices.find((row) => row.stripePriceId !== undefined && row.stripePriceId === priceId);
  return {
    userId: subscription.metadata?.userId ?? null,
    customerId: idOf(subscription.customer) ?? '',
    subscriptionId: subscription.id,
    planType: byPrice?.plan ?? planOfMetadata(subscription.metadata),
    status: subscription.status,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    fromCheckout: false,
  };
}

function factsOfCheckout(
  session: Stripe.Checkout.Session,
  subscription: Stripe.Subscription | null,
): SubscriptionFacts | null {
  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  if (session.mode !== 'subscription' || !subscriptionId || !customerId) return null;
  // Paid (or no payment needed: a trial) is what "completed" must mean before a plan is given.
  if (session.payment_status === 'unpaid') return null;
  return {
    userId: session.client_reference_id ?? session.metadata?.userId ?? null,
    customerId,
    subscriptionId,
    planType: planOfMetadata(session.metadata),
    status: 'active',
    // Read from Stripe when the route could (checkout-subscription.ts); else the next event brings it.
    currentPeriodEnd: subscription && subscription.id === subscriptionId ? periodEndOf(subscription) : null,
    cancelAtPeriodEnd: false,
    fromCheckout: true,
  };
}

/** Finds the user a subscription belongs to: its metadata, else the row that holds the subscription. */
async function userIdFor(tx: Tx, facts: SubscriptionFacts): Promise<string | null> {
  if (facts.userId) return facts.userId;
  const [row] = await tx
    .select({ userId: billingSubscriptions.userId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.stripeSubscriptionId, facts.subscriptionId))
    .limit(1);
  return row?.userId ?? null;
}

async function applyFacts(
  tx: Tx,
  facts: SubscriptionFacts,
  event: { id: string; created: Date },
  now: Date,
): Promise<EventOutcome> {
  const userId = await userIdFor(tx, facts);
  if (!userId) return 'ignored';
  const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  if (!owner) return 'ignored';
  const [current] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .for('update')
    .limit(1);
  if (current) {
    // Stripe does not deliver in order (its docs: "Event ordering"): an event older than the one the
    // row was last moved by says nothing new, and at the same second an ended subscription stays ended.
    const created = event.created.getTime();
    const last = current.lastEventCreated.getTime();
    if (created < last) return 'stale';
    const sameSubscription =
      current.stripeSubscriptionId === null || current.stripeSubscriptionId === facts.subscriptionId;
    if (sameSubscription && created === last && current.status === 'canceled') return 'stale';
    // About another subscription than the live one (a late event of one the user replaced): stale,
    // unless the user just paid for it (a completed checkout replaces the row's subscription).
    if (!sameSubscription && current.status !== 'canceled' && !facts.fromCheckout) return 'stale';
  }
  const planType = facts.planType ?? (current?.planType as PaidPlan | undefined) ?? null;
  if (!planType) return 'ignored';
  // A failed renewal moves Stripe's period on; the paid-through date is the one we had.
  const keepsPaidThrough = facts.status === 'past_due' || facts.status === 'unpaid';
  const currentPeriodEnd = keepsPaidThrough
    ? (current?.currentPeriodEnd ?? facts.currentPeriodEnd)
    : (facts.currentPeriodEnd ?? current?.currentPeriodEnd ?? null);
  const state = {
    stripeCustomerId: facts.customerId || current?.stripeCustomerId || '',
    stripeSubscriptionId: facts.subscriptionId,
    planType,
    status: facts.status,
    currentPeriodEnd,
    cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    lastEventCreated: event.created,
    updatedAt: now,
  };
  await tx
    .insert(billingSubscriptions)
    .values({ userId, ...state })
    .onConflictDoUpdate({ target: billingSubscriptions.userId, set: state });
  await settleUserPlan(tx, {
    userId,
    planType,
    entitled: isEntitled(state, now),
    reason: event.id,
  });
  return 'applied';
}

/**
 * Applies one verified Stripe event (issue 22 item 2), in one transaction: the event id is recorded
 * first, so a replayed event (same id) changes nothing; `checkout.session.completed` and
 * `customer.subscription.*` update the user's `billing_subscriptions` row and `user.planType`
 * (FREE when the subscription no longer entitles: entitlement.ts), unless the event is older than the
 * row's last one. Events of other types are recorded and ignored. The caller must have verified the
 * signature (stripe.webhooks.constructEvent).
 * @param subscription for `checkout.session.completed`, the subscription as Stripe answers it now
 *   (fetchCheckoutSubscription): its period end is stored at once; null or absent: none yet.
 * @param now the clock (tests pass one); default the current time.
 */
export async function applyStripeEvent(
  db: Db,
  params: {
    event: Stripe.Event;
    prices: readonly Price[];
    subscription?: Stripe.Subscription | null;
    now?: Date;
  },
): Promise<EventOutcome> {
  const { event, prices } = params;
  const now = params.now ?? new Date();
  const created = new Date(event.created * 1000);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, created })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return 'duplicate';
    let facts: SubscriptionFacts | null = null;
    if (event.type === 'checkout.session.completed')
      facts = factsOfCheckout(event.data.object, params.subscription ?? null);
    else if (
      event.type === 'customer.subscription.created' ||
      event.type === 'customer.subscription.updated' ||
      event.type === 'customer.subscription.deleted'
    )
      facts = factsOfSubscription(event.data.object, prices);
    if (!facts) return 'ignored';
    return applyFacts(tx, facts, { id: event.id, created }, now);
  });
}
