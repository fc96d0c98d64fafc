import { expect, type Page } from '@playwright/test';
import { demo, signInByApi } from './support/auth';
import { addQuestion, card, cardQuestion, chooseMap, mapPicker, readDraft } from './support/builder';
import { isFocused, tabTo } from './support/keyboard';
import { SHOTS_DIR, shot } from './support/shots';
import { test } from './support/test';
import { pageAt } from './support/viewport';

// Issue 19 "Teacher journeys without a stumble": the builder items (4, 5, 6, 13), in Chromium.

async function newBuild(page: Page) {
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  await chooseMap(page);
}

test('text typed at the start of a question is saved as typed (item 4)', async ({ page }) => {
  await newBuild(page);
  await addQuestion(page, 'subjective');
  const question = cardQuestion(page, 1);
  for (const typed of [
    '- 3 + 5 의 값은?',
    '1. 다음 중 옳은 것은?',
    '> 3 인 수',
    '# 1 번',
    '* 표시',
    '1) 보기',
  ]) {
    await question.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(typed);
    await expect(question).toHaveText(typed);
    await expect(question.locator('ul, ol, blockquote, h1, h2, code')).toHaveCount(0);
  }
});

test('the title stops at 60 characters and shows its count (item 5)', async ({ page }) => {
  await newBuild(page);
  const title = page.getByRole('textbox', { name: 'Quiz set title' });
  await title.focus();
  await page.keyboard.type('가나다라마바사아자차'.repeat(7));
  await expect(title).toHaveValue('가나다라마바사아자차'.repeat(6));
  await expect(page.getByTestId('title-counter')).toHaveText('60/60');
  await expect(page.locator('#title-error, [id$="-error"]').filter({ hasText: '60' })).toHaveCount(0);
  await shot(page, 'en-1280-title-60');
});

test('"Start new" keeps the draft until the teacher confirms (item 6)', async ({ page }) => {
  await newBuild(page);
  await page.getByRole('textbox', { name: 'Quiz set title' }).fill('Draft to keep');
  await expect.poll(async () => (await readDraft(page))?.data.title).toBe('Draft to keep');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByTestId('draft-start-new').click();
  await expect(page.getByTestId('draft-discard-warning')).toBeVisible();
  await shot(page, 'en-1280-draft-confirm');
  await page.getByTestId('draft-discard-back').click();
  await expect(page.getByTestId('draft-continue')).toBeVisible();
  expect((await readDraft(page))?.data.title).toBe('Draft to keep');
});

test('focus follows the map card, the first question and "add hint" (item 13)', async ({ page }) => {
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  const picker = mapPicker(page);
  await expect(picker).toBeVisible();
  const firstCard = picker.getByTestId('map-card-classic-classroom').first();
  await tabTo(page, firstCard);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('map-detail-name')).toBeFocused();
  // Back returns focus to the card it came from.
  await tabTo(page, page.getByTestId('map-detail-back'), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(firstCard).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('map-submit'));
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toBeFocused();

  // The first question: focus leaves the add button at once, so a Space cannot add a second card.
  const addOx = page.getByTestId('add-question-ox');
  await tabTo(page, addOx);
  await page.keyboard.press('Enter');
  expect(await isFocused(addOx)).toBe(false);
  await page.keyboard.press(' ');
  await expect(page.getByTestId('quiz-card')).toHaveCount(1);
  await expect(cardQuestion(page, 1)).toBeFocused();

  // Add hint → the hint text; remove → back on "add hint".
  const hintAdd = card(page, 1).getByTestId('hint-add');
  await tabTo(page, hintAdd);
  await page.keyboard.press('Enter');
  await expect(card(page, 1).getByTestId('hint-text')).toBeFocused();
  await page.keyboard.type('Look up');
  await tabTo(page, card(page, 1).getByTestId('hint-remove'), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(hintAdd).toBeFocused();
});

