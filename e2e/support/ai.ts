import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { CORPUS_DIR } from './corpus';

/** A corpus file's path (`../shared/corpus/<relative>`). */
export const corpusFile = (relative: string) => path.join(CORPUS_DIR, relative);

/** Opens a new build page with the first map the plan allows (the map picker opens by itself). */
export async function openBuilder(page: Page): Promise<void> {
  await page.goto('/build');
  await page.getByTestId('map-card-classic-classroom').first().click();
  await page.getByTestId('map-submit').click();
  await expect(page.getByTestId('quiz-list-empty')).toBeVisible();
}

/** The open AI dialog whose title is `name` (English titles; the ko specs use test ids instead). */
export const aiDialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });

/** The file modal's hidden file input (react-dropzone under Mantine's Dropzone). */
export const aiFileInput = (page: Page): Locator =>
  page.getByTestId('ai-file-dropzone').locator('input[type=file]');

/** The alert dialog raised by an AI helper, by its test id (e.g. `ai-file-error`). */
export const aiAlert = (page: Page, testId: string): Locator => page.getByTestId(testId).getByRole('dialog');

/**
 * Closes the AI alert dialog with its only button, once its entry transition has ended. Two CI runs
 * (stops 50 and 51) saw the alert still open 10 s after the click, once with the wait for the entry
 * and once without, and neither reproduced here in 20 runs under a CPU hog: so a failure says what
 * the page held before and after the click (the dialog's text and opacity, what sits on the button's
 * centre, how often an AI dialog opened since), to tell a second alert from a click that missed.
 */
export async function confirmAiAlert(page: Page): Promise<void> {
  await settle(page);
  const confirm = page.getByTestId('ai-alert-confirm');
  const before = await aiAlertState(page);
  await confirm.click();
  try {
    await expect(confirm).toBeHidden();
  } catch (error) {
    throw new Error(
      `the alert stays open after its OK.\nBefore the click: ${before}\nNow: ${await aiAlertState(page)}`,
      { cause: error },
    );
  }
}

/** The AI alert as the page has it, for a failure message; counts AI dialogs opened from its first call on. */
function aiAlertState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const watch = window as unknown as { __aiAlertOpenings?: number };
    if (watch.__aiAlertOpenings === undefined) {
      watch.__aiAlertOpenings = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof Element &&
              (node.matches('[role=dialog]') || node.querySelector('[role=dialog]')) &&
              node.closest('[data-testid^="ai-"]')
            )
              watch.__aiAlertOpenings = (watch.__aiAlertOpenings ?? 0) + 1;
      }).observe(document.body, { subtree: true, childList: true });
    }
    const button = document.querySelector('[data-testid=ai-alert-confirm]');
    const dialog = button?.closest('[role=dialog]');
    const box = button?.getBoundingClientRect();
    const onCentre = box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return JSON.stringify({
      text: dialog?.textContent?.slice(0, 80) ?? null,
      opacity: dialog ? getComputedStyle(dialog).opacity : null,
      transform: dialog ? getComputedStyle(dialog).transform : null,
      button: box ? [box.x, box.y, box.width, box.height].map(Math.round) : null,
      onCentre: onCentre ? onCentre.outerHTML.slice(0, 100) : null,
      openingsSince: watch.__aiAlertOpenings,
      focused: document.activeElement?.outerHTML.slice(0, 80) ?? null,
    });
  });
}

/**
 * Waits until no finite animation or transition runs (dialogs fade in), so a screenshot shows the
 * state and not a frame of its transition; endless ones (loaders, striped bars) are left running.
 * Also until every dialog drawn is fully opaque: Mantine starts a dialog's entry transition one
 * animation frame after drawing it at its start (`pre-entering`: opacity 0, 20 px up), a frame in
 * which no animation runs yet, and on a loaded machine that frame is long enough to be caught.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ) &&
      [...document.querySelectorAll('[role=dialog]')].every(
        (dialog) => dialog.getClientRects().length === 0 || getComputedStyle(dialog).opacity === '1',
      ),
  );
}
