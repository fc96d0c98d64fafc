import {
  DRAFT_SAVE_DEBOUNCE_MS,
  DRAFT_STORAGE_KEY,
  DRAFT_VERSION,
  type Draft,
  draftSchema,
  type QuizSetForm,
} from '@quizset/domain';

/**
 * The CREATE-mode draft in localStorage (spec §2 "Drafts"): key `quiz_build_v2`, value
 * `{ version: '3.0', data: QuizSetForm, timeStamp: epoch ms }`. Reading ignores anything that does not
 * parse with the domain's draftSchema (old versions, hand-edited or truncated JSON).
 */
export interface DraftStore {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

export function readDraft(storage: DraftStore): Draft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: DraftStore, data: QuizSetForm, timeStamp: number): void {
  const draft: Draft = { version: DRAFT_VERSION, data, timeStamp };
  storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
}

export function clearDraft(storage: DraftStore): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode, quota): there is nothing to clear.
  }
}

export interface DraftWriterOptions {
  /** Performs one save; may be async. The writer never starts a second before the first settles. */
  save: (form: QuizSetForm) => void | Promise<void>;
  debounceMs?: number;
  onStatus?: (status: 'saving' | 'saved' | 'error') => void;
}

export interface DraftWriter {
  /** Records the latest form and (re)starts the debounce. */
  schedule: (form: QuizSetForm) => void;
  /** Saves the pending form now (tab change, pagehide); resolves when nothing is pending or in flight. */
  flush: () => Promise<void>;
  /** Drops the pending form without saving (after a successful create, or "start new"). */
  cancel: () => void;
}

/**
 * Debounced autosave with one save in flight and the latest edit winning (stack.md style 6): edits
 * during a save are coalesced into one follow-up save of the newest form; older pending forms are
 * never written after a newer one.
 */
export function createDraftWriter({
  save,
  debounceMs = DRAFT_SAVE_DEBOUNCE_MS,
  onStatus,
}: DraftWriterOptions): DraftWriter {
  let pending: QuizSetForm | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = async (): Promise<void> => {
    while (pending) {
      const form = pending;
      pending = null;
      onStatus?.('saving');
      try {
        await save(form);
        if (!pending) onStatus?.('saved');
      } catch {
        onStatus?.('error');
      }
    }
  };

  const start = (): Promise<void> => {
    clearTimer();
    if (!inFlight) {
      inFlight = run().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };

  return {
    schedule(form) {
      pending = form;
      clearTimer();
      timer = setTimeout(() => void start(), debounceMs);
    },
    async flush() {
      if (pending) await start();
      else if (inFlight) await inFlight;
    },
    cancel() {
      clearTimer();
      pending = null;
    },
  };
}
