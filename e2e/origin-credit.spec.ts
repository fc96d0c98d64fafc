import { expect } from '@playwright/test';
import { createQuizSetByApi } from './support/api';
import { demo, origin, signInByApi } from './support/auth';
import { test } from './support/test';

/**
 * Issue 7 "A duplicate is recognisable": /quiz/{id} of a duplicate credits the original set and its
 * author, in English and Korean, at 1280 and 375 px (screenshots under test-results/, not committed).
 */
test('a duplicate credits its original set and author; a deleted original gives a neutral credit', async ({
  page,
}) => {
  await signInByApi(page, demo.pro);
  const originalTitle = `원본 세트 ${Date.now().toString(36)}`;
  const originalId = await createQuizSetByApi(page, {
    title: originalTitle,
    templateId: 'classic-classroom',
  });
  await page.request.post('/api/auth/sign-out', { headers: { origin } });
  await signInByApi(page, demo.basic);
  const copyId = await createQuizSetByApi(page, {
    title: `${originalTitle} (사본)`,
    templateId: 'classic-classroom',
    extra: { originQuizSetId: originalId },
  });

  for (const [lng, expected] of [
    ['en', `Copied from ${originalTitle} by `],
    ['ko', `원본: ${originalTitle} · 만든 이 `],
  ] as const) {
    await page.addInitScript((language) => window.localStorage.setItem('quizset.language', language), lng);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/quiz/${copyId}`);
      const credit = page.getByTestId('origin-credit');
      await expect(credit).toContainText(expected);
      await expect(credit.getByRole('link', { name: originalTitle })).toHaveAttribute(
        'href',
        `/quiz/${originalId}`,
      );
      await page.screenshot({ path: `test-results/origin-credit-${lng}-${width}.png`, fullPage: false });
    }
  }

  await page.request.post('/api/auth/sign-out', { headers: { origin } });
  await signInByApi(page, demo.pro);
  const deleted = await page.request.delete(`/api/quizsets/${originalId}`, { headers: { origin } });
  expect(deleted.ok()).toBe(true);
  await page.goto(`/quiz/${copyId}`);
  await expect(page.getByTestId('origin-credit')).toHaveText('다른 퀴즈 세트에서 복사했어요');
  await expect(page.getByTestId('origin-credit').getByRole('link')).toHaveCount(0);
});
