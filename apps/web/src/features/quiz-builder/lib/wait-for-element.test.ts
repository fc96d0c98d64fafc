import { describe, expect, it } from 'vitest';
import { waitForElement } from './wait-for-element';

/** Spec §2 Finish with the lazy editor (issue 3): the focus waits for the field to exist. */
describe('waitForElement', () => {
  it('resolves with an element added later, and with null after the timeout', async () => {
    const pending = waitForElement('late-field', 1000);
    const element = document.createElement('div');
    element.id = 'late-field';
    setTimeout(() => document.body.append(element), 20);
    await expect(pending).resolves.toBe(element);
    element.remove();
    await expect(waitForElement('never-there', 30)).resolves.toBeNull();
  });
});
