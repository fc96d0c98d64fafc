import { expect, type Page } from '@playwright/test';
import { aiFileInput, corpusFile, openBuilder, settle } from './support/ai';
import { demo, signInByApi } from './support/auth';
import { hasCorpus } from './support/corpus';
import { test } from './support/test';
import { LOCALES_AND_WIDTHS } from './support/viewport';

/**
 * Screenshots of every AI modal state (issue 9; common brief: desktop and 375 px, ko and en) into
 * the test's output folder, looked at by a person. The names differ by language, so the steps go by
 * test ids. The generating states are held on screen by holding the request back until their
 * screenshot is taken, then letting it reach the real server.
 */
test.skip(!hasCorpus, 'the shared corpus (../shared/corpus) is not here');
test.setTimeout(240_000);

const dialogOf = (page: Page, testId: string) => page.getByTestId(testId).getByRole('dialog');

/**
 * Holds requests to `path` back (to show a generating state) until the returned function is called;
 * it lets them go on to the server, waits until they have, and stops holding new ones. A gate, not a
 * timer: the state stays on screen exactly as long as the shot needs (a fixed 2.5 s hold cost 30 s
 * of every CI run). The held routes are continued before the unroute, which would otherwise answer
 * them itself.
 */
async function hold(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = `**${path}`;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const continued: Promise<void>[] = [];
  await page.route(pattern, (route) => {
    const done = released.then(() => route.continue());
    continued.push(done);
    return done;
  });
  return async () => {
    release();
    await Promise.all(continued);
    await page.unroute(pattern);
  };
}

