import { timingSafeEqual } from 'node:crypto';
import {
  isTeamMap,
  type MapType,
  type MaxAttemptsPerPlayer,
  mayStartAttempt,
  nicknameIssue,
  normalizeNickname,
  roomIsOpenAt,
  scoreOf,
  shuffleWithSeed,
  type TeamStanding,
  teamOfJoin,
} from '@quizset/domain';
import { and, desc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { mapTemplates, quizAttempts, quizRoomGuests, quizRooms, quizSets } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import type { LoadedAttempt, LoadedAttemptHead } from './attempt-access';
import { forgetAttemptHeads, rememberAttemptHead } from './attempt-head-cache';
import { rememberAttemptQuizList } from './attempt-snapshots';
import { settleRoomBell } from './bell';
import { hashGuestKey } from './guest-key';
import { newAttemptId, newRejoinCode, normalizeRejoinCode } from './ids';
import { insertAttempt, type JoinWho, nicknameHolder, readJoinState } from './join-statements';
import { nicknameKey } from './nickname-key';
import { setPlaySnapshot } from './set-snapshots';
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

function buildLoadJoinRoom(db: Db) {
  return db
    .select({
      room: getTableColumns(quizRooms),
      setVersion: quizSets.updatedAt,
      isAllowPass: quizSets.isAllowPass,
      showIncorrectAnswer: quizSets.showIncorrectAnswer,
      ownerId: quizSets.ownerId,
      templateType: mapTemplates.type,
    })
    .from(quizRooms)
    .innerJoin(quizSets, eq(quizSets.id, quizRooms.quizSetId))
    .innerJoin(mapTemplates, eq(mapTemplates.id, quizSets.templateId))
    .where(eq(quizRooms.id, sql.placeholder('id')))
    .limit(1)
    .prepare('load_join_room');
}
// Built once per database: every join reads one (issue 20 item 3).
const loadJoinRoomStatements = new WeakMap<Db, ReturnType<typeof buildLoadJoinRoom>>();

/**
 * Room `roomId` with what a join needs of its set: the set's version (its questions come from
 * set-snapshots.ts by it, not with every join), its play options and its map's type. One prepared
 * read instead of the room and then the whole set (issue 20 item 3).
 * @throws AppError NOT_FOUND.
 */
async function loadJoinRoom(db: Db, roomId: string) {
  let statement = loadJoinRoomStatements.get(db);
  if (!statement) {
    statement = buildLoadJoinRoom(db);
    loadJoinRoomStatements.set(db, statement);
  }
  const [found] = await statement.execute({ id: roomId });
  if (!found) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  return found;
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
  return (await startOrResumeAttempt(db, params)).joined;
}

/**
 * joinRoom's work, with the attempt it started as stored (`started`, null when it resumed one): the
 * join route answers a new attempt's progress from it (play-attempt.ts startedAttemptProgress)
 * instead of reading it back. `started` holds the questions with their answers: never send it.
 * @throws as joinRoom.
 */
export async function startOrResumeAttempt(
  db: Db,
  params: { roomId: string; player: Player },
): Promise<{ joined: JoinedAttempt; started: LoadedAttempt | null }> {
  const joinRoomRow = await loadJoinRoom(db, params.roomId);
  const { room } = joinRoomRow;
  await settleRoomBell(db, room);
  if (!roomIsOpenAt(room, new Date())) throw new AppError('FORBIDDEN', msg('server.roomClosed'));
  const { player } = params;
  let who: {
    userId: string | null;
    guestName: string | null;
    guestNameKey: string | null;
    guestKeyHash: string | null;
  };
  // The same player as the join statements name them (join-statements.ts).
  let joinWho: JoinWho;
  if (player.kind === 'user') {
    who = { userId: player.user.id, guestName: null, guestNameKey: null, guestKeyHash: null };
    joinWho = { userId: player.user.id };
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
    who = { userId: null, guestName, guestNameKey, guestKeyHash };
    joinWho = { guestNameKey, guestKeyHash };
  }
  // One statement (join-statements.ts): a guest's nickname claimed, and the player's attempts in the
  // room. A guest is their nickname in the room (issue 15 item 4): two children on one browser each
  // have their own attempts, and a user never resumes a guest's attempt or the other way round.
  const state = await readJoinState(db, room.id, joinWho);
  if ('guestKeyHash' in joinWho) {
    // Before anything else: a nickname held by another browser is refused (issue 10), with or
    // without an attempt under it, so a second child on another device cannot slip into the first's.
    // The (room, key) primary key decided who was first; a claim that lost to a join committed while
    // the statement ran reads the holder again.
    const holder = state.holder ?? (await nicknameHolder(db, room.id, joinWho.guestNameKey));
    if (holder !== joinWho.guestKeyHash)
      throw new AppError('CONFLICT', msg('play.nickname.taken'), {
        details: [{ path: 'guestName', message: msg('play.nickname.taken') }],
      });
  }
  const resume = async (open: {
    id: string;
    questionOrder: string[];
    team: number | null;
    rejoinCode: string | null;
  }) => ({
    joined: {
      attemptId: open.id,
      questionOrder: open.questionOrder,
      resumed: true,
      // A resumed attempt keeps its team, whatever the map type is now.
      team: await teamStanding(db, room.id, open.team),
      rejoinCode: open.rejoinCode,
    },
    started: null,
  });
  if (state.open) return resume(state.open);

  const max = room.maxAttemptsPerPlayer as MaxAttemptsPerPlayer;
  if (!mayStartAttempt(state.started, max))
    throw new AppError(
      'CONFLICT',
      max === 1 ? msg('server.roomNoRetries') : msg('server.roomAttemptsUsed', { max: max ?? 0 }),
    );
  // A guest's attempts are exactly the ones under their nickname, so its code is the one they had.
  const rejoinCode = who.guestNameKey === null ? null : (state.rejoinCode ?? newRejoinCode());

  // The questions at the version just read with the room, parsed once per version in this process.
  const snapshot = await setPlaySnapshot(db, room.quizSetId, joinRoomRow.setVersion);
  if (!snapshot) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const { quizList } = snapshot;
  const attemptId = newAttemptId();
  const ids = quizList.map((quiz) => quiz.id);
  const questionOrder = snapshot.isShuffle ? shuffleWithSeed(ids, attemptId) : ids;
  // The map's type came with the room (loadJoinRoom joins the set's template): no read of its own.
  const teamMap = isTeamMap(joinRoomRow.templateType as MapType);
  const maxScore = scoreOf(0, quizList.length).maxScore;
  const insertNew = async (tx: Db) => {
    const team = teamMap ? await pickTeam(tx, room.id, who) : null;
    const startedAt = await insertAttempt(tx, {
      id: attemptId,
      roomId: room.id,
      quizSetId: room.quizSetId,
      ...who,
      setVersion: snapshot.version,
      quizListJson: snapshot.quizListJson,
      questionOrder,
      maxScore,
      team,
      rejoinCode,
    });
    return { startedAt, team };
  };
  // On a team map the count and the insert are one transaction (see pickTeam); elsewhere one insert.
  const { startedAt, team } = teamMap ? await db.transaction((tx) => insertNew(tx)) : await insertNew(db);
  if (!startedAt) {
    // A join racing this one stored the open attempt first: resume it (the statement's claim finds the
    // nickname already this guest's and writes nothing).
    const raced = (await readJoinState(db, room.id, joinWho)).open;
    if (raced) return resume(raced);
    throw new Error('attempt insert conflicted without an open attempt');
  }
  // The attempt as just stored, so its first answer reads neither its head nor its questions back
  // (issue 20 item 3); the answer path checks a kept head again in its INSERT (attempt-head-cache.ts).
  const head: LoadedAttemptHead = {
    attempt: {
      id: attemptId,
      roomId: room.id,
      quizSetId: room.quizSetId,
      ...who,
      setVersion: snapshot.version,
      questionOrder,
      score: null,
      maxScore,
      correctCount: null,
      startedAt,
      finishedAt: null,
      durationMs: null,
      team,
      rejoinCode,
    },
    roomIsOpen: room.isOpen,
    roomClosesAt: room.closesAt,
    isAllowPass: joinRoomRow.isAllowPass,
    showIncorrectAnswer: joinRoomRow.showIncorrectAnswer,
    ownerId: joinRoomRow.ownerId,
  };
  rememberAttemptQuizList(db, attemptId, quizList);
  rememberAttemptHead(head);
  return {
    joined: {
      attemptId,
      questionOrder,
      resumed: false,
      team: await teamStanding(db, room.id, team),
      rejoinCode,
    },
    started: { ...head, attempt: { ...head.attempt, quizList } },
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
async function pickTeam(
  tx: Db,
  roomId: string,
  who: { userId: string | null; guestNameKey: string | null },
): Promise<number | null> {
  // The player's attempts: a user's, or a guest nickname's (as join-statements.ts reads them).
  const mine =
    who.userId !== null
      ? eq(quizAttempts.userId, who.userId)
      : and(isNull(quizAttempts.userId), eq(quizAttempts.guestNameKey, who.guestNameKey ?? ''));
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
