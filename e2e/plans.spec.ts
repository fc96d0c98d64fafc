import { expect } from '@playwright/test';
import { settle } from './support/ai';
import { demo, signInByApi } from './support/auth';
import { mapPicker } from './support/builder';
import { openSettings } from './support/plans';
import { test } from './support/test';
import { LOCALES_AND_WIDTHS } from './support/viewport';

/**
 * Issue 8 "Plans" (spec §2 modal 12, §4 "Map submit", §6): the plan chip, the plan dialog aimed at a
 * plan with an origin, the badges on gated toggles, a PRO map refused to a FREE teacher and picked by
 * a PRO one, and /pricing per country.
 */
for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({
      viewport: { width, height: 860 },
      ...(width === 375 ? { isMobile: true, hasTouch: true } : {}),
    });

    test('a FREE teacher: chip → dialog aimed at PRO, PRO map → upgrade, badges on gated toggles', async ({
      page,
    }, testInfo) => {
      await signInByApi(page, demo.free);
      await page.goto('/build');
      const picker = mapPicker(page);
      await picker.getByTestId('map-card-classic-space').first().click();
      const submit = picker.getByTestId('map-submit');
      await expect(submit).toHaveText('Upgrade to Pro');
      await submit.click();
      const dialog = page.getByTestId('plan-dialog');
      await expect(dialog).toHaveAttribute('data-origin', 'paidMap');
      await expect(dialog).toHaveAttribute('data-initial-plan', 'PRO');
      await expect(dialog.getByTestId('plan-card-PRO')).toHaveAttribute('data-highlighted', 'true');
      await expect(dialog.getByTestId('plan-card-BASIC')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: testInfo.outputPath(`plan-dialog-${width}.png`) });
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      // Nothing was chosen.
      await expect(page.getByTestId('map-button')).toHaveAccessibleName('Choose a map');
      await picker.getByTestId('map-detail-back').click();
      await picker.getByTestId('map-card-classic-classroom').first().click();
      await picker.getByTestId('map-submit').click();

      // The header chip opens the dialog aimed at PRO (spec §2 "Plan chip").
      await page.getByTestId('plan-chip').click();
      await expect(dialog).toHaveAttribute('data-origin', 'planChip');
      await expect(dialog).toHaveAttribute('data-initial-plan', 'PRO');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();

      await page.getByTestId('build-tabs').locator('label').nth(1).click();
      for (const [feature, plan] of [
        ['PRIVATE_QUIZ', 'Basic'],
        ['AI_TUTOR', 'Pro'],
        ['AI_QUIZSET_TRANSLATION', 'Pro'],
        ['CONTINUE_NEXT_QUIZSET', 'Pro'],
      ]) {
        await expect(page.getByTestId(`plan-badge-${feature}`)).toHaveText(plan as string);
      }
      // A gated toggle opens the dialog instead of turning on.
      await page.getByTestId('option-ai-translation').click();
      await expect(dialog).toHaveAttribute('data-origin', 'feature');
      await expect(page.getByTestId('plan-dialog-reason')).toHaveText('AI translation needs the Pro plan.');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByTestId('option-ai-translation')).not.toBeChecked();
      await expect(page.getByTestId('ai-translation-languages')).toHaveCount(0);
      await page.getByTestId('option-hide-from-explore').click();
      await expect(dialog).toHaveAttribute('data-initial-plan', 'BASIC');
      await dialog.getByTestId('plan-dialog-upgrade').click();
      // Leaving the builder with unsaved work asks first (spec §2): leave, as the teacher would.
      await page.getByTestId('leave-confirm').click();
      await expect(page).toHaveURL(/\/pricing$/);
    });

    test('a PRO teacher picks the PRO map; the PRO chip does nothing', async ({ page }) => {
      await signInByApi(page, demo.pro);
      await page.goto('/build');
      const picker = mapPicker(page);
      await picker.getByTestId('map-card-classic-space').first().click();
      await expect(picker.getByTestId('map-submit')).toHaveText('Use this map');
      await picker.getByTestId('map-submit').click();
      await expect(picker).toBeHidden();
      await expect(page.getByTestId('map-button')).toHaveAccessibleName('Map: Space Station');
      await page.getByTestId('plan-chip').click();
      await expect(page.getByTestId('plan-dialog').getByRole('dialog')).toHaveCount(0);
    });
  });
}

