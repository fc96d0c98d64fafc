import type { LiveSettings } from '@quizset/domain';
import { apiRequest } from '../../lib/api-client';

/** `POST /api/quizsets/{id}/live-games` (docs/api.md "Live games"). */
export async function createLiveGame(quizSetId: string, settings: Partial<LiveSettings>) {
  const { data } = await apiRequest<{ data: { gameId: string; pin: string } }>(
    `/api/quizsets/${encodeURIComponent(quizSetId)}/live-games`,
    { method: 'POST', body: settings },
  );
  return data;
}

/** `POST /api/live-games/{gameId}/host-token`: the host's socket credential (owner). */
export async function fetchHostToken(gameId: string) {
  const { data } = await apiRequest<{ data: { hostToken: string; pin: string; quizSetId: string } }>(
    `/api/live-games/${encodeURIComponent(gameId)}/host-token`,
    { method: 'POST' },
  );
  return data;
}

/**
 * `POST /api/live-games/{pin}/players`: join with a nickname, or with `''` as the signed-in account (the
 * server uses its name); the token is kept for reconnects.
 */
export async function joinLiveGame(pin: string, nickname: string) {
  const { data } = await apiRequest<{ data: { gameId: string; playerId: string; playerToken: string } }>(
    `/api/live-games/${encodeURIComponent(pin)}/players`,
    { method: 'POST', body: { nickname } },
  );
  return data;
}
