import { MESSAGES, type MessageKey, pricesForCountry, quoteRequestSchema } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { getSessionUser, requireMember } from '../../auth/session';
import { AppError, msg } from '../../lib/app-error';
import { rateLimitKey } from '../../plugins/rate-limit';
import { requireAdmin } from '../admin/routes';
import { createMailer } from '../mail/send-mail';
import { applyStripeEvent } from './apply-stripe-event';
import { getBillingStatus } from './billing-status';
import { createCheckoutSession, createPortalSession } from './checkout';
import { fetchCheckoutSubscription } from './checkout-subscription';
import { registerSubscriptionSweeper } from './expire-subscriptions';
import { createQuoteRequest, listQuoteRequests } from './quote-requests';
import {
  billingStatusResponseSchema,
  checkoutBodySchema,
  pricesQuerySchema,
  pricesResponseSchema,
  quoteRequestBodySchema,
  quoteRequestListResponseSchema,
  quoteRequestResponseSchema,
  urlResponseSchema,
  webhookResponseSchema,
} from './schemas';
import { createStripeClient } from './stripe-client';

/** Largest webhook body taken (Stripe's events are a few KB). */
const WEBHOOK_BODY_LIMIT = 512 * 1024;
/** Largest quote request body: four short fields. */
const QUOTE_BODY_LIMIT = 4096;

/** A refused quote request: every field's issue with its domain message (the form shows the same). */
function quoteValidationError(body: unknown): AppError {
  const parsed = quoteRequestSchema.safeParse(body);
  const issues = parsed.success ? [] : parsed.error.issues;
  const details = issues.map((issue) => ({
    path: issue.path.join('.'),
    message: Object.hasOwn(MESSAGES, issue.message) ? msg(issue.message as MessageKey) : issue.message,
  }));
  return new AppError('VALIDATION_FAILED', msg('billing.quoteInvalid'), { details });
}

/**
 * The webhook, in its own encapsulated plugin: its JSON body stays raw bytes, because Stripe's
 * signature is over the exact bytes sent (stripe.webhooks.constructEvent).
 */
async function webhookRoute(app: FastifyInstance, opts: { stripe: Stripe | null }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  r.post(
    '/api/billing/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['billing'],
        summary: "Stripe's events (signed); the only way a plan is bought or ends",
        response: { 200: webhookResponseSchema },
      },
    },
    async (request) => {
      const config = env.billing.stripe;
      if (!config || !opts.stripe) throw new AppError('NOT_FOUND', msg('billing.disabled'));
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new AppError('VALIDATION_FAILED', msg('billing.badSignature'));
      let event: Stripe.Event;
      try {
        // Default tolerance (300 s): a captured request replayed later is refused by its timestamp.
        event = opts.stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret);
      } catch {
        throw new AppError('VALIDATION_FAILED', msg('billing.badSignature'));
      }
      const subscription = await fetchCheckoutSubscription(opts.stripe, event, request.log);
      const outcome = await applyStripeEvent(db, { event, prices: env.billing.prices, subscription });
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return { received: true as const, outcome };
    },
  );
}

/**
 * Billing (issue 22): prices of /pricing, Stripe Checkout and the customer portal, the signed webhook
 * that alone changes a plan, the caller's subscription, and the schools' quote requests with the
 * admins' list. Routes: docs/api.md "Billing".
 */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app;
  const stripe = env.billing.stripe ? createStripeClient(env.billing.stripe) : null;
  const sendMail = createMailer(env.mail, app.log);
  const limited = {
    rateLimit: { max: env.billing.rateLimit, timeWindow: env.rateLimit.windowMs, keyGenerator: rateLimitKey },
  };
  registerSubscriptionSweeper(app);
  await app.register(webhookRoute, { stripe });

  r.get(
    '/api/billing/prices',
    {
      schema: {
        tags: ['billing'],
        summary: "The plans' prices for a country (KRW in KR, USD elsewhere) and whether Checkout is on",
        querystring: pricesQuerySchema,
        response: { 200: pricesResponseSchema },
      },
    },
    async (request) => {
      const caller = await getSessionUser(request);
      const countryCode = request.query.countryCode ?? caller?.countryCode ?? 'KR';
      const checkoutEnabled = stripe !== null;
      const prices = pricesForCountry(env.billing.prices, countryCode).map((row) => ({
        plan: row.plan,
        interval: row.interval,
        currency: row.currency,
        unitAmount: row.unitAmount,
        checkout: checkoutEnabled && row.stripePriceId !== undefined,
      }));
      return { data: { countryCode, checkoutEnabled, prices } };
    },
  );

  r.post(
    '/api/billing/checkout',
    {
      bodyLimit: 1024,
      config: limited,
      schema: {
        tags: ['billing'],
        summary:
          'A Stripe Checkout Session for a plan and interval: its URL (the plan changes on the webhook)',
        body: checkoutBodySchema,
        response: { 200: urlResponseSchema },
      },
    },
    async (request) => {
      const caller = await requireMember(request);
      if (!stripe) throw new AppError('CONFLICT', msg('billing.disabled'));
      const session = await createCheckoutSession(db, stripe, {
        caller,
        plan: request.body.plan,
        interval: request.body.interval,
        prices: env.billing.prices,
        publicOrigin: env.publicOrigin,
      });
      return { data: { url: session.url } };
    },
  );

  r.post(
    '/api/billing/portal',
    {
      config: limited,
      schema: {
        tags: ['billing'],
        summary: 'A Stripe customer portal session for the caller: its URL',
        response: { 200: urlResponseSchema },
      },
    },
    async (request) => {
      const caller = await requireMember(request);
      if (!stripe) throw new AppError('CONFLICT', msg('billing.disabled'));
      return { data: await createPortalSession(db, stripe, { caller, publicOrigin: env.publicOrigin }) };
    },
  );

  r.get(
    '/api/billing/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's plan, renewal date and whether the customer portal is available",
        response: { 200: billingStatusResponseSchema },
      },
    },
    async (request) => {
      const caller = await requireMember(request);
      const data = await getBillingStatus(db, {
        userId: caller.id,
        planType: caller.planType,
        stripeEnabled: stripe !== null,
      });
      return { data };
    },
  );

  r.post(
    '/api/quote-requests',
    {
      bodyLimit: QUOTE_BODY_LIMIT,
      attachValidation: true,
      config: limited,
      schema: {
        tags: ['billing'],
        summary: "A school's quote request: stored, mailed to SALES_EMAIL, listed for admins",
        body: quoteRequestBodySchema,
        response: { 201: quoteRequestResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw quoteValidationError(request.body);
      const caller = await getSessionUser(request);
      const data = await createQuoteRequest(db, {
        request: request.body,
        userId: caller?.id ?? null,
        countryCode: caller?.countryCode ?? null,
        sendMail,
        salesEmail: env.billing.salesEmail,
        publicOrigin: env.publicOrigin,
        log: request.log,
      });
      return reply.status(201).send({ data });
    },
  );

  r.get(
    '/api/admin/quote-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Quote requests, newest first (admin only)',
        querystring: z.object({}).strict(),
        response: { 200: quoteRequestListResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await listQuoteRequests(db) };
    },
  );
}
