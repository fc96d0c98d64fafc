import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Price } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, billingSubscriptions, user } from '../src/db/schema';
import { expireSubscriptions } from '../src/features/billing/expire-subscriptions';
import { askTutor } from './helpers/ai';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { type LocalStripe, startLocalStripe } from './helpers/local-stripe';
import { multipleChoice, withOptions } from './helpers/payloads';
import { priceIdsOf, TEST_PRICES, TEST_STRIPE_KEYS, writePriceList } from './helpers/stripe-config';
import {
  completedCheckoutSession,
  newIds,
  signedDelivery,
  stripeEvent,
  subscriptionObject,
} from './helpers/stripe-events';

const { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } = TEST_STRIPE_KEYS;
/** The test list with KR PRO yearly sold by quote only (no Stripe price). */
const PRICES: Price[] = TEST_PRICES.map((row) =>
  row.country === 'KR' && row.plan === 'PRO' && row.interval === 'year'
    ? { ...row, stripePriceId: undefined }
    : row,
);
const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);

/** POST /api/billing/checkout as `cookie` (signed out without one). */
const postCheckout = (ctx: TestContext, cookie: string | undefined, payload: object) =>
  ctx.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload });

/**
 * Issue 22 "An upgrade that works": prices from configuration, Stripe Checkout through the official
 * SDK against a local Stripe as strict as the real one (helpers/local-stripe.ts checks each request
 * against the SDK's own declarations), and a plan that changes only on a verified webhook event,
 * processed once per event id, in Stripe's order-free delivery, back to FREE at the period's end.
 */
