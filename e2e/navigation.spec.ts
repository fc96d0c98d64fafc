import { expect } from '@playwright/test';
import { createQuizSetByApi, SUNRISE, uniqueWord } from './support/api';
import { demo, signInByApi } from './support/auth';
import { holdRequests } from './support/network';
import { shot } from './support/shots';
import { test } from './support/test';

/**
 * A link clicked on a classroom's Wi-Fi as it drops: the page's chunk is refused until the network
 * is back. The page the link was clicked on stays, under a bar saying the next one is on its way
 * and, offline, a line saying it opens once the connection is back; then it opens without a reload
 * (routes.tsx `page`: `retryImport`; components/navigation-progress.tsx). Before, the click did
 * nothing to see and a failed chunk went straight to the route error page.
 */
test('a page whose chunk is lost on the way opens once the network is back, under a progress bar', async ({
  page,
}) => {
  await signInByApi(page, demo.pro);
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  let isDown = true;
  await page.route('**/assets/my-quizzes-page-*.js', (route) => (isDown ? route.abort() : route.continue()));
  const refused = page.waitForEvent('requestfailed', (request) => request.url().includes('my-quizzes-page'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My quizzes' }).click();
  await refused;
  await expect(page.getByRole('progressbar', { name: 'Opening the page' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore' }),
    'the page clicked on stays',
  ).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'The page opens once it is back.' })).toBeVisible();
  await shot(page, 'navigation-offline-1280');

  isDown = false;
  await page.context().setOffline(false); // the browser's 'online': asked again at once
  await expect(page.getByRole('heading', { level: 1, name: 'My quizzes' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-quizzes$/);
  await expect(page.getByRole('progressbar', { name: 'Opening the page' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  await expect(
    page.getByTestId('route-announcer'),
    'the new page is named to screen readers (route-announcer.tsx)',
  ).toHaveText('My quizzes · Quizset');
});

/**
 * The same link with the network down for good: after the ~30 s of retries the route error page
 * says there is no connection, and once the browser is back online it reloads by itself into the
 * page (route-error-page.tsx). A reload offline would show the browser's own error page.
 */
test('offline past the retries, the error page says so and reloads by itself when the network is back', async ({
  page,
}) => {
  test.setTimeout(90_000); // the retries take about 30 s
  await signInByApi(page, demo.pro);
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await page.route('**/assets/my-quizzes-page-*.js', (route) => route.abort());
  await page.context().setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My quizzes' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'There is no connection. The page reloads by itself once it is back.',
    { timeout: 60_000 },
  );
  await shot(page, 'navigation-error-offline-1280');

  await page.unroute('**/assets/my-quizzes-page-*.js');
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'My quizzes' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-quizzes$/);
});

/**
 * The same slow link from the phone's menu: the drawer closes on the tap (app-shell.tsx), so the bar
 * saying the page is on its way is seen. Before, the drawer stayed over the page until the next
 * page's code had arrived, and the tap seemed not taken.
 */
test('on a phone, a link tapped in the menu closes it at once while its page is on the way', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInByApi(page, demo.pro);
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  const release = await holdRequests(page, '**/assets/my-quizzes-page-*.js');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Quizset' });
  await drawer.getByRole('link', { name: 'My quizzes' }).click();
  await expect(drawer, 'the menu closes on the tap').toBeHidden();
  await expect(page.getByRole('progressbar', { name: 'Opening the page' })).toBeVisible();
  await shot(page, 'navigation-menu-tap-375');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'My quizzes' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Opening the page' })).toBeHidden();
});

/**
 * A slow tablet: a field's code (Mantine's NumberInput, out of the first load) arrives while the
 * teacher is typing in its stand-in. The field keeps focus and the caret across the swap, so the next
 * key lands in it (lib/carry-focus.ts). Before, focus fell to the page and "45" typed read "4".
 */
test('a field typed in before its code arrives keeps focus and the caret when the real one takes over', async ({
  page,
}) => {
  await signInByApi(page, demo.pro);
  const quizSetId = await createQuizSetByApi(page, {
    title: uniqueWord('Slow'),
    templateId: 'classic-classroom',
    quizList: [SUNRISE],
  });
  const release = await holdRequests(page, '**/assets/number-input-chunk-*.js');
  await page.goto(`/quiz/${quizSetId}`);
  const seconds = page.getByLabel('Seconds per question');
  await expect(seconds, 'the stand-in, a text input').toHaveClass(/mantine-TextInput-input/);
  await seconds.click();
  await seconds.press('End');
  await seconds.press('Backspace');
  await seconds.press('Backspace');
  await seconds.press('4');
  await expect(seconds).toHaveValue('4');

  release();
  await expect(seconds, "Mantine's NumberInput").toHaveClass(/mantine-NumberInput-input/);
  await expect(seconds).toBeFocused();
  await page.keyboard.press('5');
  await expect(seconds).toHaveValue('45');
});
