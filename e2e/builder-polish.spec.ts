import { expect, test } from '@playwright/test';
import { demo, signInByApi } from './support/auth';
import {
  addQuestion,
  card,
  chooseMap,
  chooseSchoolInfo,
  fillQuestion,
  KR_SCHOOL_INFO,
} from './support/builder';

// Issue 7 "Found while building a set as a teacher would, in Chromium": the builder's rough edges.

test('a click on an answer circle right after typing in a choice above it is not lost', async ({ page }) => {
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  await chooseMap(page);
  await page.getByRole('textbox', { name: 'Quiz set title' }).fill('Answer circle after typing');
  await addQuestion(page, 'multiple');
  await fillQuestion(page, 1, 'Which is the third choice?');
  const scope = card(page, 1);
  const choice = (n: number) => scope.getByRole('textbox', { name: `Choice ${n}`, exact: true });
  const circle = (n: number) => scope.getByRole('button', { name: `Choice ${n} is an answer` });
  for (const [n, text] of [
    [2, 'two'],
    [4, 'four'],
  ] as const)
    await choice(n).fill(text);
  await choice(3).fill('three');

  // Type in choice 1 (its toolbar shows), then at once press choice 3's circle: the pointerdown blurs
  // choice 1, and nothing may move under the pointer before the click lands.
  await choice(1).click();
  await page.keyboard.type('one');
  const before = await circle(3).boundingBox();
  await circle(3).click();
  await expect(circle(3)).toHaveAttribute('aria-pressed', 'true');
  expect(await circle(3).boundingBox()).toEqual(before);
  // Choice 1 was the default answer; take it away so that choice 3 alone is the key.
  await circle(1).click();
  await expect(circle(1)).toHaveAttribute('aria-pressed', 'false');

  await chooseSchoolInfo(page, KR_SCHOOL_INFO);
  await page.getByTestId('finish-button').click();
  await expect(page).toHaveURL(/\/quiz\/[^/?]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const saved = (await (await page.request.get(`/api/quizsets/${id}`)).json()).data;
  expect(saved.quizList[0].choiceList.map((c: { text: string }) => c.text)).toEqual([
    'one',
    'two',
    'three',
    'four',
  ]);
  expect(saved.quizList[0].answerList).toEqual([2]);
});
