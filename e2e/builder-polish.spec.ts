import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createQuizSetByApi, templates, uniqueWord } from './support/api';
import { demo, signInByApi } from './support/auth';
import {
  addQuestion,
  card,
  chooseFirstMap,
  chooseMap,
  chooseSchoolInfo,
  editCard,
  fillQuestion,
  KR_SCHOOL_INFO,
  mapPicker,
} from './support/builder';
import { CORPUS_DIR, hasCorpus } from './support/corpus';
import { test } from './support/test';

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

test.describe('phone photos (issue 7; spec §5: resized in the browser, then compressed)', () => {
  test.skip(!hasCorpus, 'the shared corpus (../shared/corpus) is not here');

  const imageArea = (page: Page) => card(page, 1).getByTestId('question-image-field').first();
  const pick = (page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) =>
    imageArea(page).locator('input[type=file]').setInputFiles(file);
  const uploaded = (page: Page) => imageArea(page).getByTestId('question-image').locator('img');

  test.beforeEach(async ({ page }) => {
    await signInByApi(page, demo.pro);
    await page.goto('/build');
    await chooseMap(page);
    await addQuestion(page, 'multiple');
    await editCardFirst(page);
  });

  test('a 4032×3024 camera JPEG over 3 MB is resized to 2047 px and compressed, not refused', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const photo = await cameraJpeg(page, 4032, 3024);
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    await pick(page, { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: photo });
    // Resizing and a few webp encodings of a 12-megapixel photo take a while on a busy machine.
    await expect(uploaded(page)).toHaveAttribute('src', /^\/uploads\//, { timeout: 90_000 });
    const size = await naturalSize(uploaded(page));
    expect(size.width).toBe(2047);
    expect(Math.abs(size.height - Math.round((3024 * 2047) / 4032))).toBeLessThanOrEqual(1);
  });

  test('a tall 1512×2688 JPEG with a gain map after it (the Ultra-HDR layout) is resized', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const photo = await cameraJpeg(page, 1512, 2688);
    const gainMap = await cameraJpeg(page, 378, 672);
    await pick(page, {
      name: 'PXL_20240507.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([photo, gainMap]),
    });
    await expect(uploaded(page)).toHaveAttribute('src', /^\/uploads\//, { timeout: 90_000 });
    const size = await naturalSize(uploaded(page));
    expect(size.height).toBe(2047);
    expect(Math.abs(size.width - Math.round((1512 * 2047) / 2688))).toBeLessThanOrEqual(1);
  });

  test('only a file that does not decode gets "could not be read"', async ({ page }) => {
    for (const name of [
      'invalid/img_invalid_truncated_png_10000bytes.png',
      'invalid/img_invalid_corrupt_1642x1095.png',
      // Pillow's ultrahdr.jpg: headers and thumbnail only, the photo's scan data is cut off.
      'limits/img_limit_1512x2688_tall.jpg',
    ]) {
      await pick(page, path.join(CORPUS_DIR, 'images', name));
      await expect(imageArea(page).getByTestId('image-upload-failure'), name).toContainText(
        'This image could not be read',
      );
      await expect(uploaded(page)).toHaveCount(0);
    }
  });
});

/** Puts the first card in edit mode (its image field shows only there). */
async function editCardFirst(page: Page): Promise<void> {
  await fillQuestion(page, 1, 'A photo question');
}

/** The decoded size of an uploaded image as the browser shows it. */
async function naturalSize(image: Locator): Promise<{ width: number; height: number }> {
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((el: HTMLImageElement) => ({ width: el.naturalWidth, height: el.naturalHeight }));
}

/**
 * A JPEG as a phone camera writes it: full size, high quality, with fine detail (a gradient plus
 * noise, so it does not shrink to nothing), drawn by the browser itself.
 */
async function cameraJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      // A 256-px tile of noise over a gradient: detail everywhere, cheap to draw.
      const tile = new OffscreenCanvas(256, 256);
      const tileContext = tile.getContext('2d')!;
      const noise = tileContext.createImageData(256, 256);
      let seed = 7;
      for (let i = 0; i < noise.data.length; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        noise.data[i] = i % 4 === 3 ? 255 : (seed >> 16) & 255;
      }
      tileContext.putImageData(noise, 0, 0);
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#3b82f6');
      gradient.addColorStop(1, '#f59e0b');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.globalAlpha = 0.35;
      context.fillStyle = context.createPattern(tile, 'repeat')!;
      context.fillRect(0, 0, w, h);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

test('keyboard: focus goes to the title after a map, the picker closes by a named button, Escape leaves edit mode, hidden toolbars are out of the tab order', async ({
  page,
}) => {
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  await expect(mapPicker(page).getByRole('button', { name: 'Close the map picker' })).toBeVisible();
  await chooseMap(page);
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toBeFocused();

  await addQuestion(page, 'multiple');
  await fillQuestion(page, 1, 'Escape test');
  const scope = card(page, 1);
  // Only the focused field shows its toolbar; the others' buttons are not reachable by Tab.
  await scope.getByRole('textbox', { name: 'Choice 2', exact: true }).focus();
  await expect(scope.getByRole('button', { name: 'Bold' })).toHaveCount(2); // question + choice 2
  await page.keyboard.press('Escape');
  await expect(scope).toHaveAttribute('data-editing', 'false');
  await expect(scope).toBeFocused();
  // A focused view-mode card shows a focus ring.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(scope).toBeFocused();
  expect(await scope.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
});

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('every label of an edited card is Korean (file upload included)', async ({ page }) => {
    await signInByApi(page, demo.pro);
    await page.goto('/build');
    await chooseFirstMap(page);
    await page.getByTestId('add-question-multiple').click();
    const scope = page.getByTestId('quiz-card').first();
    await scope.focus();
    await page.keyboard.press('Enter');
    await expect(scope).toHaveAttribute('data-editing', 'true');
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-label], [title], input[placeholder]')].flatMap((el) =>
        ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
      ),
    );
    const english = labels.filter(
      (label) => /[A-Za-z]{3,}/.test(label) && !/^(Quizset|YouTube|OX|AI)\b/.test(label),
    );
    expect(english).toEqual([]);
  });
});

