import { describe, expect, it } from 'vitest';
import {
  addedIndexes,
  isAllSelected,
  selectableIndexes,
  selectionLimit,
  toggleAll,
  toggleItem,
} from './selection';

describe('selection limit (spec §9: 20 per set minus the questions already in it)', () => {
  it('is 20 minus the count, never below 0', () => {
    expect(selectionLimit(0)).toBe(20);
    expect(selectionLimit(17)).toBe(3);
    expect(selectionLimit(20)).toBe(0);
    expect(selectionLimit(25)).toBe(0);
  });
});

describe('toggleItem (spec §4)', () => {
  const none = { selected: [], added: [] };
  it('selects and deselects, keeping the selection in list order', () => {
    const first = toggleItem(none, 3, 5);
    expect(first).toEqual({ selected: [3], isExceeded: false });
    const second = toggleItem({ selected: first.selected, added: [] }, 1, 5);
    expect(second.selected).toEqual([1, 3]);
    expect(toggleItem({ selected: [1, 3], added: [] }, 3, 5).selected).toEqual([1]);
  });

  it('refuses one more than the limit with isExceeded (the count-exceeded alert)', () => {
    expect(toggleItem({ selected: [0, 1], added: [] }, 2, 2)).toEqual({ selected: [0, 1], isExceeded: true });
    expect(toggleItem(none, 0, 0)).toEqual({ selected: [], isExceeded: true });
    // Deselecting is always allowed, even at the limit.
    expect(toggleItem({ selected: [0, 1], added: [] }, 1, 2)).toEqual({ selected: [0], isExceeded: false });
  });

  it('never selects an item already added', () => {
    expect(toggleItem({ selected: [], added: [2] }, 2, 5)).toEqual({ selected: [], isExceeded: false });
  });
});

describe('toggleAll (spec §4: select-all toggles between all and none)', () => {
  it('selects every item not yet added, then none', () => {
    const all = toggleAll({ selected: [], added: [1] }, 4, 20);
    expect(all).toEqual({ selected: [0, 2, 3], isExceeded: false });
    expect(isAllSelected({ selected: all.selected, added: [1] }, 4, 20)).toBe(true);
    expect(toggleAll({ selected: all.selected, added: [1] }, 4, 20)).toEqual({
      selected: [],
      isExceeded: false,
    });
  });

  it('from a partial selection selects all', () => {
    expect(toggleAll({ selected: [2], added: [] }, 3, 20).selected).toEqual([0, 1, 2]);
  });

  it('stops at the limit, in list order, and says so', () => {
    const capped = toggleAll({ selected: [], added: [] }, 10, 3);
    expect(capped).toEqual({ selected: [0, 1, 2], isExceeded: true });
    // As many as the limit allows counts as "all": the next click selects none.
    expect(isAllSelected({ selected: [0, 1, 2], added: [] }, 10, 3)).toBe(true);
    expect(toggleAll({ selected: [0, 1, 2], added: [] }, 10, 3).selected).toEqual([]);
  });

  it('with nothing selectable is never "all"', () => {
    expect(isAllSelected({ selected: [], added: [0, 1] }, 2, 20)).toBe(false);
    expect(toggleAll({ selected: [], added: [0, 1] }, 2, 20)).toEqual({ selected: [], isExceeded: false });
  });
});

describe('added items', () => {
  it('are the ones whose card is still in the set (an undone add frees them)', () => {
    const addedIds = new Map([
      [0, 'aaaaaaaa'],
      [3, 'bbbbbbbb'],
    ]);
    expect(addedIndexes(addedIds, ['bbbbbbbb', 'aaaaaaaa', 'zzzzzzzz'])).toEqual([0, 3]);
    expect(addedIndexes(addedIds, ['zzzzzzzz', 'bbbbbbbb'])).toEqual([3]);
    expect(selectableIndexes(5, [0, 3])).toEqual([1, 2, 4]);
  });
});
