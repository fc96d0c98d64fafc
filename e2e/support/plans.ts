import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, origin, signInByApi, signUpByApi } from './auth';

/** A teacher account made for one spec, with the plan an admin gave it (PATCH /api/admin/users/{id}). */
export interface FreshTeacher {
  context: BrowserContext;
  page: Page;
  id: string;
  email: string;
}

/** Sets `userId`'s plan as the demo admin (api.md "Accounts"; audited server-side). */
export async function setPlanAsAdmin(browser: Browser, userId: string, planType: string): Promise<void> {
  const admin = await browser.newContext();
  const page = await admin.newPage();
  await signInByApi(page, demo.admin);
  const response = await page.request.patch(`/api/admin/users/${userId}`, {
    headers: { origin },
    data: { planType },
  });
  expect(response.status(), await response.text()).toBe(200);
  await admin.close();
}

/**
 * Signs up a new KR teacher, has the admin set its plan and signs in again, so the session carries
 * the new plan at once (sessions cache the plan, auth.ts).
 */
export async function freshTeacher(
  browser: Browser,
  planType: 'FREE' | 'BASIC' | 'PRO',
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<FreshTeacher> {
  const context = await browser.newContext({
    viewport: options.viewport,
    locale: options.locale,
    ...(options.viewport?.width === 375 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const email = await signUpByApi(page);
  const info = await page.request.patch('/api/users/info', {
    headers: { origin },
    data: { userType: 'TEACHER' },
  });
  expect(info.status(), await info.text()).toBe(200);
  const me = await page.request.get('/api/users/me');
  const id = ((await me.json()) as { data: { id: string } }).data.id;
  await setPlanAsAdmin(browser, id, planType);
  await signInByApi(page, email, DEMO_PASSWORD);
  return { context, page, id, email };
}

/** Opens the settings tab of a new build with the first free map. */
export async function openSettings(page: Page): Promise<void> {
  await page.goto('/build');
  await page.getByTestId('map-card-classic-classroom').first().click();
  await page.getByTestId('map-submit').click();
  await page.getByTestId('build-tabs').locator('label').nth(1).click();
  await expect(page.getByTestId('option-learning-material')).toBeVisible();
}
