/*
 * What server and pages exchange in a live game (issue 23; docs/api.md "Live games: the socket contract"):
 * the event names and the views. A view never holds a right answer while its question is open:
 * `reveal` is filled only once the question has closed (issue 23 "no answer before the question closes").
 */
import type { PlayerAnswer, PlayerQuestion } from '../play/room';
import type { LivePhase } from './phases';
import type { LiveRanked, LiveTeamStanding } from './scoring';
import type { LiveSettings } from './settings';

/** Socket.IO event names (client → server events answer through the acknowledgement callback). */
export const LIVE_EVENTS = {
  /** host → server `{ gameId, hostToken }`; ack `LiveAck<{ view: LiveGameView }>`. */
  hostJoin: 'host:join',
  /** host → server `{ action: LiveHostAction }`; ack `LiveAck<{ view }>`. */
  hostAction: 'host:action',
  /** host → server `{ playerId }`; ack `LiveAck<{}>`. */
  hostRemove: 'host:remove',
  /** player → server `{ playerToken }`; ack `LiveAck<{ view: LivePlayerView, you: LiveYou }>`. */
  playerJoin: 'player:join',
  /** player → server `{ questionId, answer }`; ack `LiveAck<{ you: LiveYou }>`. */
  playerAnswer: 'player:answer',
  /**
   * server → the game after each change: the host gets `LiveGameView`, each player `LivePlayerView`
   * (their own row, not the class's: player-view.ts).
   */
  state: 'live:state',
  /** server → the host: `{ questionIndex, answeredCount }` as answers arrive. */
  answered: 'live:answered',
  /** server → a removed player: `{}`; the socket is then disconnected. */
  removed: 'live:removed',
} as const;

/** An acknowledgement: ok with its payload, or a localized error message with a code. */
export type LiveAck<T> = ({ ok: true } & T) | { ok: false; code: string; message: string };

export interface LivePlayerEntry {
  playerId: string;
  nickname: string;
  team: number | null;
}

export interface LiveReveal {
  /** The right answer: choice indexes, 'o'/'x', or the accepted texts. */
  correctAnswer: number[] | string | string[];
  /** How many picked each choice (multiple: one count per choice; OX: [o, x]; subjective: [right, wrong]). */
  distribution: number[];
}

export interface LiveStanding extends LiveRanked {
  /** Points of the last closed question (0 when wrong or unanswered). */
  lastPoints: number;
  /** Whether the last closed question was answered right; null when not answered. */
  lastCorrect: boolean | null;
}

/** The view of a game every screen gets (host and players alike). */
export interface LiveGameView {
  gameId: string;
  pin: string;
  title: string;
  phase: LivePhase;
  questionIndex: number;
  questionCount: number;
  /** ISO time the open question closes; null when not running (or paused). */
  deadline: string | null;
  pausedRemainingMs: number | null;
  /** The server's clock when the view was made (ISO), so screens can correct their own clock. */
  serverNow: string;
  /** The question window of the open question, in ms (with extensions). */
  windowMs: number;
  settings: LiveSettings;
  mapType: string;
  /** The map template's art (URL), the board's background. */
  mapImageUrl: string | null;
  round: { round: number; roundCount: number; isRoundEnd: boolean } | null;
  players: LivePlayerEntry[];
  question: PlayerQuestion | null;
  answeredCount: number;
  reveal: LiveReveal | null;
  standings: LiveStanding[];
  teams: LiveTeamStanding[] | null;
  /** Most points one player can have: the board's full length. */
  maxPoints: number;
}

/**
 * What a player's phone gets (issue 23 "Player view": "after each question, right or wrong, points and
 * rank"): the game's view without the class's lists — no `players`, no `standings` of others — but
 * with the player's own standing. Kept small on purpose: one view per phone, 500 phones per game
 * (item 8 "close to leaderboard on every screen < 1 s").
 */
export interface LivePlayerView extends Omit<LiveGameView, 'players' | 'standings'> {
  /** How many play (the lobby's "n joined"). */
  playerCount: number;
  /** The player's own standing (rank among all, points, the last closed question's result); null when not ranked. */
  standing: LiveStanding | null;
}

/** One player's own state (sent to that player only): who they are and their answers. */
export interface LiveYou {
  playerId: string;
  nickname: string;
  team: number | null;
  /** The player's answers by question id; `isCorrect` and `points` only once that question closed. */
  answers: Record<string, { answer: PlayerAnswer; isCorrect?: boolean; points?: number }>;
}

/** The lobby view of `GET /api/live-games/{pin}`: enough to join, nothing of the questions. */
export interface LiveLobbyView {
  gameId: string;
  title: string;
  phase: LivePhase;
  playerCount: number;
  mapType: string;
  /** True when the game takes no more players (full, or ended). */
  isJoinable: boolean;
}