for (const width of [1280, 375]) {
  test(`at ${width} px: map names are whole, the choice toolbar fits, the settings tab opens at its top`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page, demo.pro);
    await page.goto('/build');
    const dialog = mapPicker(page);
    await expect(dialog.locator('[data-testid^="map-card-"]').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`map-picker-${width}.png`) });
    // Every English map name is shown whole: nothing clipped by the two-line clamp.
    const clipped = await dialog
      .locator('[data-testid^="map-card-"] p:first-of-type')
      .evaluateAll((names) =>
        names.filter((n) => n.scrollHeight > n.clientHeight + 1).map((n) => n.textContent),
      );
    expect(clipped).toEqual([]);
    await chooseMap(page);

    for (let n = 1; n <= 3; n++) await addQuestion(page, 'multiple');
    await fillQuestion(page, 3, 'Toolbar test');
    const choice = card(page, 3).getByRole('textbox', { name: 'Choice 1', exact: true });
    await choice.click();
    const toolbar = card(page, 3)
      .locator('[data-testid="choice-input"] .mantine-RichTextEditor-toolbar')
      .first();
    await expect(toolbar).toBeVisible();
    const [bar, field] = [
      await toolbar.boundingBox(),
      await card(page, 3).getByTestId('choice-input').first().boundingBox(),
    ];
    expect(bar!.x).toBeGreaterThanOrEqual(field!.x - 1);
    expect(bar!.x + bar!.width).toBeLessThanOrEqual(field!.x + field!.width + 1);
    // It floats above the field, covering neither the field nor the choices below it.
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(field!.y);
    await page.screenshot({ path: testInfo.outputPath(`choice-toolbar-${width}.png`) });

    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByTestId('build-tabs').getByText('Settings').click();
    await expect(page.getByTestId('settings-title')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`settings-top-${width}.png`) });
  });
}

test('view mode: a YouTube hint shows its link, an invalid one is flagged, a small image keeps its size', async ({
  page,
}) => {
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  await chooseMap(page);
  await addQuestion(page, 'ox');
  await fillQuestion(page, 1, 'Is this a video?');
  const scope = card(page, 1);
  await scope.getByRole('button', { name: 'Add a hint' }).click();
  await scope.getByTestId('hint-type').getByText('YouTube').click();
  const link = scope.getByRole('textbox', { name: 'YouTube link' });
  await link.fill('https://example.com/not-a-video');
  await link.press('Escape');
  await expect(scope).toHaveAttribute('data-editing', 'false');
  await expect(scope.getByTestId('hint-youtube-link')).toHaveText('https://example.com/not-a-video');
  await expect(scope.getByTestId('hint-youtube-invalid')).toHaveText('Youtube link is invalid');

  await editCard(page, 1);
  await scope.getByRole('textbox', { name: 'YouTube link' }).fill('https://youtu.be/dQw4w9WgXcQ');
  // A 128 × 128 question image: the corpus's, or one drawn here when ../shared is not beside the clone.
  await scope
    .getByTestId('question-image-field')
    .first()
    .locator('input[type=file]')
    .setInputFiles(
      hasCorpus
        ? path.join(CORPUS_DIR, 'images/valid/img_valid_hopper_128x128.png')
        : {
            name: 'square-128.png',
            mimeType: 'image/png',
            buffer: await sharp({
              create: { width: 128, height: 128, channels: 3, background: { r: 80, g: 120, b: 200 } },
            })
              .png()
              .toBuffer(),
          },
    );
  await expect(scope.getByTestId('question-image').locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await scope.getByRole('textbox', { name: 'YouTube link' }).press('Escape');
  await expect(scope).toHaveAttribute('data-editing', 'false');
  await expect(scope.getByTestId('hint-youtube-link')).toHaveText('https://youtu.be/dQw4w9WgXcQ');
  await expect(scope.getByTestId('hint-youtube-invalid')).toHaveCount(0);
  await expect(scope.getByTestId('youtube-preview')).toHaveAttribute('src', /dQw4w9WgXcQ/);
  const image = scope.getByTestId('view-image').locator('img');
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(128);
  const box = await image.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(128);
  expect(box!.height).toBeLessThanOrEqual(128);
});

test('duplicating a set whose map is above the plan asks for another map first', async ({ page }) => {
  await signInByApi(page, demo.pro);
  const proMap = (await templates(page)).find((template) => template.templatePlanType === 'PRO');
  test.skip(!proMap, 'no PRO map is seeded');
  const title = uniqueWord('Pro map ');
  const id = await createQuizSetByApi(page, { title, templateId: proMap!.templateId });
  await page.context().clearCookies();
  await signInByApi(page, demo.free);
  await page.goto(`/build?quizSetId=${id}&mode=DUPLICATE`);
  await expect(mapPicker(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue(`${title} (copy)`);
  await chooseMap(page);
  await expect(page.getByRole('textbox', { name: 'Quiz set title' })).toBeFocused();
});
