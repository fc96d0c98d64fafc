import {
  isTeamMap,
  nicknameIssue,
  normalizeAnswerText,
  normalizeNickname,
  type QuizSaved,
  scoreOf,
  shuffleWithSeed,
  type TeamStanding,
  teamOfJoin,
} from '@quizset/domain';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizAttempts, quizRoomGuests, quizRooms } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { getTemplate } from '../templates/get-template';
import { findRoom } from './get-room';
import { hashGuestKey } from './guest-key';
import { newAttemptId } from './ids';
import { teamMemberCounts, teamStanding } from './teams';

export interface JoinedAttempt {
  attemptId: string;
  questionOrder: string[];
  /** True when an unfinished attempt of the same player was resumed instead of a new one. */
  resumed: boolean;
  /** The player's team and its points on a `team` map (spec §3 map type), null on other maps. */
  team: TeamStanding | null;
}

/** Who plays: a signed-in user, or a guest (nickname + browser key). */
export type Player =
  | { kind: 'user'; user: SessionUser }
  | { kind: 'guest'; guestName: string; guestKey: string };

/**
 * Takes `guestName` in the room for the browser of `guestKeyHash`, or refuses it when another
 * browser holds it. Race-free: the (room, folded name) primary key decides who was first.
 * @throws AppError CONFLICT `play.nickname.taken`.
 */
async function claimNickname(db: Db, roomId: string, guestName: string, guestKeyHash: string): Promise<void> {
  const nameKey = normalizeAnswerText(guestName);
  await db.insert(quizRoomGuests).values({ roomId, nameKey, guestKeyHash }).onConflictDoNothing();
  const [holder] = await db
    .select({ guestKeyHash: quizRoomGuests.guestKeyHash })
    .from(quizRoomGuests)
    .where(and(eq(quizRoomGuests.roomId, roomId), eq(quizRoomGuests.nameKey, nameKey)))
    .limit(1);
  if (holder?.guestKeyHash !== guestKeyHash)
    throw new AppError('CONFLICT', msg('play.nickname.taken'), {
      details: [{ path: 'guestName', message: msg('play.nickname.taken') }],
    });
}

/**
 * `POST /api/rooms/{entryMapHashId}/attempts` (api.md "Quiz rooms and play"; issue 10): starts an
 * attempt for the player, or resumes their unfinished one. The attempt keeps a snapshot of the set's
 * questions and their order, shuffled with the attempt id as seed when the set shuffles.
 * @throws AppError NOT_FOUND (room), FORBIDDEN `server.roomClosed`, UNAUTHENTICATED (guest where the
 *   room wants accounts), VALIDATION_FAILED (nickname rule, same message as the player),
 *   CONFLICT (nickname taken; finished already and the room allows no retries).
 */
export async function joinRoom(db: Db, params: { roomId: string; player: Player }): Promise<JoinedAttempt> {
  const { room, record } = await findRoom(db, params.roomId);
  if (!room.isOpen) throw new AppError('FORBIDDEN', msg('server.roomClosed'));
  const { player } = params;
  let who: { userId: string | null; guestName: string | null; guestKeyHash: string | null };
  if (player.kind === 'user') {
    who = { userId: player.user.id, guestName: null, guestKeyHash: null };
  } else {
    if (!room.allowGuests) throw new AppError('UNAUTHENTICATED', msg('server.roomNoGuests'));
    const issue = nicknameIssue(player.guestName);
    if (issue)
      throw new AppError('VALIDATION_FAILED', msg(issue.key, issue.params), {
        details: [{ path: 'guestName', message: msg(issue.key, issue.params) }],
      });
    const guestName = normalizeNickname(player.guestName);
    const guestKeyHash = hashGuestKey(player.guestKey);
    who = { userId: null, guestName, guestKeyHash };
  }
  const mine =
    who.userId !== null
      ? eq(quizAttempts.userId, who.userId)
      : and(isNotNull(quizAttempts.guestKeyHash), eq(quizAttempts.guestKeyHash, who.guestKeyHash as string));

  const findOpen = async () => {
    const [open] = await db
      .select({ id: quizAttempts.id, questionOrder: quizAttempts.questionOrder, team: quizAttempts.team })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.roomId, room.id), mine, isNull(quizAttempts.finishedAt)))
      .limit(1);
    return open;
  };
  const resume = async (open: { id: string; questionOrder: string[]; team: number | null }) => ({
    attemptId: open.id,
    questionOrder: open.questionOrder,
    resumed: true,
    // A resumed attempt keeps its team, whatever the map type is now.
    team: await teamStanding(db, room.id, open.team),
  });
  const open = await findOpen();
  if (open) return resume(open);

  if (!room.allowRetries) {
    const [finished] = await db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.roomId, room.id), mine))
      .limit(1);
    if (finished) throw new AppError('CONFLICT', msg('server.roomNoRetries'));
  }
  if (who.guestName !== null && who.guestKeyHash !== null)
    await claimNickname(db, room.id, who.guestName, who.guestKeyHash);

  const quizList = record.row.quizList as QuizSaved[];
  const attemptId = newAttemptId();
  const ids = quizList.map((quiz) => quiz.id);
  const questionOrder = record.row.isShuffle ? shuffleWithSeed(ids, attemptId) : ids;
  const template = await getTemplate(db, record.row.templateId);
  const insertAttempt = async (tx: Db) => {
    const team = isTeamMap(template?.type) ? await pickTeam(tx, room.id, mine) : null;
    const rows = await tx
      .insert(quizAttempts)
      .values({
        id: attemptId,
        roomId: room.id,
        quizSetId: record.row.id,
        ...who,
        setVersion: record.row.updatedAt,
        quizList,
        questionOrder,
        maxScore: scoreOf(0, quizList.length).maxScore,
        team,
      })
      // A join racing this one created the attempt first: resume that one.
      .onConflictDoNothing()
      .returning({ id: quizAttempts.id });
    return { inserted: rows.length > 0, team };
  };
  // On a team map the count and the insert are one transaction (see pickTeam); elsewhere one insert.
  const { inserted, team } = isTeamMap(template?.type)
    ? await db.transaction((tx) => insertAttempt(tx))
    : await insertAttempt(db);
  if (!inserted) {
    const raced = await findOpen();
    if (raced) return resume(raced);
    throw new Error('attempt insert conflicted without an open attempt');
  }
  return { attemptId, questionOrder, resumed: false, team: await teamStanding(db, room.id, team) };
}

/**
 * The team of a new attempt on a team map (issue 10; spec §3 map type `team`): the player's team
 * from an earlier attempt in the room (a retry stays on its team), else the team with the fewest
 * members (`teamOfJoin`). Run inside the insert's transaction: it first locks the room's row, so the
 * joins of one team-map room take turns between counting and inserting and two players joining at
 * once cannot both read the same stale counts. The lock is held for one count and one insert
 * (milliseconds) and only on team maps; other rooms and the answer path never take it.
 */
async function pickTeam(tx: Db, roomId: string, mine: ReturnType<typeof and>): Promise<number | null> {
  await tx.select({ id: quizRooms.id }).from(quizRooms).where(eq(quizRooms.id, roomId)).for('update');
  const [earlier] = await tx
    .select({ team: quizAttempts.team })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.roomId, roomId), mine, isNotNull(quizAttempts.team)))
    .orderBy(desc(quizAttempts.startedAt))
    .limit(1);
  return teamOfJoin({
    mapType: 'team',
    resumedTeam: earlier?.team ?? null,
    memberCounts: await teamMemberCounts(tx, roomId),
  });
}
