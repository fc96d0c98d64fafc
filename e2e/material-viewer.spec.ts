import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { createQuizSetByApi, uniqueWord } from './support/api';
import { demo, origin, signInByApi } from './support/auth';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { CORPUS_DIR, hasCorpus } from './support/corpus';
import { test } from './support/test';

/*
 * Issue 8's learning material on /quiz/{id}: a link that opens the PDF in a new tab, inline in
 * Chrome's PDF viewer (not a download), sandboxed. A file of its own because it needs the full
 * browser: the suite's headless shell has no PDF viewer (support/chromium.ts). The upload itself and
 * its errors are in settings-tools.spec.ts.
 */

test.use({ launchOptions: CHROMIUM_LAUNCH_OPTIONS });
test.skip(!hasCorpus, 'needs ../shared/corpus');

test('the material shows on /quiz/{id} and opens in a new tab', async ({ page }) => {
  await signInByApi(page, demo.free);
  const upload = await page.request.post('/api/materials', {
    headers: { origin },
    multipart: {
      file: {
        name: 'korean.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(`${CORPUS_DIR}/pdf/pdf_korean_hello_world_1page.pdf`),
      },
    },
  });
  expect(upload.status()).toBe(200);
  const { fileUrl, fileSize } = (await upload.json()).data;
  const id = await createQuizSetByApi(page, {
    title: uniqueWord('Material '),
    templateId: 'classic-classroom',
    extra: {
      materials: [
        {
          type: 'FILE',
          url: fileUrl,
          originalFileName: 'korean.pdf',
          fileSize,
          allowReopenDuringPlay: true,
        },
      ],
    },
  });
  await page.goto(`/quiz/${id}`);
  const link = page.getByTestId('quiz-materials').getByRole('link', { name: 'korean.pdf' });
  await expect(link).toHaveAttribute('href', fileUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  // Served inline (not a download): the new tab shows it in Chromium's PDF viewer, sandboxed.
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  const downloads: unknown[] = [];
  popup.on('download', (download) => downloads.push(download));
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(new RegExp(`${fileUrl}$`));
  await expect
    .poll(() => popup.frames().some((frame) => frame.url().startsWith('chrome-extension://')))
    .toBe(true);
  expect(downloads).toHaveLength(0);
  const served = await page.request.get(fileUrl);
  expect(served.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'inline',
    'x-content-type-options': 'nosniff',
  });
  expect(served.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
});
