/**
 * Edits typed into a rich-text field but not yet reported to its owner (issue 3 "Performance"): the
 * field keeps the document itself while typing and reports it on a short debounce, so a keystroke
 * re-renders only the field's counter, not the card around it. Anything that reads or replaces the
 * owner's copy (finish, a draft write, leaving edit mode, undo, another edit) calls
 * `flushPendingEdits()` first, so nothing typed is lost or reordered.
 */
const pending = new Set<() => void>();

/** How long a field waits after the last keystroke before it reports its document. */
export const COMMIT_DELAY_MS = 250;

/** Registers a field's commit (idempotent); the field removes it when it commits by itself. */
export function addPendingEdit(commit: () => void): void {
  pending.add(commit);
}

export function removePendingEdit(commit: () => void): void {
  pending.delete(commit);
}

/** Reports every field's pending edit now, synchronously. Safe to call from inside a commit. */
export function flushPendingEdits(): void {
  if (pending.size === 0) return;
  const commits = [...pending];
  pending.clear();
  for (const commit of commits) commit();
}

export function hasPendingEdits(): boolean {
  return pending.size > 0;
}
