import { expect } from '@playwright/test';
import { demo, signInByApi } from './support/auth';
import { shot } from './support/shots';
import { test } from './support/test';
import { pageAt } from './support/viewport';

// Issue 19 item 18: translation language names in the interface language, a 4th language says why.

for (const locale of ['ko-KR', 'en-US'] as const)
  for (const width of [1280, 375] as const)
    test(`translation languages in the interface language, full at 3 (${locale}, ${width} px)`, async ({
      browser,
    }) => {
      const page = await pageAt(browser, locale, width);
      await signInByApi(page, demo.pro);
      await page.goto('/build');
      await page.getByTestId('map-card-classic-classroom').first().click();
      await page.getByTestId('map-submit').click();
      await page
        .getByTestId('build-tabs')
        .getByText(locale === 'ko-KR' ? '설정' : 'Settings', { exact: true })
        .click();
      await page.getByTestId('option-ai-translation').click();
      const select = page.getByTestId('ai-translation-languages');
      await select.scrollIntoViewIfNeeded();
      const names =
        locale === 'ko-KR'
          ? ['영어', '일본어', '베트남어', '태국어']
          : ['English', 'Japanese', 'Vietnamese', 'Thai'];
      for (const name of names) {
        await select.focus();
        await select.fill(name);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
      }
      const pills = page.locator('.mantine-MultiSelect-pill');
      await expect(pills).toHaveCount(3);
      await expect(pills.nth(1)).toHaveText(names[1] as string);
      await expect(
        page.getByText(locale === 'ko-KR' ? /3개 모두 골랐어요/ : /the most a quiz set can have/),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await shot(page, `${locale}-${width}-translation-full`);
      await page.context().close();
    });