test('a whole build by keyboard alone (item 13)', async ({ page }) => {
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  await tabTo(page, mapPicker(page).getByTestId('map-card-classic-classroom').first());
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('map-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toBeFocused();
  await page.keyboard.type('Keyboard only');

  await tabTo(page, page.getByTestId('add-question-ox'));
  await page.keyboard.press('Enter');
  await expect(cardQuestion(page, 1)).toBeFocused();
  await page.keyboard.type('The sun rises in the east.');
  const answerO = card(page, 1).getByTestId('ox-answer-o');
  await tabTo(page, answerO);
  await page.keyboard.press('Enter');
  await expect(answerO).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, page.getByTestId('add-question-multiple'));
  await page.keyboard.press('Enter');
  await expect(cardQuestion(page, 2)).toBeFocused();
  await page.keyboard.type('Which is a planet?');
  for (const [n, text] of ['Mars', 'Moon', 'Sun', 'Comet'].entries()) {
    await tabTo(page, card(page, 2).getByRole('textbox', { name: `Choice ${n + 1}`, exact: true }));
    await page.keyboard.type(text);
  }
  const answer1 = card(page, 2).getByRole('button', { name: 'Choice 1 is an answer' });
  await tabTo(page, answer1, { backwards: true });
  if ((await answer1.getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('Enter');
  await expect(answer1).toHaveAttribute('aria-pressed', 'true');

  // Both tabs valid: the header shows "Finish"; the step radios lead to the settings.
  await tabTo(page, page.getByRole('radio', { name: 'Questions' }), { backwards: true, max: 120 });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Settings' })).toBeChecked();
  const schoolInfo = page.getByTestId('school-info-button');
  await tabTo(page, schoolInfo);
  await page.keyboard.press('Enter');
  for (const testId of ['category-school-type', 'category-grade', 'category-semester']) {
    const select = page.getByTestId(testId);
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue('');
  }
  await tabTo(page, page.getByTestId('school-info-confirm'));
  await page.keyboard.press('Enter');
  const subject = page.getByTestId('category-subject');
  await tabTo(page, subject);
  await page.keyboard.press('ArrowDown');
  await expect(subject).not.toHaveValue('');
  await tabTo(page, page.getByTestId('finish-button'), { backwards: true, max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quiz\/[^/]+$/);
  await expect(page.getByText('Keyboard only').first()).toBeVisible();
});

test.describe('screenshots of the changed builder parts at 1280 and 375, ko and en', () => {
  test.skip(!SHOTS_DIR, 'set JOURNEYS_SHOTS_DIR to write them');
  for (const locale of ['ko-KR', 'en-US'] as const)
    for (const width of [1280, 375] as const)
      test(`${locale} ${width}`, async ({ browser }) => {
        const page = await pageAt(browser, locale, width);
        await signInByApi(page, demo.pro);
        await page.goto('/build');
        await page.getByTestId('map-card-classic-classroom').first().click();
        await shot(page, `${locale}-${width}-map-detail`);
        await page.getByTestId('map-submit').click();
        await page.locator('input[id$="title"]').first().fill('가나다라마바사아자차'.repeat(7));
        await page.getByTestId('add-question-ox').click();
        await page.getByTestId('hint-add').click();
        await shot(page, `${locale}-${width}-title-hint`);
        await page.reload();
        await page.getByTestId('draft-start-new').click();
        await shot(page, `${locale}-${width}-draft-confirm`);
        await page.context().close();
      });
});

test('the back button records build_exit on the server; an admin exports it as CSV (item 22)', async ({
  page,
  browser,
}) => {
  await newBuild(page);
  await addQuestion(page, 'ox');
  page.on('dialog', (dialog) => void dialog.accept());
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/analytics/events'));
  await page.getByRole('button', { name: 'Back' }).click();
  expect((await sent).status()).toBe(204);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInByApi(adminPage, demo.admin);
  const csv = await adminPage.request.get('/api/admin/analytics/events.csv');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toMatch(/,build_exit,demo-pro,"\{""mode"":""CREATE"",""questionCount"":1\}"/);
  await adminContext.close();
});
