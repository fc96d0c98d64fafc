import { expect } from '@playwright/test';
import { demo, signInByApi } from './support/auth';
import { addQuestion, card, chooseMap, fillQuestion } from './support/builder';
import { test } from './support/test';
import { pageAt } from './support/viewport';

// Issue 19 item 11: the AI answer menu never covers the answer fields, even near the screen's bottom.

for (const width of [1280, 375] as const)
  test(`the AI answer menu opens below the answers at ${width} px`, async ({ browser }) => {
    // The suite's default language (playwright.config.ts) at the width.
    const page = await pageAt(browser, 'en-US', width);
    await signInByApi(page, demo.pro);
    await page.goto('/build');
    await chooseMap(page);
    await addQuestion(page, 'subjective');
    await fillQuestion(page, 1, 'What is the capital of Korea?');
    const answer = card(page, 1).getByTestId('subjective-answer-input').first();
    const button = card(page, 1).getByTestId('ai-answer-menu');
    // Put the button at the very bottom of the screen, where a flipping menu would open upwards.
    await button.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      window.scrollBy(0, rect.bottom - window.innerHeight + 4);
    });
    await button.click();
    const dropdown = page.getByTestId('ai-answer-single');
    await expect(dropdown).toBeVisible();
    const answerBox = await answer.boundingBox();
    const itemBox = await dropdown.boundingBox();
    const buttonBox = await button.boundingBox();
    expect(itemBox!.y, 'the menu starts below its button').toBeGreaterThanOrEqual(
      buttonBox!.y + buttonBox!.height,
    );
    expect(itemBox!.y, 'the menu starts below the answer field').toBeGreaterThan(
      answerBox!.y + answerBox!.height,
    );
    await page.context().close();
  });