describe.each(BACKENDS)('billing with Stripe on %s', (backend) => {
  let ctx: TestContext;
  let stripe: LocalStripe;
  let priceList: ReturnType<typeof writePriceList>;
  let free: string;
  let freeId: string;
  let basicId: string;

  beforeAll(async () => {
    priceList = writePriceList(PRICES);
    stripe = await startLocalStripe({
      secretKey: SECRET_KEY,
      prices: priceIdsOf(PRICES),
    });
    ctx = await createTestContext(backend, {
      BILLING_PRICES_FILE: priceList.file,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      RATE_LIMIT_QUOTES: '100',
    });
    free = await ctx.signIn('free@demo.example');
    const rows = await ctx.database.db.select({ id: user.id, email: user.email }).from(user);
    freeId = rows.find((row) => row.email === 'free@demo.example')?.id as string;
    basicId = rows.find((row) => row.email === 'basic@demo.example')?.id as string;
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
    priceList?.remove();
  });

  const planOf = async (userId: string) =>
    (await ctx.database.db.select({ planType: user.planType }).from(user).where(eq(user.id, userId)))[0]
      ?.planType;
  const deliver = (
    event: unknown,
    options: { secret?: string; timestamp?: number; tamper?: boolean } = {},
  ) => {
    const { payload, headers } = signedDelivery(event, options.secret ?? WEBHOOK_SECRET, options.timestamp);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers,
      payload: options.tamper ? payload.replace('"PRO"', '"BASIC"') : payload,
    });
  };
  type StripeIds = { customerId: string; subscriptionId: string };
  /** Stripe's `checkout.session.completed` for the FREE teacher buying PRO, at `created` (s). */
  const checkoutEvent = (ids: StripeIds, created?: number) =>
    stripeEvent(
      'checkout.session.completed',
      completedCheckoutSession({ userId: freeId, plan: 'PRO', ...ids }),
      created,
    );
  /** Signs and posts that checkout event to the webhook. */
  const deliverCheckout = (ids: StripeIds, created?: number) => deliver(checkoutEvent(ids, created));
  const setPlan = (userId: string, planType: string) =>
    ctx.database.db.update(user).set({ planType }).where(eq(user.id, userId));
  const clearBilling = (userId: string) =>
    ctx.database.db.delete(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  /** The FREE teacher back to FREE with no subscription, new Stripe ids, and the time now (s). */
  const freshSubscriber = async () => {
    await clearBilling(freeId);
    await setPlan(freeId, 'FREE');
    return { ids: { customerId: newIds.customer(), subscriptionId: newIds.subscription() }, t: now() };
  };

  it('lists the configured prices per country: KRW with BASIC in KR, USD elsewhere', async () => {
    const kr = (await ctx.request({ method: 'GET', url: '/api/billing/prices?countryCode=KR' })).json().data;
    expect(kr.checkoutEnabled).toBe(true);
    expect(kr.prices).toEqual([
      { plan: 'BASIC', interval: 'month', currency: 'KRW', unitAmount: 4900, checkout: true },
      { plan: 'BASIC', interval: 'year', currency: 'KRW', unitAmount: 49000, checkout: true },
      { plan: 'PRO', interval: 'month', currency: 'KRW', unitAmount: 9900, checkout: true },
      { plan: 'PRO', interval: 'year', currency: 'KRW', unitAmount: 99000, checkout: false },
    ]);
    const us = (await ctx.request({ method: 'GET', url: '/api/billing/prices?countryCode=US' })).json().data;
    expect(us.prices).toEqual([
      { plan: 'PRO', interval: 'month', currency: 'USD', unitAmount: 799, checkout: true },
      { plan: 'PRO', interval: 'year', currency: 'USD', unitAmount: 7990, checkout: true },
    ]);
    // The price ids stay on the server.
    expect(JSON.stringify(kr)).not.toContain('price_');
  });

  it('creates a Checkout Session the strict stand-in accepts, and the plan does not change yet', async () => {
    const response = await postCheckout(ctx, free, { plan: 'PRO', interval: 'month' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    const call = stripe.calls.at(-1);
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.params).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price: 'price_kr_pro_m', quantity: '1' } },
      client_reference_id: freeId,
      customer_email: 'free@demo.example',
      metadata: { userId: freeId, plan: 'PRO' },
      subscription_data: { metadata: { userId: freeId, plan: 'PRO' } },
      success_url: 'http://quizset.test/account?checkout=success',
      cancel_url: 'http://quizset.test/pricing?checkout=cancel',
    });
    expect(await planOf(freeId)).toBe('FREE');
  });

  it.each([
    ['a quote-only price', { plan: 'PRO', interval: 'year' }, 409, 'CONFLICT'],
    ['an unknown plan', { plan: 'ENTERPRISE', interval: 'month' }, 400, 'VALIDATION_FAILED'],
    ['FREE', { plan: 'FREE', interval: 'month' }, 400, 'VALIDATION_FAILED'],
    ['an extra field', { plan: 'PRO', interval: 'month', priceId: 'price_x' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s before calling Stripe', async (_name, payload, status, code) => {
    const before = stripe.calls.length;
    const response = await postCheckout(ctx, free, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(stripe.calls).toHaveLength(before);
  });

  it('refuses a checkout signed out (401) and one for a plan the user has (409)', async () => {
    const signedOut = await postCheckout(ctx, undefined, { plan: 'PRO', interval: 'month' });
    expect(signedOut.statusCode).toBe(401);
    const pro = await ctx.signIn('pro@demo.example');
    const same = await postCheckout(ctx, pro, { plan: 'BASIC', interval: 'month' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe('CONFLICT');
  });

  it('answers 503 when Stripe refuses (a price Stripe does not know)', async () => {
    stripe.prices.delete('price_kr_basic_m');
    try {
      const response = await postCheckout(ctx, free, { plan: 'BASIC', interval: 'month' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      stripe.prices.add('price_kr_basic_m');
    }
  });

  it('the stand-in is as strict as Stripe: key, unknown parameters, types, enums, required fields', async () => {
    const client = new Stripe(SECRET_KEY, {
      host: '127.0.0.1',
      port: Number(new URL(stripe.url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const base = {
      mode: 'subscription' as const,
      success_url: 'https://quizset.test/ok',
      line_items: [{ price: 'price_kr_pro_m', quantity: 1 }],
    };
    const refusal = async (params: Record<string, unknown>, key = SECRET_KEY) => {
      const sdk =
        key === SECRET_KEY
          ? client
          : new Stripe(key, {
              host: '127.0.0.1',
              port: Number(new URL(stripe.url).port),
              protocol: 'http',
              maxNetworkRetries: 0,
            });
      try {
        await sdk.checkout.sessions.create(params as Stripe.Checkout.SessionCreateParams);
      } catch (error) {
        const failure = error as Stripe.errors.StripeError;
        return {
          status: failure.statusCode,
          type: failure.type,
          param: failure.param,
          message: failure.message,
        };
      }
      throw new Error('accepted');
    };
    expect(await refusal(base, 'sk_test_wrong')).toMatchObject({
      status: 401,
      type: 'StripeAuthenticationError',
    });
    expect(await refusal({ ...base, price: 'price_kr_pro_m' })).toMatchObject({
      status: 400,
      param: 'price',
      message: 'Received unknown parameter: price',
    });
    expect(
      await refusal({ ...base, line_items: [{ price: 'price_kr_pro_m', quantity: 1, plan: 'x' }] }),
    ).toMatchObject({ param: 'line_items[0][plan]' });
    expect(await refusal({ ...base, mode: 'monthly' })).toMatchObject({ param: 'mode' });
    expect(await refusal({ ...base, line_items: [{ price: 'price_kr_pro_m' }] })).toMatchObject({
      param: 'line_items[0][quantity]',
    });
    expect(
      await refusal({ ...base, line_items: [{ price: 'price_kr_pro_m', quantity: 'two' }] }),
    ).toMatchObject({ param: 'line_items[0][quantity]' });
    expect(await refusal({ success_url: base.success_url, line_items: base.line_items })).toMatchObject({
      param: 'mode',
    });
    expect(await refusal({ mode: 'subscription', success_url: base.success_url })).toMatchObject({
      param: 'line_items',
    });
    expect(await refusal({ ...base, customer: 'cus_unknown' })).toMatchObject({
      param: 'customer',
      message: "No such customer: 'cus_unknown'",
    });
    expect(await refusal({ ...base, success_url: 'not a url' })).toMatchObject({ param: 'success_url' });
    expect(await refusal({ ...base, metadata: { userId: { nested: 'x' } } })).toMatchObject({
      param: 'metadata[userId]',
    });
    await expect(client.checkout.sessions.create(base)).resolves.toMatchObject({
      object: 'checkout.session',
    });
    await expect(client.billingPortal.sessions.create({ customer: 'cus_nobody' })).rejects.toMatchObject({
      param: 'customer',
    });
    // GET /v1/subscriptions/{id}: an unknown id, an unknown query parameter, a wrong key.
    await expect(client.subscriptions.retrieve('sub_nobody')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_nobody'",
    });
    const known = newIds.subscription();
    stripe.subscriptions.set(
      known,
      subscriptionObject({
        subscriptionId: known,
        customerId: newIds.customer(),
        userId: freeId,
        plan: 'PRO',
        status: 'active',
        periodEnd: now() + 30 * DAY,
      }),
    );
    await expect(
      client.subscriptions.retrieve(known, { limit: 3 } as Stripe.SubscriptionRetrieveParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'limit' });
    await expect(
      new Stripe('sk_test_wrong', {
        host: '127.0.0.1',
        port: Number(new URL(stripe.url).port),
        protocol: 'http',
        maxNetworkRetries: 0,
      }).subscriptions.retrieve(known),
    ).rejects.toMatchObject({ statusCode: 401 });
    await expect(client.subscriptions.retrieve(known, { expand: ['customer'] })).resolves.toMatchObject({
      id: known,
      object: 'subscription',
    });
  });

  it('webhook: a valid signature applies the event once; invalid, tampered and old signatures change nothing', async () => {
    await clearBilling(freeId);
    await setPlan(freeId, 'FREE');
    const customerId = newIds.customer();
    const subscriptionId = newIds.subscription();
    const event = checkoutEvent({ customerId, subscriptionId });

    for (const [options, name] of [
      [{ secret: 'whsec_someone_else' }, 'wrong secret'],
      [{ tamper: true }, 'tampered body'],
      [{ timestamp: now() - 600 }, 'replayed after the tolerance'],
    ] as const) {
      const refused = await deliver(event, options);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error.code, name).toBe('VALIDATION_FAILED');
      expect(await planOf(freeId), name).toBe('FREE');
    }
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);

    const applied = await deliver(event);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await planOf(freeId)).toBe('PRO');
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, freeId));
    expect(audit.at(-1)).toMatchObject({
      actorId: 'stripe',
      action: 'user.plan.billing',
      before: { planType: 'FREE' },
      after: { planType: 'PRO', reason: event.id },
    });

    // The same event again (Stripe retries, or someone replays a captured delivery with a fresh
    // signature) is recorded once: after a downgrade, it does not give the plan back.
    await setPlan(freeId, 'FREE');
    const replayed = await deliver(event);
    expect(replayed.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await planOf(freeId)).toBe('FREE');
  });

  it('out-of-order events: an older event than the last applied one is stale', async () => {
    const { ids, t } = await freshSubscriber();
    const sub = (status: string, created: number) =>
      stripeEvent(
        status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
        subscriptionObject({ ...ids, userId: freeId, plan: 'PRO', status, periodEnd: t + 30 * DAY }),
        created,
      );
    // Delivered: canceled (t+20) first, then the older active update (t+10), then the checkout (t).
    expect((await deliver(sub('canceled', t + 20))).json().outcome).toBe('applied');
    expect(await planOf(freeId)).toBe('FREE');
    expect((await deliver(sub('active', t + 10))).json().outcome).toBe('stale');
    expect((await deliverCheckout(ids, t)).json().outcome).toBe('stale');
    expect(await planOf(freeId)).toBe('FREE');
    // At the same second as the cancellation, the subscription stays ended.
    expect((await deliver(sub('active', t + 20))).json().outcome).toBe('stale');
    expect(await planOf(freeId)).toBe('FREE');
  });

  it('in order: checkout, then the subscription with its period end, shown on the account', async () => {
    const { ids, t } = await freshSubscriber();
    await deliverCheckout(ids, t);
    const periodEnd = t + 30 * DAY;
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ ...ids, userId: freeId, plan: 'PRO', status: 'active', periodEnd }),
        t + 1,
      ),
    );
    expect(await planOf(freeId)).toBe('PRO');
    const status = await ctx.request({ method: 'GET', url: '/api/billing/subscription', cookie: free });
    expect(status.json().data).toEqual({
      planType: 'PRO',
      subscription: {
        planType: 'PRO',
        status: 'active',
        currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      },
      portal: true,
    });
    // The customer portal: a session for the customer Stripe created at checkout.
    stripe.customers.add(ids.customerId);
    const portal = await ctx.request({ method: 'POST', url: '/api/billing/portal', cookie: free });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().data.url).toMatch(new RegExp(`^${stripe.url}/p/session/`));
    expect(stripe.calls.at(-1)?.params).toEqual({
      customer: ids.customerId,
      return_url: 'http://quizset.test/account',
    });
  });

  it('a completed checkout reads its subscription from Stripe: the renewal date shows at once', async () => {
    const { ids, t } = await freshSubscriber();
    const periodEnd = t + 30 * DAY;
    stripe.subscriptions.set(
      ids.subscriptionId,
      subscriptionObject({ ...ids, userId: freeId, plan: 'PRO', status: 'active', periodEnd }),
    );
    const event = checkoutEvent(ids, t);
    expect((await deliver(event)).json().outcome).toBe('applied');
    expect(stripe.calls.at(-1)).toEqual({ path: `/v1/subscriptions/${ids.subscriptionId}`, params: {} });
    const status = await ctx.request({ method: 'GET', url: '/api/billing/subscription', cookie: free });
    expect(status.json().data.subscription).toEqual({
      planType: 'PRO',
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    // A replay changes nothing.
    expect((await deliver(event)).json().outcome).toBe('duplicate');

    // Stripe cannot tell (an unknown subscription, 404): the plan is given all the same, no date yet.
    const other = await freshSubscriber();
    const calls = stripe.calls.length;
    await deliverCheckout(other.ids, other.t);
    expect(stripe.calls.length).toBe(calls);
    expect(await planOf(freeId)).toBe('PRO');
    const without = await ctx.request({ method: 'GET', url: '/api/billing/subscription', cookie: free });
    expect(without.json().data.subscription).toMatchObject({ planType: 'PRO', currentPeriodEnd: null });
  });

  it('a cancellation keeps the plan until the period ends, then FREE (sweeper, or the deleted event)', async () => {
    const { ids, t } = await freshSubscriber();
    const periodEnd = t + 10 * DAY;
    const object = (status: string, cancelAtPeriodEnd: boolean) =>
      subscriptionObject({ ...ids, userId: freeId, plan: 'PRO', status, periodEnd, cancelAtPeriodEnd });
    await deliver(stripeEvent('customer.subscription.created', object('active', false), t));
    await deliver(stripeEvent('customer.subscription.updated', object('active', true), t + 1));
    expect(await planOf(freeId)).toBe('PRO');
    expect(await expireSubscriptions(ctx.database.db, new Date((periodEnd - 60) * 1000))).toEqual([]);
    expect(await planOf(freeId)).toBe('PRO');
    expect(await expireSubscriptions(ctx.database.db, new Date((periodEnd + 1) * 1000))).toEqual([freeId]);
    expect(await planOf(freeId)).toBe('FREE');
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, freeId));
    expect(audit.at(-1)).toMatchObject({
      actorId: 'stripe',
      after: { planType: 'FREE', reason: 'periodEnd' },
    });
    // Stripe's own end of the subscription, later, changes nothing more.
    expect(
      (await deliver(stripeEvent('customer.subscription.deleted', object('canceled', true), t + 2))).json()
        .outcome,
    ).toBe('applied');
    expect(await planOf(freeId)).toBe('FREE');
  });

  it('after a downgrade, a set and room made under PRO still read and play; editing is refused (spec §4, §6)', async () => {
    const { ids, t } = await freshSubscriber();
    await deliverCheckout(ids, t);
    expect(await planOf(freeId)).toBe('PRO');
    // A PRO map (classic-space), a private set (PRIVATE_QUIZ), the AI tutor (AI_TUTOR, PRO) and a
    // next set (CONTINUE_NEXT_QUIZSET, PRO).
    const nextSet = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: free,
      payload: withOptions({}, { title: '다음 세트', quizList: [multipleChoice()] }),
    });
    expect(nextSet.statusCode, nextSet.body).toBe(201);
    const payload = withOptions(
      { isPublic: false },
      {
        templateId: 'classic-space',
        aiTutorId: 'tutor-owl',
        isNextQuizsetAvailable: true,
        nextQuizsetId: nextSet.json().data.id,
        quizList: [multipleChoice()],
      },
    );
    const created = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie: free, payload });
    expect(created.statusCode, created.body).toBe(201);
    const setId: string = created.json().data.id;
    const opened = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${setId}/rooms`,
      cookie: free,
      payload: {},
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const roomId: string = opened.json().data.entryMapHashId;
    const before = (await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}`, cookie: free })).json()
      .data;
    expect(before).toMatchObject({ isLocked: false, enabledEdit: true });
    const roomView = async () =>
      (await ctx.request({ method: 'GET', url: `/api/rooms/${roomId}` })).json().data.quizSet;
    expect(await roomView()).toMatchObject({
      aiTutor: { id: 'tutor-owl' },
      nextQuizset: { title: '다음 세트' },
    });

    // Stripe ends the subscription at the period's end and signs the event: back to FREE.
    const ended = await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ ...ids, userId: freeId, plan: 'PRO', status: 'canceled', periodEnd: t - 1 }),
        t + 1,
      ),
    );
    expect(ended.json().outcome).toBe('applied');
    expect(await planOf(freeId)).toBe('FREE');

    // Read: the owner still reads her set, whole; the map is now above her plan (the builder shows
    // the plan notice and disables editing, spec §4 UPDATE).
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}`, cookie: free });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      templateId: 'classic-space',
      aiTutorId: 'tutor-owl',
      quizsetOptions: { isPublic: false },
      isLocked: true,
      quizList: before.quizList,
    });

    // Play: the room opened under PRO still answers, a student joins and is graded.
    const student = await ctx.signIn('student@demo.example');
    const room = await ctx.request({ method: 'GET', url: `/api/rooms/${roomId}`, cookie: student });
    expect(room.statusCode, room.body).toBe(200);
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      cookie: student,
      payload: {},
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const answered = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${joined.json().data.attemptId}/answers`,
      cookie: student,
      payload: { quizId: 'mc000001', answer: [1] },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.isCorrect).toBe(true);

    // The paid services follow the owner's plan now, in the open room too (rooms/room-plan.ts): no
    // tutor shown or answering, no next set offered or opened; upgrading again gives them back.
    expect(await roomView()).toMatchObject({ aiTutor: null, nextQuizset: null });
    const attemptId: string = joined.json().data.attemptId;
    const tutor = () => askTutor(ctx, { cookie: student, attemptId, quizId: 'mc000001' });
    expect((await tutor()).statusCode).toBe(404);
    const finished = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/finish`,
      cookie: student,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const nextRoom = () =>
      ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/next-room`, cookie: student });
    expect((await nextRoom()).statusCode).toBe(404);
    await setPlan(freeId, 'PRO');
    expect(await roomView()).toMatchObject({
      aiTutor: { id: 'tutor-owl' },
      nextQuizset: { title: '다음 세트' },
    });
    expect((await tutor()).statusCode).toBe(200);
    expect((await nextRoom()).statusCode).toBe(200);
    await setPlan(freeId, 'FREE');

    // Edit: refused with the plan the map needs, and nothing changes; a copy is refused the same way.
    const update = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${setId}`,
      cookie: free,
      payload: { ...payload, quizSetId: setId, title: '고친 제목', updatedAt: before.updatedAt },
    });
    expect(update.statusCode, update.body).toBe(403);
    expect(update.json().error).toMatchObject({
      code: 'PLAN_REQUIRED',
      requiredPlan: 'PRO',
      feature: 'MAP_TEMPLATE',
    });
    const after = (await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}`, cookie: free })).json()
      .data;
    expect(after).toMatchObject({ title: before.title, updatedAt: before.updatedAt });
    const copy = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: free,
      payload: { ...payload, originQuizSetId: setId },
    });
    expect(copy.statusCode).toBe(403);
    expect(copy.json().error.code).toBe('PLAN_REQUIRED');
  });

  it('a failed renewal (past_due) returns the account to FREE: the paid period is over', async () => {
    const { ids, t } = await freshSubscriber();
    const paidThrough = t - 60;
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          ...ids,
          userId: freeId,
          plan: 'PRO',
          status: 'active',
          periodEnd: t + 30 * DAY,
        }),
        t - 2,
      ),
    );
    expect(await planOf(freeId)).toBe('PRO');
    await ctx.database.db
      .update(billingSubscriptions)
      .set({ currentPeriodEnd: new Date(paidThrough * 1000) })
      .where(eq(billingSubscriptions.userId, freeId));
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          ...ids,
          userId: freeId,
          plan: 'PRO',
          status: 'past_due',
          periodEnd: t + 60 * DAY,
        }),
        t,
      ),
    );
    expect(await planOf(freeId)).toBe('FREE');
    const [row] = await ctx.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, freeId));
    expect(row?.currentPeriodEnd?.getTime()).toBe(paidThrough * 1000);
  });

  it('billing never takes away a plan an admin set by hand, and admin changes stay audited', async () => {
    const admin = await ctx.signIn('admin@demo.example');
    await clearBilling(basicId);
    const patch = await ctx.request({
      method: 'PATCH',
      url: `/api/admin/users/${basicId}`,
      cookie: admin,
      payload: { planType: 'PRO' },
    });
    expect(patch.statusCode).toBe(200);
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, basicId));
    expect(audit.at(-1)).toMatchObject({ action: 'user.update', after: { planType: 'PRO' } });
    const ids = { customerId: newIds.customer(), subscriptionId: newIds.subscription() };
    await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ ...ids, userId: basicId, plan: 'BASIC', status: 'canceled', periodEnd: now() }),
        now(),
      ),
    );
    expect(await planOf(basicId)).toBe('PRO');
  });

  it('ignores events of other types and of unknown users, recording them once', async () => {
    const other = await deliver(stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(other.json().outcome).toBe('ignored');
    const stranger = await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          customerId: newIds.customer(),
          subscriptionId: newIds.subscription(),
          userId: 'no-such-user',
          plan: 'PRO',
          status: 'active',
          periodEnd: now() + DAY,
        }),
      ),
    );
    expect(stranger.json().outcome).toBe('ignored');
  });
});

