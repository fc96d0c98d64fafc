import Stripe from 'stripe';
import type { BillingEnv } from '../../env';

/** The configured Stripe of BillingEnv (secret key, webhook secret, API base). */
export type StripeConfig = NonNullable<BillingEnv['stripe']>;

/** Deadline of one Stripe API call; Checkout is interactive, a stalled call must not hang the page. */
const STRIPE_TIMEOUT_MS = 15_000;

/**
 * The official `stripe` client (issue 22) aimed at STRIPE_API_BASE: Stripe itself in production, the
 * local stand-in in tests (the SDK's host/port/protocol options). Network retries are the SDK's own.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase;
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    appInfo: { name: 'Quizset' },
  });
}
