import { expect } from '@playwright/test';
import { DEMO_PASSWORD, demo, signUpByApi } from './support/auth';
import { test } from './support/test';

// Issue 2 step 1: the auth redirect, the callback back to /build, and a new account's user type.

test('signed out, /build goes to the login page and signing in comes back to /build', async ({ page }) => {
  await page.goto('/build');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fbuild$/);

  const form = page.locator('form');
  await form.getByLabel('Email').fill(demo.pro);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/build$/);
  // A new build opens the map picker (issue 2 step 2): the builder itself is on screen.
  await expect(page.getByRole('dialog', { name: 'Choose a map' })).toBeVisible();
});

test('a wrong password is refused with a message and stays on the login page', async ({ page }) => {
  await page.goto('/login?callbackUrl=%2Fbuild');
  const form = page.locator('form');
  await form.getByLabel('Email').fill(demo.pro);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fbuild$/);
});

test('signing up goes through /sign-up/type, and choosing teacher continues to /build', async ({ page }) => {
  await page.goto('/build');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fbuild$/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign-up\?callbackUrl=%2Fbuild$/);

  const email = `e2e-signup-${Date.now()}@example.com`;
  const form = page.locator('form');
  await form.getByLabel('Name').fill('New Teacher');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/sign-up\/type\?callbackUrl=%2Fbuild$/);
  await expect(page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
  await page.getByRole('radio', { name: /Teacher/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/build$/);
  const me = await page.request.get('/api/users/me');
  expect((await me.json()).data).toMatchObject({ email, userType: 'TEACHER' });
});

test('a signed-in account without a user type is sent to /sign-up/type from a gated page', async ({
  page,
}) => {
  await signUpByApi(page);
  await page.goto('/my-quizzes');
  await expect(page).toHaveURL(/\/sign-up\/type\?callbackUrl=%2Fmy-quizzes$/);
  await page.getByRole('radio', { name: /Student/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-quizzes$/);
  const me = await page.request.get('/api/users/me');
  expect((await me.json()).data.userType).toBe('STUDENT');
});