for (const [locale, width] of LOCALES_AND_WIDTHS) {
  test(`AI modals in ${locale} at ${width} px`, async ({ browser }, testInfo) => {
    const isPhone = width === 375;
    const context = await browser.newContext({
      locale,
      viewport: { width, height: isPhone ? 800 : 860 },
      ...(isPhone ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    const shot = async (name: string) => {
      await settle(page);
      await page.screenshot({ path: testInfo.outputPath(`${locale}-${width}-${name}.png`) });
    };
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await signInByApi(page, demo.pro);
    await openBuilder(page);

    // Topic: idle with the model note, empty-prompt dialog, generating, results, failure dialog.
    await page.getByTestId('ai-open-topic').click();
    const topic = dialogOf(page, 'ai-topic-modal');
    await expect(topic.getByTestId('ai-model-note')).toBeVisible();
    await shot('topic-idle');
    await topic.getByTestId('ai-generate').click();
    await expect(dialogOf(page, 'ai-empty-prompt')).toBeVisible();
    await shot('topic-empty-prompt');
    await page.getByTestId('ai-alert-confirm').click();
    // A Korean topic in Korean: bank questions come only in the requested language (issue 16 item 16).
    await topic.getByTestId('ai-option-language').selectOption('ko');
    await topic.getByTestId('ai-topic-prompt').fill('행성');
    let letGo = await hold(page, '/api/quiz-builder/generate/query');
    await topic.getByTestId('ai-generate').click();
    await expect(topic.getByTestId('ai-generating')).toBeVisible();
    await shot('topic-generating');
    await letGo();
    await expect(topic.getByTestId('ai-result-item').first()).toBeVisible();
    await topic.getByTestId('ai-result-item').first().click();
    if (isPhone) await expect(topic.getByTestId('ai-request-summary')).toBeVisible();
    await shot('topic-results');
    if (isPhone) {
      await topic.getByTestId('ai-request-summary').getByRole('button').click();
      await expect(topic.getByTestId('ai-topic-prompt')).toBeVisible();
    }
    await topic.getByTestId('ai-topic-prompt').fill('zqxv wkpt');
    await topic.getByTestId('ai-regenerate').click();
    await expect(dialogOf(page, 'ai-topic-error')).toBeVisible();
    await shot('topic-error');
    await page.getByTestId('ai-alert-confirm').click();
    await topic.getByTestId('ai-add').click();
    await expect(topic).toBeHidden();
    expect(await fitsWidth()).toBe(true);

    // File: idle, generating (with the file name and the 5-minute note), results, a refused file.
    await page.getByTestId('ai-open-file').click();
    const file = dialogOf(page, 'ai-file-modal');
    await expect(file.getByTestId('ai-placeholder')).toBeVisible();
    await shot('file-idle');
    await aiFileInput(page).setInputFiles(corpusFile('pdf/pdf_14pages_academic_paper_tracemonkey.pdf'));
    letGo = await hold(page, '/api/quiz-builder/generate/file');
    await file.getByTestId('ai-generate').click();
    await expect(file.getByTestId('ai-generating')).toBeVisible();
    await shot('file-generating');
    await letGo();
    await expect(file.getByTestId('ai-result-item').first()).toBeVisible({ timeout: 60_000 });
    await file.getByTestId('ai-result-item').nth(1).click();
    await shot('file-results');
    if (isPhone) {
      await expect(file.getByTestId('ai-request-summary')).toBeVisible();
      await file.getByTestId('ai-request-summary').getByRole('button').click();
    }
    await aiFileInput(page).setInputFiles(corpusFile('pdf/pdf_encrypted_userpw_openpassword.pdf'));
    await file.getByTestId('ai-regenerate').click();
    await expect(dialogOf(page, 'ai-file-error')).toBeVisible();
    await shot('file-error');
    await page.getByTestId('ai-alert-confirm').click();
    await file.getByTestId('ai-add').click();
    await expect(file).toBeHidden();

    // Cards: the choice and answer buttons.
    await page.getByTestId('add-question-multiple').click();
    const last = page.getByTestId('quiz-card').last();
    // The card's editors mount one by one: until all five are there (the question, then four
    // choices), the first textbox may be a choice (a CI run typed the question into choice 4).
    await expect(last.getByRole('textbox')).toHaveCount(5);
    await last.getByRole('textbox').first().fill('태양계에서 가장 큰 행성은?');
    await last.getByRole('textbox').nth(1).fill('목성');
    await last.getByTestId('ai-choice-list').click();
    await expect(last.getByRole('textbox').nth(2)).not.toHaveText('');
    await last.scrollIntoViewIfNeeded();
    await shot('card-choices');

    // Similar: prompt with chips, pending, results.
    await last.getByTestId('similar-quiz-button').click();
    const similar = dialogOf(page, 'ai-similar-modal');
    // The embedded provider's three chips, the question-type filters it can honour (issue 16 item
    // 16), 500 ms apart; waiting for all three, then the shot.
    await expect(similar.getByTestId('ai-similar-chip')).toHaveCount(3, { timeout: 10_000 });
    await expect(similar.getByTestId('ai-similar-chip').nth(2)).toContainText(/O\/X|True\/false/);
    await shot('similar-prompt');
    letGo = await hold(page, '/api/quiz-builder/generate/similar-quiz');
    await similar.getByTestId('ai-generate').click();
    await expect(similar.getByTestId('ai-generating')).toBeVisible();
    await shot('similar-pending');
    await letGo();
    await expect(similar.getByTestId('ai-result-item').first()).toBeVisible();
    await similar.getByTestId('ai-result-item').first().click();
    await shot('similar-results');
    await similar.getByTestId('ai-cancel').click();
    expect(await fitsWidth()).toBe(true);
    await context.close();

    // The plan gate of a FREE teacher.
    const freeContext = await browser.newContext({
      locale,
      viewport: { width, height: 800 },
      ...(isPhone ? { isMobile: true, hasTouch: true } : {}),
    });
    const freePage = await freeContext.newPage();
    await signInByApi(freePage, demo.free);
    await openBuilder(freePage);
    await freePage.getByTestId('ai-open-file').click();
    await expect(freePage.getByTestId('plan-dialog').getByRole('dialog')).toBeVisible();
    await settle(freePage);
    await freePage.screenshot({ path: testInfo.outputPath(`${locale}-${width}-plan-dialog.png`) });
    await freeContext.close();
  });
}
