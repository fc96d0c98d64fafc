import { LIVE_EVENTS, type LiveAck, type LivePlayerView, type LiveYou } from '@quizset/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { livePlayerView } from '../test/views';
import { useLiveSocket } from './use-live-socket';

type Handler = (...args: never[]) => void;

/** A socket.io-client socket that records handlers and join acknowledgements for the test to fire. */
class FakeSocket {
  readonly handlers = new Map<string, Handler>();
  readonly acks: Array<(ack: LiveAck<{ view: LivePlayerView; you?: LiveYou }>) => void> = [];
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  emit(_event: string, _payload: unknown, ack: (typeof this.acks)[number]) {
    this.acks.push(ack);
    return this;
  }
  disconnect() {
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    (this.handlers.get(event) as ((...values: unknown[]) => void) | undefined)?.(...args);
  }
}

let socket = new FakeSocket();
vi.mock('socket.io-client', () => ({ io: () => socket }));

/*
 * Issue 23 item 5 (live games over Socket.IO): a phone that joins just as the host advances gets the
 * broadcast of the new step first and its join's acknowledgement (built from the game before the
 * action) after it. The phone keeps the newer view.
 */
describe('useLiveSocket', () => {
  afterEach(() => {
    socket = new FakeSocket();
  });

  const you: LiveYou = { playerId: 'p', nickname: 'Sam', team: null, answers: {} };
  const join = { event: LIVE_EVENTS.playerJoin, payload: { playerToken: 't' } };

  it('keeps the newer broadcast when the join acknowledgement of an older step comes after it', () => {
    const { result } = renderHook(() => useLiveSocket<LivePlayerView>(join));
    act(() => socket.fire('connect'));
    const lobby = livePlayerView({ phase: 'lobby', questionIndex: -1 });
    const question = livePlayerView({ phase: 'question', questionIndex: 0 });
    act(() => socket.fire(LIVE_EVENTS.state, question));
    act(() => socket.acks[0]?.({ ok: true, view: lobby, you }));
    expect(result.current.view?.phase).toBe('question');
    // The acknowledgement's own part (the player's answers) is still taken.
    expect(result.current.you).toEqual(you);
  });

  it('takes a view of the same step or a later one as it comes (a pause, the next phase)', () => {
    const { result } = renderHook(() => useLiveSocket<LivePlayerView>(join));
    act(() => socket.fire('connect'));
    act(() =>
      socket.acks[0]?.({ ok: true, view: livePlayerView({ phase: 'question', questionIndex: 0 }), you }),
    );
    act(() =>
      socket.fire(
        LIVE_EVENTS.state,
        livePlayerView({ phase: 'question', questionIndex: 0, pausedRemainingMs: 9_000 }),
      ),
    );
    expect(result.current.view?.pausedRemainingMs).toBe(9_000);
    act(() => socket.fire(LIVE_EVENTS.state, livePlayerView({ phase: 'reveal', questionIndex: 0 })));
    expect(result.current.view?.phase).toBe('reveal');
  });
});
