import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRequest, useAction, useRequest } from './requests';

// Keys are unique per test: the cache lives for the page's life (the module's).
describe("the player's requests without TanStack Query (issue 20 item 1)", () => {
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
    act(() => result.current.reset());
    expect(result.current.isError).toBe(false);
    expect(result.current.error).toBeNull();
  });
});
