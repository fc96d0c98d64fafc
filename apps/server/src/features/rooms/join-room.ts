import { timingSafeEqual } from 'node:crypto';
import {
  isTeamMap,
  type MaxAttemptsPerPlayer,
  mayStartAttempt,
  nicknameIssue,
  normalizeNickname,
  type QuizSaved,
  roomIsOpenAt,
  scoreOf,
  shuffleWithSeed,
  type TeamStanding,
  teamOfJoin,
} from '@quizset/domain';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizAttempts, quizRoomGuests, quizRooms } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { forgetAttemptHeads } from './attempt-head-cache';
import { settleRoomBell } from './bell';
import { findRoom } from './get-room';
import { hashGuestKey } from './guest-key';
import { newAttemptId, newRejoinCode, normalizeRejoinCode } from './ids';
import { nicknameKey } from './nickname-key';
import { teamMemberCounts, teamStanding } from './teams';

export interface JoinedAttempt {
  attemptId: string;
  questionOrder: string[];
  /** True when an unfinished attempt of the same player was resumed instead of a new one. */
  resumed: boolean;
  /** The player's team and its points on a `team` map (spec §3 map type), null on other maps. */
  team: TeamStanding | null;
  /**
   * A guest's rejoin code (issue 15 item 5), to show on their screen: with it and their nickname they
   * take the attempt over on another device. Null for signed-in players.
   */
  rejoinCode: string | null;
}

/** Who plays: a signed-in user, or a guest (nickname + browser key, and a rejoin code from another device). */
export type Player =
  | { kind: 'user'; user: SessionUser }
  | { kind: 'guest'; guestName: string; guestKey: string; rejoinCode?: string };

/**
 * Takes the nickname of key `nameKey` (`nicknameKey`: look-alikes are one name) in the room for the
 * browser of `guestKeyHash`, or refuses it when another browser holds it. Race-free: the (room, key)
 * primary key decides who was first.
 * @throws AppError CONFLICT `play.nickname.taken`.
 */
async function claimNickname(db: Db, roomId: string, nameKey: string, guestKeyHash: string): Promise<void> {
  const holderNow = async () =>
    (
      await db
        .select({ guestKeyHash: quizRoomGuests.guestKeyHash })
        .from(quizRoomGuests)
        .where(and(eq(quizRoomGuests.roomId, roomId), eq(quizRoomGuests.nameKey, nameKey)))
        .limit(1)
    )[0];
  // Read first: a player joining again (every retry) holds the nickname already, one read and no
  // write (issue 20 item 3). Otherwise insert, and whoever's row stands after it holds the name.
  let holder = await holderNow();
  if (!holder) {
    await db.insert(quizRoomGuests).values({ roomId, nameKey, guestKeyHash }).onConflictDoNothing();
    holder = await holderNow();
  }
  if (holder?.guestKeyHash !== guestKeyHash)
    throw new AppError('CONFLICT', msg('play.nickname.taken'), {
      details: [{ path: 'guestName', message: msg('play.nickname.taken') }],
    });
}

/** The rejoin code the nickname `nameKey` already has in the room (kept across its attempts), or null. */
async function rejoinCodeOf(db: Db, roomId: string, nameKey: string): Promise<string | null> {
  const [row] = await db
    .select({ code: quizAttempts.rejoinCode })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.roomId, roomId),
        eq(quizAttempts.guestNameKey, nameKey),
        isNotNull(quizAttempts.rejoinCode),
      ),
    )
    .orderBy(desc(quizAttempts.startedAt))
    .limit(1);
  return row?.code ?? null;
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Rejoin from another device (issue 15 item 5): when `code` is the nickname's rejoin code, the
 * nickname and every attempt under it in the room move to the browser of `guestKeyHash` (the old
 * device can no longer play them). A wrong code leaves everything as it was.
 * @throws AppError CONFLICT `play.rejoin.wrongCode`.
 */
async function takeOverNickname(db: Db, roomId: string, nameKey: string, guestKeyHash: string, code: string) {
  const expected = await rejoinCodeOf(db, roomId, nameKey);
  if (expected === null || !sameCode(expected, normalizeRejoinCode(code)))
    throw new AppError('CONFLICT', msg('play.rejoin.wrongCode'), {
      details: [{ path: 'rejoinCode', message: msg('play.rejoin.wrongCode') }],
    });
  await db.transaction(async (tx) => {
    await tx
      .update(quizRoomGuests)
      .set({ guestKeyHash })
      .where(and(eq(quizRoomGuests.roomId, roomId), eq(quizRoomGuests.nameKey, nameKey)));
    await tx
      .update(quizAttempts)
      .set({ guestKeyHash })
      .where(and(eq(quizAttempts.roomId, roomId), eq(quizAttempts.guestNameKey, nameKey)));
  });
  // The old device's cached heads name the old browser (the answer INSERT checks the owner anyway).
  forgetAttemptHeads({ roomId });
}

/**
 * `POST /api/rooms/{entryMapHashId}/attempts` (api.md "Quiz rooms and play"; issue 10, issue 15 items
 * 2, 4–7): starts an attempt for the player, or resumes their unfinished one — a guest's own, by
 * nickname, never another child's on the same browser. A guest with `rejoinCode` takes their
 * nickname over from another device. A new attempt needs an attempt left under the room's
 * `maxAttemptsPerPlayer`; a room whose bell has rung is closed. The attempt keeps a snapshot of the set's
 * questions and their order, shuffled with the attempt id as seed when the set shuffles.
 * @throws AppError NOT_FOUND (room), FORBIDDEN `server.roomClosed`, UNAUTHENTICATED (guest where the
 *   room wants accounts), VALIDATION_FAILED (nickname rule, same message as the player),
 *   CONFLICT (nickname taken; wrong rejoin code; no attempt left under `maxAttemptsPerPlayer`).
 */
