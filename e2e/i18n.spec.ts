import { expect, test } from '@playwright/test';

// Issue 2 step 11: the language follows the browser and can be switched; the choice sticks.

test.describe('a Korean browser', () => {
  test.use({ locale: 'ko-KR' });

  test('gets Korean, switches to English and back, and the choice survives a reload', async ({ page }) => {
    await page.goto('/public');
    await expect(page.getByRole('heading', { level: 1, name: '둘러보기' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

    await page.getByRole('combobox', { name: '언어' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await expect(page.getByRole('heading', { level: 1, name: '둘러보기' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test('an English browser gets English', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
