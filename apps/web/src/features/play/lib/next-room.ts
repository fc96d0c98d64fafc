import { apiRequest } from '../../../lib/api-client';
import { joinRoom, storeAttemptId, storeContinuedAttempt } from '../api';

/**
 * "다음 퀴즈" (issue 15 item 10): asks for the next set's room of the player's finished attempt
 * (`POST /api/attempts/{attemptId}/next-room`, created on demand by the server), joins it as the same
 * player — signed in, or a guest under the same nickname — and keeps the new attempt for the room so
 * the player opens on its first question (without the shared-device resume question). Resolves the next room's id. A refused join (a nickname
 * taken there, guests not allowed) still resolves: the next room's join screen then says why.
 * @throws ApiError when there is no next room (404), the room is closed (403), the attempt is unfinished (409).
 */
export async function continueToNextSet(attemptId: string): Promise<string> {
  const { data } = await apiRequest<{ data: { entryMapHashId: string; guestName: string | null } }>(
    `/api/attempts/${encodeURIComponent(attemptId)}/next-room`,
    { method: 'POST' },
  );
  try {
    const joined = await joinRoom(data.entryMapHashId, data.guestName ?? undefined);
    storeAttemptId(data.entryMapHashId, joined.attemptId);
    // The same child goes on: the next page skips the shared-device "Continue as …?" question.
    storeContinuedAttempt(data.entryMapHashId, joined.attemptId);
  } catch {
    // Left to the next room's own join screen.
  }
  return data.entryMapHashId;
}
