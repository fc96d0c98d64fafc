import { isTeamMap, type LiveSettings, type QuizSaved } from '@quizset/domain';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { liveGames, quizRooms } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { newRoomId } from '../rooms/ids';
import { requireOwnedSet } from '../rooms/manage-rooms';
import { getTemplate } from '../templates/get-template';
import { newGameId, newPin } from './credentials';

/**
 * `POST /api/quizsets/{id}/live-games` (issue 23 item 5; docs/api.md "Live games"): the owner opens a
 * live game of the set. Takes a snapshot of the questions and the map (type, art), and makes the quiz
 * room the players' attempts go into — closed to self-paced play (`is_open` false, no bell), so the
 * only way in is the game, and the results/CSV list it like any room.
 * Returns `{ gameId, pin }` (6 digits, unique among games not ended: retried on a clash).
 * @throws AppError NOT_FOUND, FORBIDDEN (not the owner), VALIDATION_FAILED (a set without questions).
 */
export async function createLiveGame(
  db: Db,
  params: { quizSetId: string; caller: SessionUser; settings: LiveSettings },
): Promise<{ gameId: string; pin: string }> {
  const record = await requireOwnedSet(db, params.quizSetId, params.caller);
  const quizList = record.row.quizList as QuizSaved[];
  if (quizList.length === 0) throw new AppError('VALIDATION_FAILED', msg('server.liveNoQuestions'));
  const template = await getTemplate(db, record.row.templateId);
  const gameId = newGameId();
  return db.transaction(async (tx) => {
    const roomId = newRoomId();
    await tx.insert(quizRooms).values({
      id: roomId,
      quizSetId: record.row.id,
      isOpen: false,
      allowGuests: true,
      allowRetries: false,
      maxAttemptsPerPlayer: 1,
    });
    for (let tries = 0; ; tries += 1) {
      const pin = newPin();
      const rows = await tx
        .insert(liveGames)
        .values({
          id: gameId,
          pin,
          quizSetId: record.row.id,
          ownerId: record.row.ownerId,
          roomId,
          title: record.row.title,
          mapType: isTeamMap(template?.type) ? 'team' : (template?.type ?? 'linear'),
          mapImageUrl: template?.detailsImage ?? template?.thumbnailImage ?? null,
          quizList,
          settings: params.settings,
        })
        .onConflictDoNothing()
        .returning({ id: liveGames.id });
      if (rows.length > 0) return { gameId, pin };
      if (tries > 20) throw new Error('no free live game PIN');
    }
  });
}
