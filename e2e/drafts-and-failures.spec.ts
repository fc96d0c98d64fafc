import { expect, type Page } from '@playwright/test';
import { demo, origin, signInByApi } from './support/auth';
import {
  addQuestion,
  card,
  chooseMap,
  chooseSchoolInfo,
  expectQuestion,
  fillQuestion,
  KR_SCHOOL_INFO,
  mapPicker,
  readDraft,
} from './support/builder';
import { test } from './support/test';

// Issue 2 steps 8–9: the CREATE draft in localStorage (saved as she types, offered again, restored,
// cleared by a successful create), the leave warnings, and a failing create that loses nothing.

/**
 * Starts a CREATE build with a map, a title, school info and one ox question: a quiz set that can be
 * saved. Ends on the quiz tab.
 */
async function startValidBuild(page: Page, title: string): Promise<void> {
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  await chooseMap(page);
  await page.getByRole('textbox', { name: 'Quiz set title' }).fill(title);
  await chooseSchoolInfo(page, KR_SCHOOL_INFO);
  await page.getByTestId('build-tabs').getByText('Questions').click();
  await addQuestion(page, 'ox');
  await fillQuestion(page, 1, 'Water boils at 100 °C at sea level.');
}

/** Accepts the browser's leave confirm (beforeunload) and records that it was asked. */
function acceptLeaveConfirms(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

test('a draft is saved while typing, offered after a reload, restored, and cleared by the create', async ({
  page,
}) => {
  const title = `Draft ${Date.now().toString(36)}`;
  await startValidBuild(page, title);
  await expect.poll(async () => (await readDraft(page))?.data.title).toBe(title);
  const draft = await readDraft(page);
  expect(draft?.version).toBe('3.0');
  // The header says where the draft is (issue 7): on this device, not on the server.
  await expect(page.getByTestId('autosave-status')).toHaveText(/^Draft saved on this device · /);

  const asked = acceptLeaveConfirms(page);
  await page.reload();
  expect(asked).toContain('beforeunload');

  const dialog = page.getByRole('dialog', { name: 'Continue where you left off?' });
  await expect(dialog.getByTestId('draft-title')).toHaveText(title);
  await expect(dialog).toContainText('1 question');
  await expect(dialog).toContainText('Saved ');
  // "Decide later" closes it; the header's continue-writing button brings it back.
  await dialog.getByRole('button', { name: 'Decide later' }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('continue-draft').click();
  await dialog.getByTestId('draft-continue').click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(title);
  await expectQuestion(page, 1, 'Water boils at 100 °C at sea level.');
  await expect(page.getByTestId('map-button')).toHaveAccessibleName(/^Map: /);

  await page.getByTestId('finish-button').click();
  await expect(page).toHaveURL(/\/quiz\/[^/?]+$/);
  expect(await readDraft(page)).toBeNull();

  // No draft any more: a new build opens on the map picker, not the draft dialog.
  await page.goto('/build');
  await expect(mapPicker(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Continue where you left off?' })).toHaveCount(0);
});

test('"Start new" discards the stored draft, after asking (issue 19 item 6)', async ({ page }) => {
  await startValidBuild(page, `Discard ${Date.now().toString(36)}`);
  await expect.poll(async () => (await readDraft(page)) !== null).toBe(true);
  acceptLeaveConfirms(page);
  await page.reload();
  await page.getByTestId('draft-start-new').click();
  await expect(page.getByTestId('draft-discard-warning')).toBeVisible();
  expect(await readDraft(page)).not.toBeNull();
  await page.getByTestId('draft-discard-confirm').click();
  expect(await readDraft(page)).toBeNull();
  await expect(mapPicker(page)).toBeVisible();
});

test('leaving with unsaved changes asks first, in the app', async ({ page }) => {
  await startValidBuild(page, `Leave ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Back' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/build$/);
  await expectQuestion(page, 1, 'Water boils at 100 °C at sea level.');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).not.toHaveURL(/\/build/);
});

test('a create that fails with 500 shows the failure dialog; retry reloads and the draft keeps the work', async ({
  page,
}) => {
  const title = `Retry ${Date.now().toString(36)}`;
  await startValidBuild(page, title);
  const answerX = card(page, 1).getByRole('button', { name: 'X (false)' });
  await answerX.click();
  // A CI run saved this set with O once: the click was lost when the card's image field arrived
  // after its question field and pushed this button down (now drawn whole: questions/edit-parts.tsx,
  // question-card.spec.ts). Each step still says where an X was lost, if it is again.
  await expect(answerX, 'the X answer is chosen').toHaveAttribute('aria-pressed', 'true');

  // A network fault injected in the browser: the first POST answers 500, later ones reach the server.
  let posts = 0;
  await page.route('**/api/quizsets', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts === 1) {
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'injected failure' } }),
      });
    }
    return route.continue();
  });

  await page.getByTestId('finish-button').click();
  const failure = page.getByRole('dialog', { name: 'A problem occurred making the quiz room' });
  await expect(failure).toContainText('Please try again later.');
  await expect(failure.getByRole('button', { name: 'Go home' })).toBeVisible();
  // Nothing typed is lost behind the dialog.
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(title);
  expect((await readDraft(page))?.data.title).toBe(title);

  // spec §8: "Retry" reloads the page; the draft offers the work back (spec §4 drafts).
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('draft-continue')).toBeVisible();
  const kept = (await readDraft(page)) as { data: { quizList: { answer?: string }[] } } | null;
  expect(kept?.data.quizList[0]?.answer, 'the draft kept for the retry has the X answer').toBe('x');
  await page.getByTestId('draft-continue').click();
  await expect(
    card(page, 1).getByTestId('ox-view-x'),
    'the restored card shows the X answer',
  ).toHaveAttribute('data-answer', 'true');
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(title);
  await page.getByTestId('finish-button').click();
  await expect(page).toHaveURL(/\/quiz\/[^/?]+$/);
  expect(posts).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Answer: X');
});

test("'Go home' after a failed create goes to /public and the draft is offered on the next build", async ({
  page,
}) => {
  const title = `Home ${Date.now().toString(36)}`;
  await startValidBuild(page, title);
  await page.route('**/api/quizsets', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL"}}' })
      : route.continue(),
  );
  await page.getByTestId('finish-button').click();
  const failure = page.getByRole('dialog', { name: 'A problem occurred making the quiz room' });
  await failure.getByRole('button', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/public$/);
  await page.goto('/build');
  await expect(
    page.getByRole('dialog', { name: 'Continue where you left off?' }).getByTestId('draft-title'),
  ).toHaveText(title);
});

test('with the server unreachable, the draft survives a reload and is saved once it is back', async ({
  page,
}) => {
  const title = `Offline ${Date.now().toString(36)}`;
  await startValidBuild(page, title);
  await expect.poll(async () => (await readDraft(page))?.data.title).toBe(title);

  await page.route('**/api/quizsets', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  await page.getByTestId('finish-button').click();
  await expect(page.getByRole('dialog', { name: 'A problem occurred making the quiz room' })).toBeVisible();

  acceptLeaveConfirms(page);
  await page.reload();
  await page.getByTestId('draft-continue').click();
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(title);

  await page.unroute('**/api/quizsets');
  await page.getByTestId('finish-button').click();
  await expect(page).toHaveURL(/\/quiz\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a draft belongs to its teacher: signing out keeps it, the next account is not offered it, its owner is', async ({
  page,
}) => {
  // Issue 7 "Drafts belong to their user": a shared school PC, two teachers one after the other.
  const title = `Mine ${Date.now().toString(36)}`;
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  await chooseMap(page);
  await page.getByRole('textbox', { name: 'Quiz set title' }).fill(title);
  await expect.poll(async () => (await readDraft(page))?.data.title).toBe(title);

  // Teacher A leaves the builder and signs out through the account menu, as she would.
  acceptLeaveConfirms(page);
  await page.goto('/public');
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const keys = () =>
    page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('quiz_build_v2')));
  expect(await keys()).toHaveLength(1);

  // Teacher B on the same browser: a fresh build with the map picker, no continue prompt.
  await signInByApi(page, demo.basic);
  await page.goto('/build');
  await expect(mapPicker(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Continue where you left off?' })).toHaveCount(0);
  await expect(page.getByTestId('continue-draft')).toHaveCount(0);
  expect(await readDraft(page)).toBeNull();
  // A's draft is still on the device, untouched by B's visit.
  expect(await keys()).toHaveLength(1);

  // Teacher A signs in again and is offered her draft.
  await page.request.post('/api/auth/sign-out', { headers: { origin } });
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  const dialog = page.getByRole('dialog', { name: 'Continue where you left off?' });
  await expect(dialog.getByTestId('draft-title')).toHaveText(title);
  await dialog.getByTestId('draft-continue').click();
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(title);
});
