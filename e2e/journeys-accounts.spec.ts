import { expect } from '@playwright/test';
import { DEMO_PASSWORD, demo, origin, signInByApi, signUpByApi } from './support/auth';
import { SHOTS_DIR, shot } from './support/shots';
import { test } from './support/test';
import { pageAt } from './support/viewport';

// Issue 19 "Accounts" (items 1–3) in Chromium.

test('an en-US sign-up gets the US country, and the account page changes it (items 1–2)', async ({
  page,
}) => {
  await page.goto('/sign-up');
  const form = page.locator('form');
  await form.getByLabel('Name').fill('Ms Taylor');
  await form.getByLabel('Email').fill(`us-${Date.now()}@example.com`);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign-up\/type/);
  await expect(page.getByTestId('country-select')).toHaveValue('US');
  await expect(page.getByTestId('country-select').locator('option:checked')).toHaveText('United States');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/build/);
  const me = await (await page.request.get('/api/users/me')).json();
  expect(me.data).toMatchObject({ userType: 'TEACHER', countryCode: 'US' });

  await page.goto('/account');
  await page.getByTestId('country-select').selectOption('KR');
  await page.getByTestId('account-profile-save').click();
  await expect(page.getByTestId('account-profile-saved')).toBeVisible();
  const after = await (await page.request.get('/api/users/me')).json();
  expect(after.data.countryCode).toBe('KR');
});

test('the account menu leads to /account; sign-out of all devices ends the session (item 2)', async ({
  page,
  browser,
}) => {
  const email = await signUpByApi(page, 'Two Devices');
  const typed = await page.request.patch('/api/users/info', {
    data: { userType: 'TEACHER' },
    headers: { origin },
  });
  expect(typed.status()).toBe(200);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInByApi(otherPage, email);
  await page.goto('/public');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByTestId('menu-account').click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByTestId('account-sign-out-all').click();
  await page.getByTestId('account-sign-out-all-confirm').click();
  await expect(page).toHaveURL(/\/login/);
  // The other device's session is gone from the server (read past the short-lived cookie cache,
  // which the "security" branch makes revocation skip as well).
  const stored = await otherPage.request.get('/api/auth/get-session?disableCookieCache=true');
  expect(await stored.json()).toBeNull();
  await other.close();
});

test('the sign-in page lists the demo accounts this server seeds (item 3)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: `Use ${demo.pro}` })).toBeVisible();
});

test.describe('account and sign-up screenshots at 1280 and 375, ko and en', () => {
  test.skip(!SHOTS_DIR, 'set JOURNEYS_SHOTS_DIR to write them');
  for (const locale of ['ko-KR', 'en-US'] as const)
    for (const width of [1280, 375] as const)
      test(`${locale} ${width}`, async ({ browser }) => {
        const page = await pageAt(browser, locale, width);
        await signUpByApi(page, 'Screenshot Teacher');
        await page.goto('/sign-up/type');
        await expect(page.getByTestId('country-select')).toBeVisible();
        await shot(page, `${locale}-${width}-sign-up-type`, { fullPage: true });
        await page.locator('button[type="submit"]').click();
        await page.goto('/account');
        await expect(page.getByTestId('account-page')).toBeVisible();
        await shot(page, `${locale}-${width}-account`, { fullPage: true });
        await page.context().close();
      });
});
