import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { aiAlert, aiDialog, aiFileInput, confirmAiAlert, corpusFile, openBuilder } from './support/ai';
import { demo, signInByApi } from './support/auth';
import { hasCorpus, markCorpusSuiteRan } from './support/corpus';
import { fileOnDisk } from './support/files';
import { test } from './support/test';

/**
 * Issue 9 "The browser" — the file modal with the embedded provider on real corpus documents: a
 * 14-page PDF read with real progress, some items selected and added as cards, the added ones faded
 * with their chip; then every error dialog of spec §8 "File AI" (415 renamed file, 423 encrypted
 * PDF, 413 over 500 pages, 413 over 30 MB in the browser, 429 busy).
 */
test.skip(!hasCorpus, 'the shared corpus (../shared/corpus) is not here');
test.afterAll(() => markCorpusSuiteRan('e2e ai-file'));

const PAPER = 'pdf/pdf_14pages_academic_paper_tracemonkey.pdf';

test('generates questions from a real PDF, selects some and adds them as cards', async ({
  page,
}, testInfo) => {
  await signInByApi(page, demo.pro);
  await openBuilder(page);
  await page.getByTestId('ai-open-file').click();
  const dialog = aiDialog(page, 'Make questions from a file');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('ai-placeholder')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('file-idle.png') });

  // Generate without a file: 'file required'.
  await dialog.getByTestId('ai-generate').click();
  await expect(aiAlert(page, 'ai-file-error')).toContainText('Choose a file first.');
  await confirmAiAlert(page);

  await aiFileInput(page).setInputFiles(corpusFile(PAPER));
  await expect(dialog.getByTestId('ai-file-chosen')).toContainText(
    'pdf_14pages_academic_paper_tracemonkey.pdf',
  );
  await dialog.getByTestId('ai-option-language').selectOption('en');
  await dialog.getByTestId('ai-generate').click();
  // The generating phase names the file and says it can take up to 5 minutes.
  await expect(dialog.getByTestId('ai-generating-subject')).toHaveText(
    'pdf_14pages_academic_paper_tracemonkey.pdf',
  );
  await expect(dialog.getByText(/up to 5 minutes/)).toBeVisible();

  const items = dialog.getByTestId('ai-result-item');
  await expect(items).toHaveCount(10, { timeout: 60_000 });
  // Each item says where it came from ("from page N", the source beyond spec §3).
  await expect(items.first().getByTestId('ai-source')).toHaveText(/^From page \d+$/);
  await page.screenshot({ path: testInfo.outputPath('file-results.png') });

  // Nothing selected: add is disabled. Select-all toggles all and none.
  await expect(dialog.getByTestId('ai-add')).toBeDisabled();
  await dialog.getByTestId('ai-select-all').click();
  await expect(dialog.getByTestId('ai-selection-count')).toHaveText('10 selected · up to 20 can be added');
  await dialog.getByTestId('ai-select-all').click();
  await expect(dialog.getByTestId('ai-selection-count')).toHaveText('0 selected · up to 20 can be added');

  // Pick three (the keyboard works too) and add them.
  const questions = [] as string[];
  for (const index of [0, 2, 4]) {
    const item = items.nth(index);
    questions.push(((await item.getAttribute('aria-label')) ?? '').replace(/^Question \d+: /, ''));
  }
  await items.nth(0).click();
  await items.nth(2).focus();
  await page.keyboard.press('Space');
  await items.nth(4).click();
  await expect(dialog.getByTestId('ai-add')).toHaveText('Add 3 questions');
  await dialog.getByTestId('ai-add').click();
  await expect(dialog).toBeHidden();

  // They are normal cards now, in order, with their questions.
  await expect(page.getByTestId('quiz-card')).toHaveCount(3);
  for (const [index, question] of questions.entries()) {
    await expect(page.getByTestId('quiz-card').nth(index).getByTestId('question-view')).toHaveText(question);
  }
  const ids = await page
    .getByTestId('quiz-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-quiz-id')));
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8}$/);

  // Reopened: the added items are faded with their chip and cannot be selected again; the limit is 17.
  await page.getByTestId('ai-open-file').click();
  await expect(dialog.getByTestId('ai-added-chip')).toHaveCount(3);
  await expect(items.nth(0)).toBeDisabled();
  await expect(dialog.getByTestId('ai-selection-count')).toHaveText('0 selected · up to 17 can be added');
  await page.screenshot({ path: testInfo.outputPath('file-results-added.png') });

  // Undo takes the cards away again, and their items become selectable.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('quiz-card')).toHaveCount(0);
  await page.getByTestId('ai-open-file').click();
  await expect(dialog.getByTestId('ai-added-chip')).toHaveCount(0);
});

