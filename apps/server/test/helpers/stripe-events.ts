import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** Only for its webhook helpers (signing); no request is made with this key. */
const signer = new Stripe('sk_test_signer_only');

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** A Stripe event of `type` about `object`, `created` seconds (default now). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) {
  return {
    id: id('evt'),
    object: 'event',
    api_version: '2025-09-30.clover',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The `checkout.session.completed` object Stripe sends for a paid subscription Checkout. */
export function completedCheckoutSession(params: {
  sessionId?: string;
  userId: string;
  plan: string;
  customerId: string;
  subscriptionId: string;
}) {
  return {
    id: params.sessionId ?? id('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: params.userId,
    customer: params.customerId,
    subscription: params.subscriptionId,
    metadata: { userId: params.userId, plan: params.plan },
  };
}

/** A subscription object as `customer.subscription.*` events carry it (period end on its item). */
export function subscriptionObject(params: {
  subscriptionId: string;
  customerId: string;
  userId: string;
  plan: string;
  status: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  priceId?: string;
}) {
  return {
    id: params.subscriptionId,
    object: 'subscription',
    customer: params.customerId,
    status: params.status,
    cancel_at_period_end: params.cancelAtPeriodEnd ?? false,
    metadata: { userId: params.userId, plan: params.plan },
    items: {
      object: 'list',
      data: [
        {
          id: id('si'),
          object: 'subscription_item',
          current_period_end: params.periodEnd,
          price: { id: params.priceId ?? 'price_unknown', object: 'price' },
        },
      ],
    },
  };
}

/** Headers and body of a webhook delivery signed with `secret` (the SDK's generateTestHeaderString). */
export function signedDelivery(event: unknown, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

export const newIds = { customer: () => id('cus'), subscription: () => id('sub') };
