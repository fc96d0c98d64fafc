import { LIVE_EVENTS, type LiveGameView, livePlayerViewsOf } from '@quizset/domain';
import type { Server } from 'socket.io';
import type { Db } from '../../db/client';
import { type LiveGameRow, liveViewOf } from './game-view';
import { gameRoom, type LiveSocketData } from './socket-rooms';

/*
 * The views of live games in one API process (issue 23 item 8: "close to leaderboard on every screen
 * < 1 s", "every player is back within 5 s"; item 5: several processes share a game).
 * - A change's view is built once, from the database, by the process that made the change, and handed
 *   to the other processes in one Redis message (serverSideEmit), not one message per socket.
 * - Each process sends its own sockets their view: the host the game's view (the class on the board),
 *   each player only their own row (domain live/player-view.ts) — a few KB per phone, not the class.
 * - The last view of each game is kept: a reconnect storm (a process killed, hundreds of phones at
 *   once) reads the database for the player, not the whole class once per phone. A kept view is used
 *   only while the stored clock still matches it and it lists the joining player; nothing is kept in
 *   the process that is not also in the database.
 */

/** The server-to-server event carrying a built view (Redis adapter only). */
const VIEW_EVENT = 'live:view';
/** A kept view is rebuilt after this long even when the clock still matches (answer counts move). */
const KEPT_MS = 5_000;

export class LiveViews {
  private readonly kept = new Map<string, { view: LiveGameView; at: number }>();
  private readonly building = new Map<string, Promise<LiveGameView>>();

  /** `shared`: the Redis adapter is on (other processes exist and get each view). */
  constructor(
    private readonly io: Server,
    private readonly db: Db,
    private readonly shared: boolean,
  ) {
    if (shared) io.on(VIEW_EVENT, (view: LiveGameView) => this.deliver(view));
  }

  /** Builds `game`'s view afresh and sends it to every screen of the game, in every process. */
  async publish(game: LiveGameRow): Promise<LiveGameView> {
    const view = await liveViewOf(this.db, game);
    this.deliver(view);
    if (this.shared) this.io.serverSideEmit(VIEW_EVENT, view);
    return view;
  }

  /**
   * The current view of `game` for a screen that joins: the kept one when it still fits (same stored
   * clock, recent, and listing `playerId`), else one build shared by the joins that
   * ask at the same time.
   */
  async current(game: LiveGameRow, playerId?: string): Promise<LiveGameView> {
    const fits = (view: LiveGameView) =>
      isOfClock(view, game) &&
      (playerId === undefined || view.players.some((row) => row.playerId === playerId));
    const kept = this.kept.get(game.id);
    if (kept && Date.now() - kept.at < KEPT_MS && fits(kept.view)) return kept.view;
    const pending = this.building.get(game.id);
    if (pending) {
      const view = await pending;
      if (fits(view)) return view;
    }
    const build = liveViewOf(this.db, game).finally(() => {
      if (this.building.get(game.id) === build) this.building.delete(game.id);
    });
    this.building.set(game.id, build);
    const view = await build;
    this.keep(view);
    return view;
  }

  /** Forgets the kept views (the process closes). */
  clear(): void {
    this.kept.clear();
  }

  private keep(view: LiveGameView): void {
    const kept = this.kept.get(view.gameId);
    // Views of one game can cross between processes; the later one (server clock) stays.
    if (kept && kept.view.serverNow > view.serverNow) return;
    if (view.phase === 'ended') this.kept.delete(view.gameId);
    else this.kept.set(view.gameId, { view, at: Date.now() });
  }

  /** Sends `view` to this process's sockets of its game: the host all of it, each player their own. */
  private deliver(view: LiveGameView): void {
    this.keep(view);
    const namespace = this.io.of('/');
    const ids = namespace.adapter.rooms.get(gameRoom(view.gameId));
    if (!ids) return;
    const forPlayer = livePlayerViewsOf(view);
    for (const id of ids) {
      const socket = namespace.sockets.get(id);
      if (!socket) continue;
      const data = socket.data as LiveSocketData;
      if (data.isHost) socket.emit(LIVE_EVENTS.state, view);
      else if (data.playerId) socket.emit(LIVE_EVENTS.state, forPlayer(data.playerId));
    }
  }
}

/** True when `view` was built from the stored clock `game` has now. */
function isOfClock(view: LiveGameView, game: LiveGameRow): boolean {
  return (
    view.phase === game.phase &&
    view.questionIndex === game.questionIndex &&
    view.deadline === (game.deadline?.toISOString() ?? null) &&
    view.pausedRemainingMs === game.pausedRemainingMs &&
    view.windowMs === game.windowMs
  );
}