test('shows the spec §8 message for each refused file', async ({ page }) => {
  // Seven refusals, then a 350-page job kept running for the busy case and drained to its end.
  test.setTimeout(150_000);
  // Another teacher than the other specs': the busy check leaves her a file job running a while.
  await signInByApi(page, demo.admin);
  await openBuilder(page);
  await page.getByTestId('ai-open-file').click();
  const dialog = aiDialog(page, 'Make questions from a file');

  const tryFile = async (file: Parameters<ReturnType<typeof aiFileInput>['setInputFiles']>[0]) => {
    await aiFileInput(page).setInputFiles(file);
    await dialog.getByTestId('ai-generate').click();
  };

  // 415: text renamed to .pdf — the extension passes the browser, the content fails the server.
  await tryFile({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text\n'.repeat(50)),
  });
  await expect(aiAlert(page, 'ai-file-error')).toContainText(
    'Supported files: pdf, csv, txt, docx, pptx, hwp.',
  );
  await confirmAiAlert(page);

  // 423: a PDF with a user password.
  await tryFile(corpusFile('pdf/pdf_encrypted_userpw_openpassword.pdf'));
  await expect(aiAlert(page, 'ai-file-error')).toContainText("Remove the file's password");
  await confirmAiAlert(page);

  // 413: 894 pages, over the 500-page limit.
  await tryFile(corpusFile('pdf/pdf_894pages_over_limit_sicp.pdf'));
  await expect(aiAlert(page, 'ai-file-error')).toContainText('up to 500 pages');
  await confirmAiAlert(page);

  // 413 in the browser: over 30 MB never leaves it; an unsupported extension neither (415).
  const huge = fileOnDisk('huge.txt', 30 * 1024 * 1024 + 1, 0x61);
  try {
    await aiFileInput(page).setInputFiles(huge.path);
    await expect(aiAlert(page, 'ai-file-error')).toContainText('Files can be up to 30 MB.');
  } finally {
    huge.remove();
  }
  await confirmAiAlert(page);
  await aiFileInput(page).setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(aiAlert(page, 'ai-file-error')).toContainText('Supported files');
  await confirmAiAlert(page);

  // 429: the teacher already has a file job running (AI_JOBS_PER_USER = 1).
  const running = await startLongJob(page);
  await tryFile(corpusFile(PAPER));
  await expect(aiAlert(page, 'ai-file-error')).toContainText('The AI is busy');
  await confirmAiAlert(page);
  await running.done;
});

/**
 * Starts a long file job for the signed-in user through the AI service itself (a ~6 MB text) and
 * returns once the server has admitted it (the NDJSON stream's first line), leaving it running.
 */
async function startLongJob(page: import('@playwright/test').Page) {
  const token = (await (
    await page.request.post('/api/ai/token', { headers: { origin: originOf(page) } })
  ).json()) as {
    access_token: string;
  };
  // 350 pages of the 894-page PDF (under the 500-page limit): reading them keeps the job busy for
  // seconds. A repeated text file no longer does: since issue 16 item 1 the generator skips a bill's
  // comparison table and sentences that repeat a run of text, so it finishes at once.
  const source = await PDFDocument.load(readFileSync(corpusFile('pdf/pdf_894pages_over_limit_sicp.pdf')));
  const cut = await PDFDocument.create();
  for (const copied of await cut.copyPages(
    source,
    Array.from({ length: 350 }, (_, index) => index),
  ))
    cut.addPage(copied);
  const form = new FormData();
  form.append('quiz_count', '30');
  form.append(
    'file',
    new Blob([new Uint8Array(await cut.save())], { type: 'application/pdf' }),
    'sicp-350.pdf',
  );
  const response = await fetch(`${originOf(page)}/api/quiz-builder/generate/file`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'x-server-name': 'quizset',
      accept: 'application/x-ndjson',
    },
    body: form,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  expect(first).toContain('"type":"job"');
  // Drained to its end by the caller, so no job of this spec outlives it.
  const done = (async () => {
    while (!(await reader.read()).done) {}
  })();
  return { done };
}

const originOf = (page: import('@playwright/test').Page) => new URL(page.url()).origin;
