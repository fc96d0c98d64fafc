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
 * Closes the AI alert dialog with its only button, once its entry transition has ended: a CI run on
 * a loaded machine saw the alert still open 10 s after a click made while it slid in (Mantine's
 * `fade-down` moves it 20 px, more than half the button's height), which never reproduced here.
 */
export async function confirmAiAlert(page: Page): Promise<void> {
  await settle(page);
  await page.getByTestId('ai-alert-confirm').click();
  await expect(page.getByTestId('ai-alert-confirm'), 'the alert stays open after its OK').toBeHidden();
}

/**
 * Waits until no finite animation or transition runs (dialogs fade in), so a screenshot shows the
 * state and not a frame of its transition; endless ones (loaders, striped bars) are left running.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}
