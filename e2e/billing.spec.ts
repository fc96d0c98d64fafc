import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import { type LocalStripe, startLocalStripe } from '../apps/server/test/helpers/local-stripe';
import {
  priceIdsOf,
  TEST_PRICES,
  TEST_STRIPE_KEYS,
  writePriceList,
} from '../apps/server/test/helpers/stripe-config';
import {
  completedCheckoutSession,
  newIds,
  signedDelivery,
  stripeEvent,
  subscriptionObject,
} from '../apps/server/test/helpers/stripe-events';
import { settle } from './support/ai';
import { DEMO_PASSWORD } from './support/auth';
import { type QuizsetServer, startQuizsetServer } from './support/quizset-server';
import { test } from './support/test';

/**
 * Issue 22 "An upgrade that works", in a real browser: a FREE teacher's locked PRO map → /pricing
 * (prices in KRW) → Stripe Checkout (the local Stripe of the server tests) → completion, simulated by
 * Stripe's signed `checkout.session.completed` → the map unlocked; in Korean and English. And on the
 * suite's own server (no Stripe keys, the embedded default) the quote request form. Screenshots of
 * /pricing and the form at 1280 and 375 px go to the test output folder.
 */
const { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } = TEST_STRIPE_KEYS;
const WORDS = {
  ko: {
    upgrade: '프로',
    subscribe: '프로 플랜 구독하기',
    pro: '프로',
    perMonth: '₩9,900 / 월',
    renews: '다음 결제일: ',
  },
  en: {
    upgrade: 'Pro',
    subscribe: 'Subscribe to Pro',
    pro: 'Pro',
    perMonth: '₩9,900 / month',
    renews: 'Renews on ',
  },
} as const;

const QUOTE_EMAIL_MESSAGE = { ko: '올바른 이메일 주소를 입력하세요', en: 'Enter a valid e-mail address' };

/** axe-core's WCAG 2.x A/AA violations on the page as it is (the rules of e2e/a11y.spec.ts). */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The top edge of each plan's price on /pricing (FREE, BASIC, PRO), in CSS pixels. */
async function amountTops(page: Page): Promise<number[]> {
  return Promise.all(
    (['FREE', 'BASIC', 'PRO'] as const).map(
      async (plan) => (await page.getByTestId(`plan-amount-${plan}`).boundingBox())?.y ?? Number.NaN,
    ),
  );
}

