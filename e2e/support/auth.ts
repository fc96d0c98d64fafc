import { expect, type Page } from '@playwright/test';

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
