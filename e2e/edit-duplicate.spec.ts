import { expect } from '@playwright/test';
import {
  categoryTreeFor,
  publisherOptionsFor,
  type SavedQuizSet,
  savedToForm,
  toSubmitPayload,
} from '@quizset/domain';
import { createQuizSetByApi, templates, uniqueWord } from './support/api';
import { demo, origin, signInByApi } from './support/auth';
import { card, cardQuestion, editCard, expectQuestion, fillQuestion, mapPicker } from './support/builder';
import { holdRequests } from './support/network';
import { test } from './support/test';

// Issue 2 step 7: from /quiz/{id} the owner edits (UPDATE: map locked, confirm before saving) and
// duplicates (DUPLICATE: a new set from `originQuizSetId`, opened with the copy notice); a non-owner
// sees no edit action and the server refuses the update anyway.

test('the owner edits a saved quiz set after confirming, and the change is saved', async ({ page }) => {
  await signInByApi(page, demo.pro);
  const templateId = (await templates(page))[0]!.templateId;
  const title = uniqueWord('Edit me ');
  const id = await createQuizSetByApi(page, { title, templateId });

  await page.goto(`/quiz/${id}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/build\\?quizSetId=${id}&mode=UPDATE$`));
  // UPDATE: no picker, the map is locked, the saved questions are loaded.
  await expectQuestion(page, 1, 'The sun rises in the east.');
  await expect(mapPicker(page)).toBeHidden();
  await expect(page.getByTestId('map-button')).toBeDisabled();
  // No draft is kept for UPDATE (drafts are CREATE only).
  await expect(page.getByTestId('autosave-status')).toHaveCount(0);

  const newTitle = `${title} (v2)`;
  await page.getByRole('textbox', { name: 'Quiz set title' }).fill(newTitle);
  await fillQuestion(page, 1, 'The sun rises in the west.');
  await page.getByTestId('finish-button').click();

  const confirm = page.getByRole('dialog', { name: 'Edit the quiz set' });
  await expect(confirm).toContainText('Editing the quiz refreshes the quiz room. Edit now?');
  // Cancel keeps the teacher in the builder with her edits.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(newTitle);

  await page.getByTestId('finish-button').click();
  await confirm.getByRole('button', { name: 'Edit now' }).click();
  await expect(page).toHaveURL(new RegExp(`/quiz/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('The sun rises in the west.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
});

test('duplicate makes a new quiz set from the original and opens it as a copy', async ({ page }) => {
  await signInByApi(page, demo.pro);
  const templateId = (await templates(page))[0]!.templateId;
  const title = uniqueWord('Original ');
  const id = await createQuizSetByApi(page, { title, templateId });

  await page.goto(`/quiz/${id}`);
  await page.getByRole('link', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(new RegExp(`/build\\?quizSetId=${id}&mode=DUPLICATE$`));
  await expectQuestion(page, 1, 'The sun rises in the east.');
  // The copy mark is there (issue 7), and the teacher can edit it.
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(`${title} (copy)`);

  await page.getByRole('textbox', { name: 'Quiz set title' }).fill(`${title} copy`);
  await page.getByTestId('finish-button').click();
  await expect(page).toHaveURL(/\/quiz\/[^/?]+\?isDuplicate=true$/);
  const copyId = new URL(page.url()).pathname.split('/').pop()!;
  expect(copyId).not.toBe(id);
  await expect(page.getByRole('status').filter({ hasText: 'This is a copy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${title} copy` })).toBeVisible();

  const copy = (await (await page.request.get(`/api/quizsets/${copyId}`)).json()).data;
  expect(copy.originQuizSetId).toBe(id);
  // The original is unchanged.
  const original = (await (await page.request.get(`/api/quizsets/${id}`)).json()).data;
  expect(original.title).toBe(title);
});

test('a non-owner sees no edit action, and the server refuses her update', async ({ page }) => {
  await signInByApi(page, demo.pro);
  const templateId = (await templates(page))[0]!.templateId;
  const title = uniqueWord('Not yours ');
  const id = await createQuizSetByApi(page, { title, templateId });
  const saved: SavedQuizSet = (await (await page.request.get(`/api/quizsets/${id}`)).json()).data;

  await page.context().clearCookies();
  await signInByApi(page, demo.basic);
  await page.goto(`/quiz/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Duplicate' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // A well-formed update with the version she read: refused for who she is, not for its shape.
  const update = await page.request.put(`/api/quizsets/${id}`, {
    headers: { origin },
    data: {
      ...toSubmitPayload(
        savedToForm(saved, 'UPDATE', { tree: categoryTreeFor('KR'), publishers: publisherOptionsFor('KR') }),
        categoryTreeFor('KR'),
        { quizSetId: id, updatedAt: saved.updatedAt },
      ),
      title: 'Taken over',
    },
  });
  expect(update.status()).toBe(403);
  const after = (await (await page.request.get(`/api/quizsets/${id}`)).json()).data;
  expect(after.title).toBe(title);
});

test('on a slow connection the saved cards wait for their drag frame, and a card being typed in keeps its caret', async ({
  page,
}) => {
  await signInByApi(page, demo.pro);
  const templateId = (await templates(page))[0]!.templateId;
  const id = await createQuizSetByApi(page, { title: uniqueWord('Slow frame '), templateId });

  // dnd-kit's chunk (quiz-list.tsx) held back, as on a slow tablet. Drawn still first, the cards were
  // mounted afresh when it arrived, and the card a teacher was typing in lost its caret.
  const release = await holdRequests(page, /\/assets\/sortable-quiz-list-[^/]+\.js$/);
  await page.goto(`/build?quizSetId=${id}&mode=UPDATE`);
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toBeVisible();
  // The page's data is there (the title field); the cards wait for their frame, a loader meanwhile.
  await expect(page.getByLabel('Loading…')).toBeVisible();
  await expect(page.getByTestId('quiz-card')).toHaveCount(0);
  release();

  await editCard(page, 1);
  await cardQuestion(page, 1).press('End');
  await page.keyboard.type(' Always.');
  await expect(cardQuestion(page, 1)).toBeFocused();
  await expect(cardQuestion(page, 1)).toHaveText('The sun rises in the east. Always.');
  await expect(card(page, 1).getByTestId('drag-handle')).toHaveAttribute('aria-roledescription', 'sortable');
});

test('an AI helper opened while the Wi-Fi is down opens once it is back, and the edits being made stay', async ({
  page,
}) => {
  await signInByApi(page, demo.pro);
  const templateId = (await templates(page))[0]!.templateId;
  const title = uniqueWord('Offline edit ');
  const id = await createQuizSetByApi(page, { title, templateId });
  await page.goto(`/build?quizSetId=${id}&mode=UPDATE`);
  await page.getByRole('textbox', { name: 'Quiz set title' }).fill(`${title} (v2)`);

  // The AI dialogs are a chunk of their own, asked for on first open. A failed load went to the
  // route's error page, which took the builder and these unsaved edits (UPDATE keeps no draft) away.
  let wifiDown = true;
  await page.route(/\/assets\/ai-lazy-[^/]+\.js$/, (route) =>
    wifiDown ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.getByTestId('ai-open-file').click();
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(`${title} (v2)`);
  wifiDown = false;
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByRole('dialog', { name: 'Make questions from a file' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(`${title} (v2)`);
});