/** A new KR teacher on `server`, signed in in a fresh browser context with `locale`. */
async function newTeacher(browser: Browser, origin: string, locale: 'ko' | 'en', width = 1280) {
  const context = await browser.newContext({
    baseURL: origin,
    locale,
    viewport: { width, height: 860 },
    ...(width === 375 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const email = `e2e-billing-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = { origin };
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        headers,
        data: { name: 'Kim Teacher', email, password: DEMO_PASSWORD },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.patch('/api/users/info', {
        headers,
        data: { userType: 'TEACHER', countryCode: 'KR' },
      })
    ).status(),
  ).toBe(200);
  const me = (await (await page.request.get('/api/users/me')).json()) as {
    data: { id: string; planType: string };
  };
  expect(me.data.planType).toBe('FREE');
  return { context, page, id: me.data.id };
}

test.describe('checkout with Stripe', () => {
  let stripe: LocalStripe;
  let server: QuizsetServer;
  let priceList: ReturnType<typeof writePriceList>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    priceList = writePriceList(TEST_PRICES);
    stripe = await startLocalStripe({
      secretKey: SECRET_KEY,
      prices: priceIdsOf(TEST_PRICES),
    });
    server = await startQuizsetServer({
      BILLING_PRICES_FILE: priceList.file,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await stripe?.close();
    priceList?.remove();
  });

  for (const locale of ['ko', 'en'] as const) {
    test(`a FREE teacher's locked map → /pricing → Checkout → signed event → the map unlocked (${locale})`, async ({
      browser,
    }, testInfo) => {
      const words = WORDS[locale];
      const { context, page, id } = await newTeacher(browser, server.origin, locale);
      await page.goto('/build');
      await page.getByTestId('map-card-classic-space').first().click();
      const submit = page.getByTestId('map-submit');
      await expect(submit).toContainText(words.upgrade);
      await submit.click();
      await page.getByTestId('plan-dialog-upgrade').click();
      const leave = page.getByTestId('leave-confirm');
      if (await leave.isVisible().catch(() => false)) await leave.click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByTestId('plan-amount-PRO')).toHaveText(words.perMonth);
      await expect(page.getByTestId('plan-card-FREE').getByTestId('plan-current')).toBeVisible();
      // The "Your plan" badge and the longer taglines push no card's price below the others'.
      const tops = await amountTops(page);
      expect(tops).toEqual([tops[0], tops[0], tops[0]]);
      await settle(page);
      await page.screenshot({
        path: testInfo.outputPath(`pricing-stripe-${locale}-1280.png`),
        fullPage: true,
      });

      // Schools still buy by quote where teachers pay online.
      await expect(page.getByTestId('pricing-school-quote')).toBeVisible();
      await page.getByTestId('plan-checkout-PRO').click();
      await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
      const sessionId = new URL(page.url()).pathname.split('/').at(-1) as string;
      expect(stripe.sessions.get(sessionId)?.params).toMatchObject({
        client_reference_id: id,
        metadata: { plan: 'PRO' },
      });

      // Stripe's hosted page is where the teacher pays; Stripe then signs and sends the event.
      const customerId = newIds.customer();
      const subscriptionId = newIds.subscription();
      stripe.customers.add(customerId);
      // The subscription Checkout created; the server reads its renewal date at once.
      stripe.subscriptions.set(
        subscriptionId,
        subscriptionObject({
          subscriptionId,
          customerId,
          userId: id,
          plan: 'PRO',
          status: 'active',
          periodEnd: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
        }),
      );
      const event = stripeEvent(
        'checkout.session.completed',
        completedCheckoutSession({ sessionId, userId: id, plan: 'PRO', customerId, subscriptionId }),
      );
      const { payload, headers } = signedDelivery(event, WEBHOOK_SECRET);
      const delivered = await fetch(`${server.origin}/api/billing/webhook`, {
        method: 'POST',
        headers,
        body: payload,
      });
      expect(delivered.status).toBe(200);

      await page.goto(`${server.origin}/account?checkout=success`);
      await expect(page.getByTestId('billing-activated')).toBeVisible();
      await expect(page.getByTestId('account-plan')).toHaveText(words.pro);
      await expect(page.getByTestId('billing-portal')).toBeVisible();
      await expect(page.getByTestId('billing-renewal')).toContainText(words.renews);

      await page.goto('/build');
      await page.getByTestId('map-card-classic-space').first().click();
      await expect(page.getByTestId('map-submit')).not.toContainText(words.upgrade);
      await page.getByTestId('map-submit').click();
      await expect(page.getByTestId('plan-dialog').getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('map-button')).toHaveAccessibleName(/Space|우주/);
      await context.close();
    });
  }
});

test.describe('the quote request without Stripe keys', () => {
  for (const locale of ['ko', 'en'] as const) {
    test(`sends a quote request from /pricing (${locale}, 1280 and 375 px)`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
      const page = await context.newPage();
      await page.goto('/pricing');
      await expect(page.getByTestId('plan-amount-PRO')).toContainText('₩9,900');
      await settle(page);
      await page.screenshot({
        path: testInfo.outputPath(`pricing-quote-${locale}-1280.png`),
        fullPage: true,
      });
      await page.setViewportSize({ width: 375, height: 812 });
      await settle(page);
      await page.screenshot({ path: testInfo.outputPath(`pricing-quote-${locale}-375.png`), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 860 });

      await page.getByTestId('plan-quote-PRO').click();
      const form = page.getByTestId('quote-form');
      await form.getByTestId('quote-submit').click();
      // The domain's message, the one the server answers with too.
      await expect(form.getByText(QUOTE_EMAIL_MESSAGE[locale])).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('quote-name').fill('김교사');
      await page.getByTestId('quote-school').fill('한빛초등학교');
      await page.getByTestId('quote-seats').fill('120');
      await page.getByTestId('quote-email').fill('kim@school.example');
      await settle(page);
      await page.screenshot({ path: testInfo.outputPath(`quote-form-${locale}-1280.png`) });
      await page.setViewportSize({ width: 375, height: 812 });
      await settle(page);
      await page.screenshot({ path: testInfo.outputPath(`quote-form-${locale}-375.png`) });
      await page.getByTestId('quote-submit').click();
      await expect(page.getByTestId('quote-sent')).toBeVisible();
      await context.close();
    });
  }
});
