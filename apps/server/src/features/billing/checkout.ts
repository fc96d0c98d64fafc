import {
  type BillingInterval,
  isPlanAtLeast,
  type PaidPlan,
  type Price,
  plansForCountry,
  pricesForCountry,
} from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { billingSubscriptions, user } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';

/** Where Stripe sends the browser back: the account page after paying, /pricing on cancel. */
export const CHECKOUT_RETURN_PATHS = {
  success: '/account?checkout=success',
  cancel: '/pricing?checkout=cancel',
};

/** Stripe Checkout's own locales among ours; anything else lets Checkout pick (`auto`). */
function checkoutLocale(locale: string | null): Stripe.Checkout.SessionCreateParams.Locale {
  return locale === 'en' ? 'en' : locale === 'ko' ? 'ko' : 'auto';
}

/** The Stripe customer of a user who paid before, if any. */
export async function customerIdOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingSubscriptions.stripeCustomerId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .limit(1);
  return row?.customerId || null;
}

/** Stripe's failures (bad key, refused request, network) → 503 with our message; the cause is logged. */
export function upstreamError(cause: unknown): AppError {
  const error = new AppError('UPSTREAM_UNAVAILABLE', msg('billing.upstream'));
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/**
 * Creates a Stripe Checkout Session for `plan` billed every `interval` (issue 22 item 2: hosted
 * Checkout, so no card data touches the server) and answers its URL. The plan does NOT change here:
 * only the signed `checkout.session.completed` event does (apply-stripe-event.ts). The session names
 * the user (`client_reference_id`, `metadata.userId`, copied onto the subscription) and the plan.
 * @throws AppError VALIDATION_FAILED (plan not offered in the user's country), CONFLICT (quote-only
 *   price, or the user already has the plan or a higher one), UPSTREAM_UNAVAILABLE (Stripe failed).
 */
export async function createCheckoutSession(
  db: Db,
  stripe: Stripe,
  params: {
    caller: SessionUser;
    plan: PaidPlan;
    interval: BillingInterval;
    prices: readonly Price[];
    publicOrigin: string;
  },
): Promise<{ url: string; sessionId: string }> {
  const { caller, plan, interval, publicOrigin } = params;
  if (!plansForCountry(caller.countryCode).includes(plan))
    throw new AppError('VALIDATION_FAILED', msg('billing.planNotOffered'));
  const price = pricesForCountry(params.prices, caller.countryCode).find(
    (row) => row.plan === plan && row.interval === interval,
  );
  if (!price?.stripePriceId) throw new AppError('CONFLICT', msg('billing.quoteOnly'));
  if (isPlanAtLeast(caller.planType, plan)) throw new AppError('CONFLICT', msg('billing.alreadyOnPlan'));
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, caller.id)).limit(1);
  const customerId = await customerIdOf(db, caller.id);
  const metadata = { userId: caller.id, plan };
  const request: Stripe.Checkout.SessionCreateParams = {
    mode: 'subscription',
    line_items: [{ price: price.stripePriceId, quantity: 1 }],
    success_url: `${publicOrigin}${CHECKOUT_RETURN_PATHS.success}`,
    cancel_url: `${publicOrigin}${CHECKOUT_RETURN_PATHS.cancel}`,
    client_reference_id: caller.id,
    metadata,
    subscription_data: { metadata },
    locale: checkoutLocale(row?.locale ?? null),
    ...(customerId ? { customer: customerId } : { customer_email: caller.email }),
  };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(request);
  } catch (cause) {
    throw upstreamError(cause);
  }
  if (!session.url) throw upstreamError(new Error('Checkout Session without a url'));
  return { url: session.url, sessionId: session.id };
}

/**
 * A Stripe customer portal session for the caller (issue 22 item 2: "a link to Stripe's customer
 * portal"), where they change the card, cancel or renew; back to /account.
 * @throws AppError NOT_FOUND (never paid: no customer), UPSTREAM_UNAVAILABLE (Stripe failed).
 */
export async function createPortalSession(
  db: Db,
  stripe: Stripe,
  params: { caller: SessionUser; publicOrigin: string },
): Promise<{ url: string }> {
  const customerId = await customerIdOf(db, params.caller.id);
  if (!customerId) throw new AppError('NOT_FOUND', msg('billing.noCustomer'));
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${params.publicOrigin}/account`,
    });
    return { url: session.url };
  } catch (cause) {
    throw upstreamError(cause);
  }
}
