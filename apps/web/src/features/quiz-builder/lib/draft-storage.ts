import {
  DRAFT_SAVE_DEBOUNCE_MS,
  DRAFT_STORAGE_KEY,
  DRAFT_VERSION,
  type Draft,
  type QuizSetForm,
} from '@quizset/domain';

/**
 * The CREATE-mode draft in localStorage (spec §3 "Draft"): `{ version: '3.0', data: QuizSetForm,
 * timeStamp: epoch ms }` plus `ownerId`, the user id of the teacher who typed it (issue 7 "Drafts
 * belong to their user"). Each teacher's draft sits under its own key, `quiz_build_v2:{userId}`, so on
 * a shared school PC one account never sees, nor overwrites, another's draft; signing out removes
 * nothing. Reading ignores anything that does not parse with the domain's draftSchema (old versions,
 * hand-edited or truncated JSON) or that names another owner.
 *
 * A draft written before drafts had owners sits under the bare `quiz_build_v2` key. The builder has
 * always required a signed-in teacher, so it was typed by someone with an account on this device: the
 * first teacher who opens the builder is offered it and it moves under that teacher's key at once, so
 * it is never offered to a second account.
 */
export interface DraftStore {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

/** The storage key of one teacher's draft. */
export function draftKey(ownerId: string): string {
  return `${DRAFT_STORAGE_KEY}:${ownerId}`;
}

/**
 * The draft schema comes with zod, ~20 kB gzip: it is loaded only when a draft is stored, after the
 * builder's first load (issue 20 item 1 "zod leaves the first load of /build").
 */
async function parseDraft(raw: string | null): Promise<(Draft & { ownerId?: unknown }) | null> {
  if (!raw) return null;
  const { draftSchema } = await import('./draft-schema');
  try {
    const json: unknown = JSON.parse(raw);
    const parsed = draftSchema.safeParse(json);
    if (!parsed.success) return null;
    const ownerId = (json as { ownerId?: unknown }).ownerId;
    return ownerId === undefined ? parsed.data : { ...parsed.data, ownerId };
  } catch {
    return null;
  }
}

/**
 * The draft of `ownerId` (a user id), or null; claims an ownerless draft from before owners.
 * Resolves without loading anything when no draft is stored (the common case: the map picker opens
 * at once).
 */
export async function readDraft(storage: DraftStore, ownerId: string): Promise<Draft | null> {
  try {
    const own = await parseDraft(storage.getItem(draftKey(ownerId)));
    if (own) return own.ownerId === ownerId ? strip(own) : null;
    const legacy = await parseDraft(storage.getItem(DRAFT_STORAGE_KEY));
    if (!legacy || legacy.ownerId !== undefined) return null;
    const draft = strip(legacy);
    writeDraft(storage, ownerId, draft.data, draft.timeStamp);
    storage.removeItem(DRAFT_STORAGE_KEY);
    return draft;
  } catch {
    // Storage unavailable (private mode, blocked): there is no draft to offer.
    return null;
  }
}

function strip({ version, data, timeStamp }: Draft): Draft {
  return { version, data, timeStamp };
}

export function writeDraft(storage: DraftStore, ownerId: string, data: QuizSetForm, timeStamp: number): void {
  const draft: Draft & { ownerId: string } = { version: DRAFT_VERSION, data, timeStamp, ownerId };
  storage.setItem(draftKey(ownerId), JSON.stringify(draft));
}

/** Removes `ownerId`'s draft only; another teacher's draft on the same device stays. */
export function clearDraft(storage: DraftStore, ownerId: string): void {
  try {
    storage.removeItem(draftKey(ownerId));
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