export async function joinRoom(db: Db, params: { roomId: string; player: Player }): Promise<JoinedAttempt> {
  const { room, record } = await findRoom(db, params.roomId);
  await settleRoomBell(db, room);
  if (!roomIsOpenAt(room, new Date())) throw new AppError('FORBIDDEN', msg('server.roomClosed'));
  const { player } = params;
  let who: {
    userId: string | null;
    guestName: string | null;
    guestNameKey: string | null;
    guestKeyHash: string | null;
  };
  if (player.kind === 'user') {
    who = { userId: player.user.id, guestName: null, guestNameKey: null, guestKeyHash: null };
  } else {
    if (!room.allowGuests) throw new AppError('UNAUTHENTICATED', msg('server.roomNoGuests'));
    const issue = nicknameIssue(player.guestName);
    if (issue)
      throw new AppError('VALIDATION_FAILED', msg(issue.key, issue.params), {
        details: [{ path: 'guestName', message: msg(issue.key, issue.params) }],
      });
    const guestName = normalizeNickname(player.guestName);
    const guestNameKey = nicknameKey(guestName);
    const guestKeyHash = hashGuestKey(player.guestKey);
    if (player.rejoinCode) await takeOverNickname(db, room.id, guestNameKey, guestKeyHash, player.rejoinCode);
    // Before anything else: a nickname held by another browser is refused (issue 10), with or
    // without an attempt under it, so a second child on another device cannot slip into the first's.
    await claimNickname(db, room.id, guestNameKey, guestKeyHash);
    who = { userId: null, guestName, guestNameKey, guestKeyHash };
  }
  // A guest is their nickname in the room (issue 15 item 4): two children on one browser each have
  // their own attempts, and a user never resumes a guest's attempt or the other way round.
  const mine =
    who.userId !== null
      ? eq(quizAttempts.userId, who.userId)
      : and(isNull(quizAttempts.userId), eq(quizAttempts.guestNameKey, who.guestNameKey as string));

  const findOpen = async () => {
    const [open] = await db
      .select({
        id: quizAttempts.id,
        questionOrder: quizAttempts.questionOrder,
        team: quizAttempts.team,
        rejoinCode: quizAttempts.rejoinCode,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.roomId, room.id), mine, isNull(quizAttempts.finishedAt)))
      .limit(1);
    return open;
  };
  const resume = async (open: {
    id: string;
    questionOrder: string[];
    team: number | null;
    rejoinCode: string | null;
  }) => ({
    attemptId: open.id,
    questionOrder: open.questionOrder,
    resumed: true,
    // A resumed attempt keeps its team, whatever the map type is now.
    team: await teamStanding(db, room.id, open.team),
    rejoinCode: open.rejoinCode,
  });
  const open = await findOpen();
  if (open) return resume(open);

  // The attempts started and, for a guest, the nickname's rejoin code (rejoinCodeOf: a guest's
  // attempts are exactly the ones under their nickname) in one read (issue 20 item 3).
  const [started] = await db
    .select({
      n: sql<number>`count(*)::int`,
      rejoinCode: sql<
        string | null
      >`(array_agg(${quizAttempts.rejoinCode} ORDER BY ${quizAttempts.startedAt} DESC) FILTER (WHERE ${quizAttempts.rejoinCode} IS NOT NULL))[1]`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.roomId, room.id), mine));
  const max = room.maxAttemptsPerPlayer as MaxAttemptsPerPlayer;
  if (!mayStartAttempt(Number(started?.n ?? 0), max))
    throw new AppError(
      'CONFLICT',
      max === 1 ? msg('server.roomNoRetries') : msg('server.roomAttemptsUsed', { max: max ?? 0 }),
    );
  const rejoinCode = who.guestNameKey === null ? null : (started?.rejoinCode ?? newRejoinCode());

  const quizList = record.row.quizList as QuizSaved[];
  const attemptId = newAttemptId();
  const ids = quizList.map((quiz) => quiz.id);
  const questionOrder = record.row.isShuffle ? shuffleWithSeed(ids, attemptId) : ids;
  // The map's type came with the set (findQuizSet joins its template): no read of its own.
  const teamMap = isTeamMap(record.templateType);
  const insertAttempt = async (tx: Db) => {
    const team = teamMap ? await pickTeam(tx, room.id, mine) : null;
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
        rejoinCode,
      })
      // A join racing this one created the attempt first: resume that one.
      .onConflictDoNothing()
      .returning({ id: quizAttempts.id });
    return { inserted: rows.length > 0, team };
  };
  // On a team map the count and the insert are one transaction (see pickTeam); elsewhere one insert.
  const { inserted, team } = teamMap
    ? await db.transaction((tx) => insertAttempt(tx))
    : await insertAttempt(db);
  if (!inserted) {
    const raced = await findOpen();
    if (raced) return resume(raced);
    throw new Error('attempt insert conflicted without an open attempt');
  }
  return {
    attemptId,
    questionOrder,
    resumed: false,
    team: await teamStanding(db, room.id, team),
    rejoinCode,
  };
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
