import { expect, type Locator, type Page } from '@playwright/test';

/** True when `target` holds the keyboard focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus, as a keyboard-only teacher
 * would; fails after `max` presses so a focus trap or a lost focus shows as a failure.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false } = {},
): Promise<number> {
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target} in ${max} presses of Tab`);
}

/** The focused element is inside `scope` (or is it). */
export async function expectFocusWithin(scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.evaluate((element) => element.contains(document.activeElement)), {
      message: `focus within ${scope}`,
    })
    .toBe(true);
}
