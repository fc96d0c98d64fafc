import { expect, type Page } from '@playwright/test';
import { createQuizSetByApi, templates } from './support/api';
import { demo, signInByApi } from './support/auth';
import { addQuestion, card, chooseMap, editCard, mapPicker } from './support/builder';
import { test } from './support/test';

/**
 * Issue 6 "Headers": the Content-Security-Policy the server sends (no inline script, frames from
 * nowhere) must not break any page. Every route of apps/web/src/app/routes.tsx is opened, and the
 * builder's lazy parts too (map picker, equation editor with MathLive and its keyboard, an image
 * resized and uploaded), with every `securitypolicyviolation` event and CSP console error
 * collected: there must be none.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts collecting CSP violations of `page` (events and console errors); returns a reader. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy|refused to/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  return async () => [...consoleErrors, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

// A 1×1 PNG: enough to run the image upload (decode, resize on a canvas, upload, preview).
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const FORMULA = '<span data-type="math" data-latex="\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}"></span>';

/** A public quiz set with formatted text, a formula and a highlight, as the PRO demo teacher. */
async function createRichQuizSet(page: Page): Promise<string> {
  const templateId = (await templates(page)).find((t) => t.templatePlanType === 'FREE')!.templateId;
  return createQuizSetByApi(page, {
    title: 'CSP check',
    templateId,
    quizList: [
      {
        id: 'formula1',
        order: 1,
        imageUrl: null,
        hint: { type: 'text', value: '판별식' },
        type: 'multiple',
        multipleData: {
          question: 'x',
          questionRichText: `<p><strong>근의 공식</strong> <mark data-color="#fff3a3">${FORMULA}</mark></p>`,
          choiceListV2: [
            { text: 'a', richText: `<p>${FORMULA}</p>`, imageUrl: null },
            { text: 'b', richText: '<p>b</p>', imageUrl: null },
          ],
          answerList: ['0'],
        },
      },
    ],
  });
}

test.describe('every page loads without a CSP violation', () => {
  let quizSetId = '';
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInByApi(page, demo.pro);
    quizSetId = await createRichQuizSet(page);
    await page.close();
  });

  test('signed-out pages: /, /landing, /pricing, password reset, /public, /login, /sign-up, /quiz/{id}, /users/{id}, not found', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // A visitor at / gets the landing page (issue 8).
    await expect(page.getByTestId('landing')).toBeVisible();
    for (const [url, ready] of [
      ['/public', page.getByRole('searchbox', { name: 'Search' })],
      ['/landing', page.getByTestId('landing')],
      ['/pricing', page.getByTestId('plan-comparison')],
      ['/forgot-password', page.getByRole('button', { name: 'Send the link' })],
      ['/reset-password?token=x', page.locator('main')],
      ['/login', page.getByRole('button', { name: /sign in/i })],
      ['/sign-up', page.getByRole('button', { name: /sign up/i }).first()],
      [`/quiz/${quizSetId}`, page.getByRole('heading', { name: 'CSP check' })],
      ['/users/demo-pro', page.locator('main')],
      ['/no-such-page', page.locator('main')],
    ] as const) {
      await page.goto(url);
      await expect(ready).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // The formula went through MathLive (its fonts and inline styles are allowed).
    await page.goto(`/quiz/${quizSetId}`);
    await expect(page.locator('.ML__latex').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('signed-in pages: /my-quizzes, /sign-up/type, /account, /admin/quotes, /build with its lazy parts', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await signInByApi(page, demo.pro);
    for (const url of ['/my-quizzes', '/sign-up/type', '/account', '/admin/quotes']) {
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }

    await page.goto('/build');
    await expect(mapPicker(page)).toBeVisible();
    await chooseMap(page);
    await addQuestion(page, 'multiple');
    await editCard(page, 1);
    const tools = card(page, 1).locator('[data-variant="full"]');
    await tools.getByTestId('insert-formula').click();
    const dialog = page.getByRole('dialog', { name: 'Insert a formula' });
    const mathField = dialog.getByTestId('math-field');
    // The dialog focuses the field itself once MathLive has it; keys sent before then can be lost.
    await expect(mathField).toBeFocused();
    await page.keyboard.type('x^2');
    await expect(dialog.getByTestId('equation-submit')).toBeEnabled();
    await dialog.getByTestId('equation-submit').click();
    await expect(dialog).toBeHidden();
    // An image is decoded, resized on a canvas and uploaded; its preview is a same-origin URL.
    const imageArea = card(page, 1).getByTestId('question-image-field').first();
    await imageArea
      .locator('input[type=file]')
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(imageArea.getByTestId('question-image').locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );
    expect(await violations()).toEqual([]);
  });

  test('quiz rooms (issue 10): the room panel with its QR code, the results, the player with a formula', async ({
    page,
    browser,
  }) => {
    const violations = await watchCsp(page);
    await signInByApi(page, demo.pro);
    const quizSetId = await createRichQuizSet(page);
    await page.goto(`/quiz/${quizSetId}`);
    await page.getByRole('button', { name: 'Open a room' }).click();
    await expect(page.getByTestId('room-qr')).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'Room link' }).inputValue();
    await page.goto(`/quiz/${quizSetId}/results`);
    await expect(page.getByTestId('item-analysis')).toBeVisible();
    expect(await violations()).toEqual([]);

    // The player's own entry (play.html), as a guest; MathLive loads for the formula question.
    const guest = await (await browser.newContext({ locale: 'en-US' })).newPage();
    const guestViolations = await watchCsp(guest);
    await guest.goto(new URL(link).pathname);
    await guest.getByLabel('Nickname').fill('CSP');
    await guest.getByRole('button', { name: 'Start' }).click();
    await expect(guest.locator('.ML__latex').first()).toBeVisible();
    await guest.getByRole('button', { name: 'Show a hint' }).click();
    await guest.waitForLoadState('networkidle');
    expect(await guestViolations()).toEqual([]);
  });
});
