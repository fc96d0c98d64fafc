import { describe, expect, it } from 'vitest';
import { listKeyAction } from './list-keys';

/** Issue 3: Enter/Backspace rules at 2 and 5 choices, 1 and 5 accepted answers. */
const choice = { isComposing: false, hasModifier: false, min: 2, max: 5 };
const answer = { isComposing: false, hasModifier: false, min: 1, max: 5 };

describe('listKeyAction', () => {
  it('Enter inserts below under the maximum and is swallowed at it', () => {
    expect(listKeyAction({ ...choice, key: 'Enter', isEmpty: false, count: 4 })).toBe('insert');
    expect(listKeyAction({ ...choice, key: 'Enter', isEmpty: false, count: 5 })).toBe('block');
    expect(listKeyAction({ ...answer, key: 'Enter', isEmpty: true, count: 1 })).toBe('insert');
  });

  it('Backspace removes an empty row above the minimum only', () => {
    expect(listKeyAction({ ...choice, key: 'Backspace', isEmpty: true, count: 3 })).toBe('remove');
    expect(listKeyAction({ ...choice, key: 'Backspace', isEmpty: true, count: 2 })).toBeNull();
    expect(listKeyAction({ ...choice, key: 'Backspace', isEmpty: false, count: 5 })).toBeNull();
    expect(listKeyAction({ ...answer, key: 'Backspace', isEmpty: true, count: 2 })).toBe('remove');
    expect(listKeyAction({ ...answer, key: 'Backspace', isEmpty: true, count: 1 })).toBeNull();
  });

  it('leaves IME composition and modified keys alone', () => {
    expect(
      listKeyAction({ ...choice, key: 'Enter', isEmpty: false, count: 2, isComposing: true }),
    ).toBeNull();
    expect(
      listKeyAction({ ...choice, key: 'Enter', isEmpty: false, count: 2, hasModifier: true }),
    ).toBeNull();
  });
});
