import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';

/**
 * The subscription a completed Checkout Session created, read from Stripe through the SDK
 * (GET /v1/subscriptions/{id}), so the account shows the renewal date at once instead of after the
 * first `customer.subscription.*` event (issue 22 item 2). Read before the event's transaction: no
 * network call holds a database lock.
 * @returns the subscription, or null when `event` is not a completed Checkout carrying a subscription
 *   id, or Stripe does not answer (unknown id, outage): the event still gives the plan, and the date
 *   comes with the next subscription event. Never throws.
 */
export async function fetchCheckoutSubscription(
  stripe: Stripe,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<Stripe.Subscription | null> {
  if (event.type !== 'checkout.session.completed') return null;
  const { subscription } = event.data.object;
  const subscriptionId = typeof subscription === 'string' ? subscription : subscription?.id;
  if (!subscriptionId) return null;
  try {
    return await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    log.warn({ err: error, eventId: event.id, subscriptionId }, 'stripe subscription not read');
    return null;
  }
}
