import { expect, type Page } from '@playwright/test';
import { createQuizSetByApi, templates, uniqueWord } from './support/api';
import { demo, signInByApi } from './support/auth';
import { test } from './support/test';

// Issue 2 step 10: /public lists public quiz sets with search (q, qType, order kept in the URL) and
// infinite scroll, 20 a page.

const list = (page: Page, name: RegExp) => page.getByRole('list', { name });
const cards = (page: Page, name: RegExp) => list(page, name).getByRole('listitem');

test('search from the URL, 20 a page, the next page on scrolling to the end', async ({ page }) => {
  await signInByApi(page, demo.basic);
  const templateId = (await templates(page)).find((t) => t.templatePlanType === 'FREE')!.templateId;
  const word = uniqueWord('Zebra');
  // 25 public sets (2 pages) and one private set that must never be listed.
  for (let i = 1; i <= 25; i++) await createQuizSetByApi(page, { title: `${word} set ${i}`, templateId });
  await createQuizSetByApi(page, { title: `${word} private`, templateId, isPublic: false });

  await page.goto(`/public?q=${word}&qType=TITLE&order=RECENTLY`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);
  await expect(page.getByRole('combobox', { name: 'Search in' })).toHaveValue('TITLE');
  const results = new RegExp(`Search results for “${word}”`);
  await expect(cards(page, results)).toHaveCount(20);
  // RECENTLY: the last created first.
  await expect(cards(page, results).first()).toContainText(`${word} set 25`);

  await page.getByTestId('infinite-scroll-sentinel').scrollIntoViewIfNeeded();
  await expect(cards(page, results)).toHaveCount(25);
  await expect(page.getByText('You have reached the end.')).toBeVisible();
  await expect(list(page, results)).not.toContainText(`${word} private`);

  // A card opens the quiz set.
  await cards(page, results).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/quiz\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: `${word} set 25` })).toBeVisible();
});

test('search form changes are kept in the URL; author and email searches find the author', async ({
  page,
}) => {
  await signInByApi(page, demo.proUs);
  const templateId = (await templates(page)).find((t) => t.templatePlanType === 'FREE')!.templateId;
  const word = uniqueWord('Quokka');
  await createQuizSetByApi(page, { title: `${word} by the US teacher`, templateId, countryCode: 'US' });

  await page.goto('/public');
  // /public defaults to the most played order, left out of the URL.
  await expect(page.getByRole('radio', { name: 'Most played' })).toBeChecked();
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/public\\?q=${word}$`));
  await expect(cards(page, /Search results/)).toHaveCount(1);

  await page.getByText('Newest').click();
  await expect(page).toHaveURL(new RegExp(`q=${word}&order=RECENTLY$`));

  await page.getByRole('combobox', { name: 'Search in' }).selectOption('EMAIL');
  await page.getByRole('searchbox', { name: 'Search' }).fill(demo.proUs);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/qType=EMAIL/);
  await expect(cards(page, /Search results/).filter({ hasText: word })).toHaveCount(1);

  // Back returns to the previous search, read from the URL again.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);

  const me = (await (await page.request.get('/api/users/me')).json()) as { data: { name: string } };
  await page.goto(`/public?${new URLSearchParams({ q: me.data.name, qType: 'AUTHOR_NAME' })}`);
  await expect(page.getByRole('combobox', { name: 'Search in' })).toHaveValue('AUTHOR_NAME');
  await expect(cards(page, /Search results/).filter({ hasText: word })).toHaveCount(1);
});

test('explore filters by school type, grade and subject, kept in the URL (issue 7)', async ({
  page,
}, testInfo) => {
  await signInByApi(page, demo.basic);
  const templateId = (await templates(page)).find((t) => t.templatePlanType === 'FREE')!.templateId;
  const word = uniqueWord('Filter');
  const middle = await createQuizSetByApi(page, {
    title: `${word} middle science`,
    templateId,
    extra: { categoryTreeData: { categoryTreeId: '1020207', schoolSemester: '1', publisher: null } },
  });
  const elementary = await createQuizSetByApi(page, { title: `${word} elementary science`, templateId });

  await page.goto(`/public?q=${word}`);
  const results = list(page, /Search results/);
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await page.getByTestId('filter-school-type').selectOption({ label: 'Middle school' });
  await expect(page).toHaveURL(/schoolType=102/);
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await page.getByTestId('filter-grade').selectOption({ label: 'Grade 2' });
  await page.getByTestId('filter-subject').selectOption({ label: 'Science' });
  await expect(page).toHaveURL(/schoolType=102&grade=10202&subject=1020207/);
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.locator(`a[href="/quiz/${middle}"]`).first()).toBeVisible();
  await expect(results.locator(`a[href="/quiz/${elementary}"]`)).toHaveCount(0);

  // The filter survives a reload; changing the school type clears grade and subject.
  await page.reload();
  await expect(page.getByTestId('filter-subject')).toHaveValue('1020207');
  await expect(results.getByRole('listitem')).toHaveCount(1);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`explore-filter-${width}.png`) });
  }
  await page.getByTestId('filter-school-type').selectOption({ label: 'Elementary school' });
  await expect(page).not.toHaveURL(/grade=|subject=/);
  await expect(results.locator(`a[href="/quiz/${elementary}"]`).first()).toBeVisible();
});
