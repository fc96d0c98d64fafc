import {
  isLiveViewBehind,
  LIVE_EVENTS,
  type LiveAck,
  type LiveGameView,
  type LivePlayerView,
  type LiveYou,
} from '@quizset/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

export interface LiveJoin {
  event: typeof LIVE_EVENTS.hostJoin | typeof LIVE_EVENTS.playerJoin;
  payload: Record<string, string>;
}

/** The host gets the game's view, a player their own (wire.ts `LivePlayerView`). */
type AnyLiveView = LiveGameView | LivePlayerView;

export interface LiveSocketState<V extends AnyLiveView> {
  view: V | null;
  you: LiveYou | null;
  isConnected: boolean;
  isRemoved: boolean;
  /** The join's refusal message, when the server refused it. */
  joinError: string | null;
  answeredCount: number | null;
  /** The view's deadline moved onto this browser's clock (ISO), or null. */
  localDeadline: string | null;
}

/**
 * One Socket.IO connection to a live game (docs/api.md "Live games"): joins on every (re)connect, so a
 * dropped phone or a restarted server gets the current phase and the player's own answers back, and
 * keeps the latest `live:state`. `emit` sends an event and resolves with its acknowledgement.
 */
export function useLiveSocket<V extends AnyLiveView>(join: LiveJoin | null) {
  const socketRef = useRef<Socket | null>(null);
  const [state, setState] = useState<LiveSocketState<V>>({
    view: null,
    you: null,
    isConnected: false,
    isRemoved: false,
    joinError: null,
    answeredCount: null,
    localDeadline: null,
  });
  // The join by its content: a new object with the same join keeps the connection.
  const key = join ? JSON.stringify(join) : null;

  useEffect(() => {
    if (!key) return;
    const join = JSON.parse(key) as LiveJoin;
    const socket = io({ path: '/socket.io', transports: ['websocket'] });
    socketRef.current = socket;
    const takeView = (view: V) => {
      // The server's clock against ours: the countdown shows the server's deadline.
      const skew = Date.parse(view.serverNow) - Date.now();
      const localDeadline = view.deadline ? new Date(Date.parse(view.deadline) - skew).toISOString() : null;
      // A join's acknowledgement can arrive after the broadcast of a newer step (the host advanced
      // meanwhile): the older view is dropped, not shown over the newer one.
      setState((previous) =>
        isLiveViewBehind(previous.view, view)
          ? previous
          : { ...previous, view, localDeadline, answeredCount: view.answeredCount },
      );
    };
    socket.on('connect', () => {
      setState((previous) => ({ ...previous, isConnected: true }));
      socket.emit(join.event, join.payload, (ack: LiveAck<{ view: V; you?: LiveYou }>) => {
        if (!ack.ok) {
          setState((previous) => ({ ...previous, joinError: ack.message }));
          return;
        }
        takeView(ack.view);
        if (ack.you) setState((previous) => ({ ...previous, you: ack.you ?? null, joinError: null }));
      });
    });
    socket.on('disconnect', () => setState((previous) => ({ ...previous, isConnected: false })));
    socket.on(LIVE_EVENTS.state, takeView);
    socket.on(LIVE_EVENTS.answered, (event: { answeredCount: number }) =>
      setState((previous) => ({ ...previous, answeredCount: event.answeredCount })),
    );
    socket.on(LIVE_EVENTS.removed, () => {
      setState((previous) => ({ ...previous, isRemoved: true }));
      socket.disconnect();
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [key]);

  const emit = useCallback(<T>(event: string, payload: unknown): Promise<LiveAck<T>> => {
    const socket = socketRef.current;
    if (!socket) return Promise.resolve({ ok: false, code: 'NETWORK_ERROR', message: '' });
    return socket
      .timeout(10_000)
      .emitWithAck(event, payload)
      .catch(() => ({ ok: false, code: 'NETWORK_ERROR', message: '' }));
  }, []);

  const recordAnswer = useCallback((you: LiveYou) => {
    setState((previous) =>
      previous.you
        ? { ...previous, you: { ...previous.you, answers: { ...previous.you.answers, ...you.answers } } }
        : previous,
    );
  }, []);

  return { ...state, emit, recordAnswer };
}
