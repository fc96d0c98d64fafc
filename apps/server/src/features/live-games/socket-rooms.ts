/** The Socket.IO rooms of live games (docs/api.md "Live games: the socket contract"). */

/** Every screen of the game: the host's and the players'. */
export const gameRoom = (gameId: string) => `live:${gameId}`;
/** The host's screens of the game (the live answer count). */
export const hostRoom = (gameId: string) => `live-host:${gameId}`;
/** One player's sockets (removal). */
export const playerRoom = (playerId: string) => `live-player:${playerId}`;

/** What a live socket proved at its join. */
export interface LiveSocketData {
  gameId?: string;
  isHost?: boolean;
  playerId?: string;
  locale?: 'ko' | 'en';
}
