import { expect, type Page } from '@playwright/test';
import { aiDialog, aiFileInput, corpusFile, openBuilder, settle } from './support/ai';
import { demo, signInByApi } from './support/auth';
import { hasCorpus, markCorpusSuiteRan } from './support/corpus';
import { test } from './support/test';

/**
 * Issue 16 items 4–5 and "Done when": a set built from a real English PDF with the interface in
 * English. The AI language starts at the interface language (not Korean), every item is worded in
 * English around English sentences, the embedded provider says what it does without a model, and
 * the items are added as cards. Screenshots at 1280 and 375 px.
 */
test.skip(!hasCorpus, 'the shared corpus (../shared/corpus) is not here');
test.afterAll(() => markCorpusSuiteRan('e2e ai-language'));
test.use({ locale: 'en-US' });

const PAPER = 'pdf/pdf_14pages_academic_paper_tracemonkey.pdf';
const HANGUL = /\p{Script=Hangul}/u;

async function buildFromPaper(page: Page, shot: (name: string) => string): Promise<void> {
  await signInByApi(page, demo.pro);
  await openBuilder(page);
  await page.getByTestId('ai-open-file').click();
  const dialog = aiDialog(page, 'Make questions from a file');
  await expect(dialog).toBeVisible();
  // The AI language follows the interface language: English, untouched by the test.
  await expect(dialog.getByTestId('ai-option-language')).toHaveValue('en');
  await expect(dialog.getByTestId('ai-model-note')).toContainText('Without an AI model');
  await expect(dialog.getByTestId('ai-model-note')).toContainText('AI_PROVIDER=openai');
  await aiFileInput(page).setInputFiles(corpusFile(PAPER));
  await dialog.getByTestId('ai-generate').click();
  const items = dialog.getByTestId('ai-result-item');
  await expect(items).toHaveCount(10, { timeout: 90_000 });
  const labels = await items.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  for (const label of labels) {
    const question = label.replace(/^Question \d+: /, '');
    expect(question, 'no Korean wording around an English document').not.toMatch(HANGUL);
    // A blank item carries the English instruction; a true/false item is the English sentence itself.
    if (question.includes('_____'))
      expect(question).toMatch(/^(Fill in the blank: |Which word fills the blank\? )/);
    else expect(question).toMatch(/^[\p{Lu}\p{N}"'“(]/u);
  }
  await settle(page);
  await page.screenshot({ path: shot('results') });
  await dialog.getByTestId('ai-select-all').click();
  await dialog.getByTestId('ai-add').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('quiz-card')).toHaveCount(10);
  for (const [index, label] of labels.entries())
    await expect(page.getByTestId('quiz-card').nth(index).getByTestId('question-view')).toHaveText(
      label.replace(/^Question \d+: /, ''),
    );
  await settle(page);
  await page.screenshot({ path: shot('cards') });
}

for (const width of [1280, 375]) {
  test(`a set from an English PDF is worded in English with the UI in English (${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await buildFromPaper(page, (name) => testInfo.outputPath(`ai-language-${name}-${width}.png`));
  });
}
