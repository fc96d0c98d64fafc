import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRequest, seedRequest, useAction, useRequest } from './requests';

/** The data a `useRequest` of `key` has in its first render ('pending' if none), and once settled. */
async function firstAndLastData(key: string, fetcher: () => Promise<string>): Promise<[string, unknown]> {
  let first: string | undefined;
  const { result } = renderHook(() => {
    const request = useRequest(key, fetcher);
    first ??= request.data ?? 'pending';
    return request;
  });
  await act(async () => undefined);
  return [first ?? 'pending', result.current.data];
}

// Keys are unique per test: swr's cache lives for the page's life (the module's).
describe("the player's requests on swr (issue 20 item 1)", () => {
  it('takes over a prefetch under way instead of asking again, and shares the key', async () => {
    let resolve: (value: string) => void = () => undefined;
    const prefetch = vi.fn(
      () =>
        new Promise<string>((done) => {
          resolve = done;
        }),
    );
    const fetcher = vi.fn(async () => 'again');
    prefetchRequest('t1', prefetch);
    const first = renderHook(() => useRequest('t1', fetcher));
    const second = renderHook(() => useRequest('t1', fetcher));
    expect(first.result.current.isPending).toBe(true);
    act(() => resolve('room'));
    await waitFor(() => expect(first.result.current.data).toBe('room'));
    expect(second.result.current.data).toBe('room');
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('shows an answer prefetched into the cache in the first render, without asking again', async () => {
    const prefetch = vi.fn(async () => 'room');
    const fetcher = vi.fn(async () => 'again');
    prefetchRequest('t1c', prefetch);
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    await act(async () => undefined); // the answer is in
    expect(await firstAndLastData('t1c', fetcher)).toEqual(['room', 'room']);
    expect(fetcher).not.toHaveBeenCalled();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('is pending while disabled, and writes, refetches and reports errors per key', async () => {
    let answer: () => Promise<number> = async () => 1;
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) => useRequest(key, () => answer()),
      {
        initialProps: { key: null as string | null },
      },
    );
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
    rerender({ key: 't2' });
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.setData((current) => (current ?? 0) + 10));
    expect(result.current.data).toBe(11);
    answer = async () => {
      throw new Error('gone');
    };
    await act(() => result.current.refetch());
    expect(result.current.isError).toBe(true);
    expect((result.current.error as Error).message).toBe('gone');
    // The data stays beside the error, as a query's after a failed refetch.
    expect(result.current.data).toBe(11);
  });

  it('asks once (no retry: a 4xx is an answer); asking again with nothing to show is loading, not the old error', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('404');
      await new Promise<void>((done) => {
        release = done;
      });
      return 'room';
    });
    const { result } = renderHook(() => useRequest('t3', fetcher));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);
    fail = false;
    let refetched: Promise<void> = Promise.resolve();
    act(() => {
      refetched = result.current.refetch();
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(result.current.error).toBeNull();
    await act(async () => {
      release();
      await refetched;
    });
    expect(result.current.data).toBe('room');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('asks again on a later mount once the data is 30 s old, except for kept data (a translation)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const kept = vi.fn(async () => 'ko');
      const fresh = vi.fn(async () => 'room');
      const first = renderHook(() => [useRequest('t4', kept, { keep: true }), useRequest('t4b', fresh)]);
      await waitFor(() => expect(first.result.current[1]?.data).toBe('room'));
      first.unmount();
      // Within 30 s a later mount takes the cached data of either.
      const soon = renderHook(() => [useRequest('t4', kept, { keep: true }), useRequest('t4b', fresh)]);
      expect(soon.result.current.map((request) => request.data)).toEqual(['ko', 'room']);
      // swr asks again a frame after a mount with data, unless within the 30 s.
      await act(async () => vi.advanceTimersByTime(100));
      expect(fresh).toHaveBeenCalledTimes(1);
      soon.unmount();
      act(() => vi.advanceTimersByTime(31_000));
      const later = renderHook(() => [useRequest('t4', kept, { keep: true }), useRequest('t4b', fresh)]);
      await waitFor(() => expect(fresh).toHaveBeenCalledTimes(2));
      expect(later.result.current[0]?.data).toBe('ko');
      expect(kept).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows seeded data (the join's answer) in the first render, without asking", async () => {
    const fetcher = vi.fn(async () => 'asked');
    seedRequest('t1s', 'from the join');
    expect(await firstAndLastData('t1s', fetcher)).toEqual(['from the join', 'from the join']);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("a poll takes seeded data (the join's answer) as its first answer and asks a poll's interval later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const poll = vi.fn(async () => 'polled');
      seedRequest('t6', 'from the join');
      const { result } = renderHook(() => useRequest('t6', poll, { refetchInterval: 5000 }));
      expect(result.current.data).toBe('from the join');
      await act(async () => vi.advanceTimersByTime(4000));
      expect(poll).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1500));
      await waitFor(() => expect(result.current.data).toBe('polled'));
      expect(poll).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed poll does not stop the poll (swr alone waits for a retry the player turns off)', async () => {
    let calls = 0;
    const fetcher = vi.fn(async () => {
      calls++;
      if (calls <= 2) throw new Error('503');
      return calls;
    });
    const { result } = renderHook(() => useRequest('t5', fetcher, { refetchInterval: 10 }));
    await waitFor(() => expect(result.current.data).toBeGreaterThanOrEqual(3));
    expect(result.current.isError).toBe(false);
  });

  it('an action is pending, then done or failed; reset forgets the failure', async () => {
    const onSuccess = vi.fn();
    let fail = false;
    const { result } = renderHook(() =>
      useAction(
        async (n: number) => {
          if (fail) throw new Error('refused');
          return n * 2;
        },
        { onSuccess },
      ),
    );
    act(() => result.current.mutate(2));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSuccess).toHaveBeenCalledWith(4, 2);
    fail = true;
    act(() => result.current.mutate(3));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as Error).message).toBe('refused');
    // Asking again, the last failure is no longer shown while it runs.
    fail = false;
    act(() => result.current.mutate(4));
    expect(result.current.isPending).toBe(true);
    expect(result.current.isError).toBe(false);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSuccess).toHaveBeenLastCalledWith(8, 4);
    fail = true;
    act(() => result.current.mutate(5));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isSuccess).toBe(false);
    act(() => result.current.reset());
    expect(result.current.isError).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it("an action is done only once its onSuccess's promise is (a refetch after finishing)", async () => {
    let refetched: (() => void) | null = null;
    const { result } = renderHook(() =>
      useAction(async () => 'finished', {
        onSuccess: () =>
          new Promise<void>((done) => {
            refetched = done;
          }),
      }),
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(refetched).not.toBeNull());
    expect(result.current.isPending).toBe(true);
    await act(async () => refetched?.());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });
});
