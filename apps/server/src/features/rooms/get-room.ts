import type { PlayerRoom } from '@quizset/domain';

export type { PlayerRoom } from '@quizset/domain';

import { type PlayerQuestion, type QuizSaved, roomIsOpenAt, toPlayerQuestion } from '@quizset/domain';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { aiTutorTemplates, quizRooms, quizSets, quizSetTranslations } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { canEdit, findQuizSet, type QuizSetRecord } from '../quizsets/get-quiz-set';
import { getTemplate, toMapTemplate } from '../templates/get-template';
import { settleRoomBell } from './bell';
import { roomServices } from './room-plan';

export type RoomRow = typeof quizRooms.$inferSelect;

/**
 * The room `roomId` with its set, or NOT_FOUND. A room of a deleted set is gone with it (cascade).
 * @throws AppError NOT_FOUND.
 */
export async function findRoom(db: Db, roomId: string): Promise<{ room: RoomRow; record: QuizSetRecord }> {
  const [room] = await db.select().from(quizRooms).where(eq(quizRooms.id, roomId)).limit(1);
  if (!room) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const record = await findQuizSet(db, room.quizSetId);
  if (!record) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  return { room, record };
}

/** Languages whose translation is done for the set's current version. */
async function currentLanguages(db: Db, set: QuizSetRecord['row']): Promise<string[]> {
  const rows = await db
    .select({
      language: quizSetTranslations.language,
      status: quizSetTranslations.status,
      version: quizSetTranslations.sourceVersion,
    })
    .from(quizSetTranslations)
    .where(eq(quizSetTranslations.quizSetId, set.id));
  return rows
    .filter((row) => row.status === 'done' && row.version.getTime() === set.updatedAt.getTime())
    .map((row) => row.language)
    .sort();
}

/**
 * The next set the result screen offers (spec §3 `nextQuizsetId`; issue 15 item 10): its title only
 * (no set id reaches a player), and only when it can be played — a set of the same owner, where
 * `POST /api/attempts/{attemptId}/next-room` opens its room (next-room.ts). A private next set of the
 * owner counts: the teacher chose it for this room.
 */
async function nextQuizsetOf(db: Db, set: QuizSetRecord['row']): Promise<{ title: string } | null> {
  if (!set.isNextQuizsetAvailable || !set.nextQuizsetId) return null;
  const [next] = await db
    .select({ title: quizSets.title, ownerId: quizSets.ownerId })
    .from(quizSets)
    .where(eq(quizSets.id, set.nextQuizsetId))
    .limit(1);
  return next && next.ownerId === set.ownerId ? { title: next.title } : null;
}

async function tutorOf(db: Db, set: QuizSetRecord['row']): Promise<PlayerRoom['quizSet']['aiTutor']> {
  if (!set.aiTutorId || set.countryCode !== 'KR') return null;
  const [tutor] = await db
    .select()
    .from(aiTutorTemplates)
    .where(eq(aiTutorTemplates.id, set.aiTutorId))
    .limit(1);
  return tutor
    ? { id: tutor.id, avatarSrc: tutor.avatarSrc, serializedLocalize: tutor.serializedLocalize }
    : null;
}

/**
 * `GET /api/rooms/{entryMapHashId}` (api.md): the player's view of the room's set. Open to anyone
 * with the link (the room is the teacher's invitation), a closed room included so the player can
 * say it is closed; its questions are then withheld. The tutor and the next set only while the
 * set owner's plan has them (room-plan.ts: a downgrade takes them off open rooms too).
 * @throws AppError NOT_FOUND.
 */
export async function getPlayerRoom(
  db: Db,
  params: { roomId: string; caller: SessionUser | null },
): Promise<PlayerRoom> {
  const found = await findRoom(db, params.roomId);
  const { record } = found;
  // The bell (issue 15 item 7): a room whose closesAt has passed closes here if nothing closed it yet.
  const room = (await settleRoomBell(db, found.room)) ? { ...found.room, isOpen: false } : found.room;
  const set = record.row;
  const template = await getTemplate(db, set.templateId);
  if (!template) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const { templateId, type, thumbnailImage, detailsImage, serializedLocalize } = toMapTemplate(template);
  const [services, nextQuizset, aiTutor, languages] = await Promise.all([
    roomServices(db, room.id),
    nextQuizsetOf(db, set),
    tutorOf(db, set),
    currentLanguages(db, set),
  ]);
  const quizList = set.quizList as QuizSaved[];
  return {
    entryMapHashId: room.id,
    isOpen: room.isOpen,
    allowGuests: room.allowGuests,
    allowRetries: room.allowRetries,
    maxAttemptsPerPlayer: room.maxAttemptsPerPlayer as PlayerRoom['maxAttemptsPerPlayer'],
    closesAt: room.closesAt?.toISOString() ?? null,
    quizSet: {
      // The set id only for its owner (issue 15 item 3): it is the key to the set's other routes.
      ...(canEdit(set, params.caller) ? { id: set.id } : {}),
      title: set.title,
      author: { id: record.author.id, name: record.author.name },
      template: { templateId, type, thumbnailImage, detailsImage, serializedLocalize },
      options: {
        isAllowPass: set.isAllowPass,
        showIncorrectAnswer: set.showIncorrectAnswer,
        isShuffle: set.isShuffle,
      },
      // Every material (issue 15 item 12): the player shows them all before the first question and
      // keeps only `allowReopenDuringPlay` ones in its header while playing.
      materials: set.materials,
      // The paid services as the set owner's plan allows them now (room-plan.ts).
      nextQuizset: services.nextQuizset ? nextQuizset : null,
      aiTutor: services.aiTutor ? aiTutor : null,
      languages,
      quizCount: quizList.length,
      questions: room.isOpen ? quizList.map(toPlayerQuestion) : [],
    },
  };
}

/**
 * `GET /api/rooms/{entryMapHashId}/translations/{language}`: the room's questions in `language`,
 * without answers (issue 10 "the player picks a language"). Only a translation of the set as it is now.
 * @throws AppError NOT_FOUND (room, or no current translation in that language), FORBIDDEN (closed).
 */
export async function getPlayerTranslation(
  db: Db,
  params: { roomId: string; language: string },
): Promise<{ language: string; questions: PlayerQuestion[] }> {
  const { room, record } = await findRoom(db, params.roomId);
  if (!roomIsOpenAt(room, new Date())) throw new AppError('FORBIDDEN', msg('server.roomClosed'));
  const [row] = await db
    .select()
    .from(quizSetTranslations)
    .where(
      and(
        eq(quizSetTranslations.quizSetId, record.row.id),
        eq(quizSetTranslations.language, params.language),
      ),
    )
    .limit(1);
  if (
    !row?.quizList ||
    row.status !== 'done' ||
    row.sourceVersion.getTime() !== record.row.updatedAt.getTime()
  )
    throw new AppError('NOT_FOUND', msg('server.translationNotFound'));
  return { language: row.language, questions: row.quizList.map(toPlayerQuestion) };
}
