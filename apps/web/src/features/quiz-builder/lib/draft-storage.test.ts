import { createEmptyQuizSetForm, DRAFT_STORAGE_KEY, type QuizSetForm } from '@quizset/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  createDraftWriter,
  type DraftStore,
  draftKey,
  readDraft,
  writeDraft,
} from './draft-storage';

function memoryStore(): DraftStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const titled = (title: string): QuizSetForm => ({ ...createEmptyQuizSetForm(), title });

describe('read / write / clear (spec §3 "Draft"; issue 7 "Drafts belong to their user")', () => {
  it('round-trips a draft with version 3.0 under its owner', async () => {
    const store = memoryStore();
    writeDraft(store, 'user-a', titled('A'), 1234);
    const stored = JSON.parse(store.items.get(draftKey('user-a'))!);
    expect(stored).toMatchObject({ version: '3.0', ownerId: 'user-a', timeStamp: 1234 });
    expect(await readDraft(store, 'user-a')).toEqual({ version: '3.0', data: titled('A'), timeStamp: 1234 });
    clearDraft(store, 'user-a');
    expect(await readDraft(store, 'user-a')).toBeNull();
  });

  it("never offers a draft to another user, and each user's draft survives the other's writes", async () => {
    const store = memoryStore();
    writeDraft(store, 'user-a', titled('A'), 1);
    expect(await readDraft(store, 'user-b')).toBeNull();
    writeDraft(store, 'user-b', titled('B'), 2);
    clearDraft(store, 'user-b');
    expect((await readDraft(store, 'user-a'))?.data.title).toBe('A');
    expect(await readDraft(store, 'user-b')).toBeNull();
  });

  it('refuses a draft whose recorded owner differs from its key (copied or hand-edited storage)', async () => {
    const store = memoryStore();
    const forged = { version: '3.0', data: titled('A'), timeStamp: 1, ownerId: 'user-a' };
    store.setItem(draftKey('user-b'), JSON.stringify(forged));
    expect(await readDraft(store, 'user-b')).toBeNull();
  });

  it('gives an ownerless draft from before owners to the first user who reads it, once', async () => {
    const store = memoryStore();
    store.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: '3.0', data: titled('Old'), timeStamp: 5 }));
    expect(await readDraft(store, 'user-a')).toEqual({ version: '3.0', data: titled('Old'), timeStamp: 5 });
    expect(store.items.has(DRAFT_STORAGE_KEY)).toBe(false);
    expect(await readDraft(store, 'user-b')).toBeNull();
    expect((await readDraft(store, 'user-a'))?.data.title).toBe('Old');
  });

  it('does not claim a bare-key draft that names an owner', async () => {
    const store = memoryStore();
    const owned = { version: '3.0', data: titled('A'), timeStamp: 1, ownerId: 'user-a' };
    store.setItem(DRAFT_STORAGE_KEY, JSON.stringify(owned));
    expect(await readDraft(store, 'user-b')).toBeNull();
    expect(store.items.has(DRAFT_STORAGE_KEY)).toBe(true);
  });

  it('ignores other versions and malformed JSON', async () => {
    const store = memoryStore();
    const key = draftKey('user-a');
    store.setItem(
      key,
      JSON.stringify({ version: '2.0', data: titled('A'), timeStamp: 1, ownerId: 'user-a' }),
    );
    expect(await readDraft(store, 'user-a')).toBeNull();
    store.setItem(key, '{"version":"3.0","data":');
    expect(await readDraft(store, 'user-a')).toBeNull();
    store.setItem(
      key,
      JSON.stringify({ version: '3.0', data: { title: 1 }, timeStamp: 1, ownerId: 'user-a' }),
    );
    expect(await readDraft(store, 'user-a')).toBeNull();
  });
});

describe('createDraftWriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces bursts into one save of the latest form', async () => {
    const save = vi.fn();
    const writer = createDraftWriter({ save, debounceMs: 500 });
    writer.schedule(titled('a'));
    await vi.advanceTimersByTimeAsync(300);
    writer.schedule(titled('ab'));
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save.mock.calls).toEqual([[titled('ab')]]);
  });

  it('runs one save at a time; edits during a save become one follow-up save of the newest', async () => {
    const releases: (() => void)[] = [];
    const save = vi.fn((_form: QuizSetForm) => new Promise<void>((resolve) => releases.push(resolve)));
    const writer = createDraftWriter({ save, debounceMs: 500 });
    writer.schedule(titled('1'));
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    writer.schedule(titled('2'));
    writer.schedule(titled('3'));
    const flushed = writer.flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    releases[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls.map(([form]) => form.title)).toEqual(['1', '3']);
    releases[1]!();
    await flushed;
  });

  it('flush saves immediately and cancel drops the pending form', async () => {
    const save = vi.fn();
    const statuses: string[] = [];
    const writer = createDraftWriter({ save, onStatus: (status) => statuses.push(status) });
    writer.schedule(titled('now'));
    await writer.flush();
    expect(save).toHaveBeenCalledWith(titled('now'));
    expect(statuses).toEqual(['saving', 'saved']);
    writer.schedule(titled('never'));
    writer.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