test('the map picker: counts, sections with scroll spy, cards ≥ 260 px, new tag', async ({
  page,
}, testInfo) => {
  await signInByApi(page, demo.basic);
  await page.goto('/build');
  const picker = mapPicker(page);
  await expect(picker.getByTestId('map-filter-count-total')).toHaveText(/^\d+$/);
  const total = Number(await picker.getByTestId('map-filter-count-total').textContent());
  let sum = 0;
  for (const type of ['linear', 'free', 'round', 'team'])
    sum += Number(await picker.getByTestId(`map-filter-count-${type}`).textContent());
  expect(sum).toBe(total);
  for (const key of ['recommended', 'FREE', 'BASIC', 'PRO'])
    await expect(picker.getByTestId(`map-nav-${key}`)).toBeVisible();
  await expect(picker.getByTestId('map-new-tag').first()).toBeVisible();
  const widths = await picker
    .locator('[data-testid^="map-card-"]')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
  expect(Math.min(...widths)).toBeGreaterThanOrEqual(260);
  await picker.getByTestId('map-nav-PRO').click();
  await expect(picker.getByTestId('map-nav-PRO')).toHaveAttribute('aria-current', 'true');
  // The press marks PRO at once and scrolls there smoothly: wait until the list has arrived (PRO's
  // heading at its top, or the end of the list, PRO being the last section). Scrolling back before
  // the smooth scroll has moved would cancel it at the top with no scroll event for the spy.
  await expect
    .poll(() =>
      picker.getByTestId('map-scroll').evaluate((box) => {
        const heading = document.getElementById('map-section-PRO');
        if (!heading) return Number.POSITIVE_INFINITY;
        const wanted = box.scrollTop + heading.getBoundingClientRect().top - box.getBoundingClientRect().top;
        const reachable = Math.min(Math.max(wanted, 0), box.scrollHeight - box.clientHeight);
        return Math.abs(reachable - box.scrollTop);
      }),
    )
    .toBeLessThan(2);
  await picker.getByTestId('map-scroll').evaluate((box) => box.scrollTo({ top: 0 }));
  await expect(picker.getByTestId('map-nav-recommended')).toHaveAttribute('aria-current', 'true');
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('map-picker-1280.png') });
  await picker.getByTestId('map-card-classic-space').first().click();
  await expect(picker.getByTestId('map-detail')).toContainText('Space Station');
  await page.screenshot({ path: testInfo.outputPath('map-detail-1280.png') });
});

test('an UPDATE of a set whose map is above the plan is disabled', async ({ browser }) => {
  const { freshTeacher, setPlanAsAdmin } = await import('./support/plans');
  const { createQuizSetByApi } = await import('./support/api');
  const teacher = await freshTeacher(browser, 'PRO');
  const id = await createQuizSetByApi(teacher.page, { title: 'Space set', templateId: 'classic-space' });
  await setPlanAsAdmin(browser, teacher.id, 'FREE');
  await signInByApi(teacher.page, teacher.email);
  await teacher.page.goto(`/build?quizSetId=${id}&mode=UPDATE`);
  await expect(teacher.page.getByTestId('plan-notice')).toBeVisible();
  await expect(teacher.page.getByTestId('map-button')).toBeDisabled();
  await teacher.context.close();
});

for (const [locale, width] of LOCALES_AND_WIDTHS) {
  test(`/pricing in ${locale} at ${width} px`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
    const page = await context.newPage();
    // Signed out: KR shows three plans, elsewhere two.
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-comparison').locator('[data-testid^="plan-card-"]')).toHaveCount(3);
    await page.getByTestId('pricing-country').locator('label').nth(1).click();
    await expect(page.getByTestId('plan-card-BASIC')).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`pricing-visitor-${locale}-${width}.png`),
      fullPage: true,
    });
    // A US PRO teacher: FREE and PRO, PRO marked as hers.
    await signInByApi(page, demo.proUs);
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-card-BASIC')).toHaveCount(0);
    await expect(page.getByTestId('plan-card-PRO').getByTestId('plan-current')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`pricing-${locale}-${width}.png`), fullPage: true });
    await context.close();
  });
}

test('the FREE teacher settings with badges, ko and en, 1280 and 375', async ({ browser }, testInfo) => {
  for (const [locale, width] of LOCALES_AND_WIDTHS) {
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInByApi(page, demo.free);
    await openSettings(page);
    await page.getByTestId('option-learning-material').scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath(`settings-free-${locale}-${width}.png`),
      fullPage: true,
    });
    await context.close();
  }
});