/** The newest mail in the outbox (the mailer names files by time). */
function lastOutboxMail(outboxDir: string): { to: unknown; subject: string; text: string } {
  const last = readdirSync(outboxDir).sort().at(-1);
  if (!last) throw new Error('the outbox is empty');
  return JSON.parse(readFileSync(path.join(outboxDir, last), 'utf8'));
}

/**
 * Issue 22 item 3: without Stripe keys (the embedded default) the plan buttons lead to a quote
 * request: stored, mailed to SALES_EMAIL through the mail feature, listed for admins.
 */
describe.each(BACKENDS)('quote requests without Stripe on %s', (backend) => {
  let ctx: TestContext;
  const valid = {
    name: '김교사',
    school: '한빛초등학교',
    seats: 120,
    email: 'teacher@school.example',
    planType: 'PRO',
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend, { SALES_EMAIL: 'sales@quizset.test', RATE_LIMIT_QUOTES: '4' });
  });
  afterAll(() => ctx?.close());

  // A fresh client address per request (the limit is per address); the rate-limit test keeps one.
  let client = 0;
  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) => {
    client += 1;
    return ctx.request({
      method: 'POST',
      url: '/api/quote-requests',
      payload: payload as object,
      headers,
      remoteAddress: remoteAddress ?? `10.0.${Math.floor(client / 250)}.${client % 250}`,
    });
  };
  const count = async () =>
    (
      await ctx.request({
        method: 'GET',
        url: '/api/admin/quote-requests',
        cookie: await ctx.signIn('admin@demo.example'),
      })
    ).json().data.length;

  it('without keys: checkout is off, the webhook is not there, prices still shown', async () => {
    const prices = (await ctx.request({ method: 'GET', url: '/api/billing/prices?countryCode=KR' })).json()
      .data;
    expect(prices.checkoutEnabled).toBe(false);
    expect(prices.prices.every((row: { checkout: boolean }) => !row.checkout)).toBe(true);
    expect(prices.prices.map((row: { currency: string }) => row.currency)).toContain('KRW');
    const free = await ctx.signIn('free@demo.example');
    const checkout = await postCheckout(ctx, free, { plan: 'PRO', interval: 'month' });
    expect(checkout.statusCode).toBe(409);
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('stores a request, mails it to SALES_EMAIL and lists it for admins only', async () => {
    const before = await count();
    const response = await post(valid);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ ...valid, userId: null });
    const mail = lastOutboxMail(ctx.env.mail.outboxDir);
    expect(mail.to).toEqual([{ address: 'sales@quizset.test', name: '' }]);
    expect(mail.text).toContain('한빛초등학교');
    expect(mail.text).toContain('Seats: 120');
    expect(await count()).toBe(before + 1);
    const teacher = await ctx.signIn('pro@demo.example');
    expect(
      (await ctx.request({ method: 'GET', url: '/api/admin/quote-requests', cookie: teacher })).statusCode,
    ).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/admin/quote-requests' })).statusCode).toBe(401);
  });

  it.each([
    ['an empty name', { ...valid, name: '   ' }, 'name', '이름을 100자 이내로 입력하세요'],
    ['a long school', { ...valid, school: 'x'.repeat(201) }, 'school', '학교 이름을 200자 이내로 입력하세요'],
    ['zero seats', { ...valid, seats: 0 }, 'seats', '인원을 1명에서 100,000명 사이로 입력하세요'],
    ['fractional seats', { ...valid, seats: 2.5 }, 'seats', '인원을 1명에서 100,000명 사이로 입력하세요'],
    ['seats as text', { ...valid, seats: '30' }, 'seats', '인원을 1명에서 100,000명 사이로 입력하세요'],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, 'email', '올바른 이메일 주소를 입력하세요'],
    ['a control character', { ...valid, name: 'a\u0007b' }, 'name', '이름을 100자 이내로 입력하세요'],
  ])("refuses %s with the form's message and stores nothing", async (_name, payload, field, message) => {
    const before = await count();
    const response = await post(payload, { 'accept-language': 'ko' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ path: field, message });
    expect(await count()).toBe(before);
  });

  it.each([
    ['a NUL byte', { ...valid, school: 'a\u0000b' }, 400],
    ['an unknown field', { ...valid, admin: true }, 400],
    ['nested input', { ...valid, name: { $gt: '' } }, 400],
    ['a huge body', { ...valid, school: 'x'.repeat(50_000) }, 413],
  ])('refuses %s and stores nothing', async (_name, payload, status) => {
    const before = await count();
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(await count()).toBe(before);
  });

  it('rate-limits requests per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await post(valid, {}, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect((await post(valid, {}, '10.9.9.10')).statusCode).toBe(201);
  });
});
