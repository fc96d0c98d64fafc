/*
 * The phone's view of a live game (issue 23 "Player view"; wire.ts `LivePlayerView`), derived from the
 * host's view on the server: the class's lists stay on the projector, the phone gets its own row.
 * Pure, so each API process derives it for its own sockets from one view built once per change.
 */
import type { LiveGameView, LivePlayerView, LiveStanding } from './wire';

/**
 * The players' views of `view`: a function from a player id to that player's view — every field of
 * the game's view but `players` and `standings`, plus `playerCount` and the player's own `standing`
 * (null when they are not in the standings: removed, or joined after the view was built). The shared
 * part and the index by player are made once, so a process with hundreds of phones pays O(1) per phone.
 * What the game's view keeps back while a question is open (the right answer, points of the open
 * question) stays kept back: this only removes.
 */
export function livePlayerViewsOf(view: LiveGameView): (playerId: string) => LivePlayerView {
  const { players, standings, ...shared } = view;
  const byPlayer = new Map<string, LiveStanding>(standings.map((row) => [row.playerId, row]));
  const playerCount = players.length;
  return (playerId) => ({ ...shared, playerCount, standing: byPlayer.get(playerId) ?? null });
}
