import { expect } from '@playwright/test';
import { test } from './support/test';

// The harness itself: the server started by playwright.config.ts answers, and serves the built app.
test('the server is healthy and serves the web app', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  await page.goto('/public');
  await expect(page.locator('#root')).not.toBeEmpty();
});
