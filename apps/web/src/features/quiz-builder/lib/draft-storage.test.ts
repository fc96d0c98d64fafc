import { createEmptyQuizSetForm, DRAFT_STORAGE_KEY, type QuizSetForm } from '@quizset/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, createDraftWriter, type DraftStore, readDraft, writeDraft } from './draft-storage';

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

describe('read / write / clear', () => {
  it('round-trips a draft with version 3.0', () => {
    const store = memoryStore();
    writeDraft(store, titled('A'), 1234);
    expect(JSON.parse(store.items.get(DRAFT_STORAGE_KEY)!).version).toBe('3.0');
    expect(readDraft(store)).toEqual({ version: '3.0', data: titled('A'), timeStamp: 1234 });
    clearDraft(store);
    expect(readDraft(store)).toBeNull();
  });

  it('ignores other versions and malformed JSON', () => {
    const store = memoryStore();
    store.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: '2.0', data: titled('A'), timeStamp: 1 }));
    expect(readDraft(store)).toBeNull();
    store.setItem(DRAFT_STORAGE_KEY, '{"version":"3.0","data":');
    expect(readDraft(store)).toBeNull();
    store.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: '3.0', data: { title: 1 }, timeStamp: 1 }));
    expect(readDraft(store)).toBeNull();
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
