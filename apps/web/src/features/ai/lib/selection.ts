import { checkQuizCountLimit } from '@quizset/domain';

/**
 * Selection rules of the AI results (spec §4 "AI generation status", §9 "AI selection limit is 20
 * per set minus items already saved"). Items are named by their index in the generated list; `added`
 * are the ones already put into the set (faded, 'added' chip, never selectable again).
 */
export interface Selection {
  /** Selected item indexes, ascending. */
  selected: readonly number[];
  /** Indexes already added to the set. */
  added: readonly number[];
}

const ascending = (list: Iterable<number>) => [...list].sort((a, b) => a - b);

/** What a selection step did: the new selection, and whether the limit stopped part of it. */
export interface SelectionStep {
  selected: number[];
  /** True when the limit refused (part of) the step: show the count-exceeded alert (spec §8). */
  isExceeded: boolean;
}

/** How many more questions the set takes: 20 minus the questions in it (spec §9). */
export function selectionLimit(quizCount: number): number {
  return checkQuizCountLimit(quizCount).available;
}

/**
 * The indexes already added: those whose card (`addedIds`: index → new card id) is still in the set.
 * An add undone (or the card deleted) makes its item selectable again.
 */
export function addedIndexes(addedIds: ReadonlyMap<number, string>, quizIds: readonly string[]): number[] {
  const present = new Set(quizIds);
  return ascending([...addedIds].filter(([, id]) => present.has(id)).map(([index]) => index));
}

/** Indexes that may be selected: every item not yet added. */
export function selectableIndexes(itemCount: number, added: readonly number[]): number[] {
  const isAdded = new Set(added);
  return Array.from({ length: itemCount }, (_, index) => index).filter((index) => !isAdded.has(index));
}

/**
 * Toggles one item: an added item does not change; a selected one is deselected; an unselected one is
 * selected while fewer than `limit` are, else the step is refused with `isExceeded`.
 */
export function toggleItem(selection: Selection, index: number, limit: number): SelectionStep {
  const selected = [...selection.selected];
  if (selection.added.includes(index)) return { selected, isExceeded: false };
  if (selected.includes(index)) return { selected: selected.filter((i) => i !== index), isExceeded: false };
  if (selected.length >= limit) return { selected, isExceeded: true };
  return { selected: ascending([...selected, index]), isExceeded: false };
}

/**
 * True when select-all is "on": something is selected and no more can be (every selectable item, or
 * as many as the limit allows).
 */
export function isAllSelected(selection: Selection, itemCount: number, limit: number): boolean {
  const selectable = selectableIndexes(itemCount, selection.added).length;
  return selection.selected.length > 0 && selection.selected.length >= Math.min(selectable, limit);
}

/**
 * Select-all toggles between all and none (spec §4). "All" is every item not yet added, in list order,
 * up to `limit`; when that leaves some out, `isExceeded` asks for the count-exceeded alert.
 */
export function toggleAll(selection: Selection, itemCount: number, limit: number): SelectionStep {
  if (isAllSelected(selection, itemCount, limit)) return { selected: [], isExceeded: false };
  const selectable = selectableIndexes(itemCount, selection.added);
  return { selected: selectable.slice(0, Math.max(0, limit)), isExceeded: selectable.length > limit };
}
