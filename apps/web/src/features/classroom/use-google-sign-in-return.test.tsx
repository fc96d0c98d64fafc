import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/render';
import { HANDOFF_MESSAGE_TYPE, useGoogleSignInReturn } from './use-google-sign-in-return';

// Issue 11: the iframe's side of the sign-in popup. Only a message from our own origin carrying a
// handoff code is redeemed (session-handoff.ts on the server); anything else is ignored.
describe('useGoogleSignInReturn', () => {
  afterEach(() => vi.unstubAllGlobals());

  const post = (data: unknown, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
    });

  it("redeems our origin's handoff code, then reads the session again", async () => {
    const claims: unknown[] = [];
    mockApi({
      'POST /api/classroom/session-handoffs/claim': ({ body }) => {
        claims.push(body);
        return new Response(null, { status: 204 });
      },
    });
    const recheck = vi.fn();
    renderHook(() => useGoogleSignInReturn(false, recheck));
    post({ type: HANDOFF_MESSAGE_TYPE, code: 'c'.repeat(43) });
    await waitFor(() => expect(recheck).toHaveBeenCalledTimes(1));
    expect(claims).toEqual([{ code: 'c'.repeat(43) }]);
  });

  it('ignores another origin, another message and a code that is not text', async () => {
    const spy = mockApi({});
    const recheck = vi.fn();
    renderHook(() => useGoogleSignInReturn(false, recheck));
    post({ type: HANDOFF_MESSAGE_TYPE, code: 'x'.repeat(43) }, 'https://classroom.google.com');
    post({ type: 'other', code: 'x'.repeat(43) });
    post({ type: HANDOFF_MESSAGE_TYPE, code: 42 });
    post('quizset:google-signed-in');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spy).not.toHaveBeenCalled();
    expect(recheck).not.toHaveBeenCalled();
  });

  it('reports a refused code (used or expired) so the page can ask to sign in again', async () => {
    mockApi({
      'POST /api/classroom/session-handoffs/claim': () =>
        json({ error: { code: 'VALIDATION_FAILED', message: 'The sign-in took too long' } }, 400),
    });
    const recheck = vi.fn();
    const { result } = renderHook(() => useGoogleSignInReturn(false, recheck));
    post({ type: HANDOFF_MESSAGE_TYPE, code: 'c'.repeat(43) });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect((result.current.error as Error).message).toBe('The sign-in took too long');
    expect(recheck).not.toHaveBeenCalled();
  });
});
