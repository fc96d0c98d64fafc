import { type BrowserContext, expect, type Page } from '@playwright/test';
import { test as base, workerContexts } from './test';

/** Demo accounts seeded by the embedded default (api.md "Accounts"); all share one password. */
export const DEMO_PASSWORD = 'demo-password';
export const demo = {
  free: 'free@demo.example',
  basic: 'basic@demo.example',
  pro: 'pro@demo.example',
  proUs: 'pro.us@demo.example',
  student: 'student@demo.example',
  admin: 'admin@demo.example',
} as const;

/** The server's origin: playwright.config.ts picks the port and hands it to workers in E2E_PORT. */
export const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Signs in through the API with the page's own request context, so the session cookie lands in the
 * browser context (fast; the login page itself is exercised by auth.spec.ts). The Origin header is the
 * app's, as a browser would send it: the server refuses cross-site state changes.
 */
export async function signInByApi(page: Page, email: string = demo.pro, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

/** Signs up a brand-new account through the API (it has no user type yet); returns its email. */
export async function signUpByApi(page: Page, name = 'E2E Teacher') {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(response.status(), `sign-up of ${email}`).toBe(200);
  return email;
}

/** Signs in through the login page, as a person would. */
export async function signInByForm(page: Page, email: string = demo.pro, password = DEMO_PASSWORD) {
  await page.getByLabel(/email|이메일/i).fill(email);
  await page.getByLabel(/password|비밀번호/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in|로그인/i }).click();
}

/** A context's cookies and local storage, as `BrowserContext.storageState()` gives them. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * `test` with `proState`: the PRO demo teacher's storage state from one sign-in per Playwright
 * worker, for contexts a test opens with it (instead of a sign-in per test, each one a password hash
 * on the server). Contexts opened without it stay signed out.
 */
export const proStateTest = base.extend<object, { proState: StorageState }>({
  proState: [
    async ({ browser }, use) => {
      // A worker's fixture is made outside any test, so the config's baseURL is not applied for it.
      const context = await browser.newContext({ baseURL: origin });
      await signInByApi(await context.newPage(), demo.pro);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

/**
 * `test` whose every context starts signed in as the PRO demo teacher (`proState`): the `page` of
 * each test, and any `browser.newContext()` that names no storage state of its own.
 */
export const signedInTest = proStateTest.extend({
  storageState: async ({ proState }, use) => use(proState),
});

/**
 * `signedInTest` with `sharedProPage`: one page, signed in as the PRO demo teacher, kept for every
 * test of the worker that asks for it. For many short tests that each load one page (the XSS corpus):
 * on a 2-core machine a fresh context's first page load cost about 2–2.7 s of the full Chromium (a new
 * renderer, an empty HTTP cache, no compiled code), a reused page's full `goto` about 0.8 s, measured
 * under load; in the headless shell the suite now runs in, a fresh context's first `/build` cost 0.47
 * CPU-s against 1.05–1.24 in the full browser on an idle machine. Each
 * `goto` still starts a new document; a test that adds listeners or routes removes them. A failed
 * test restarts the worker, so the next test gets a new page.
 */
export const sharedPageTest = signedInTest.extend<object, { sharedProPage: Page }>({
  sharedProPage: [
    async ({ browser, proState }, use) => {
      // Worker fixtures get none of the config's `use` options: the same ones, given here.
      const context = await browser.newContext({
        baseURL: origin,
        storageState: proState,
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
      });
      workerContexts.add(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
