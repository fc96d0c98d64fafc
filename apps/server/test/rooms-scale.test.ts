import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { quizAttemptAnswers, quizAttempts, quizSets } from '../src/db/schema';
import { guestKeyHashOf, loadAttemptHead } from '../src/features/rooms/attempt-access';
import { cachedOwnAttemptHead, forgetAttemptHeads } from '../src/features/rooms/attempt-head-cache';
import { attemptQuizList } from '../src/features/rooms/attempt-snapshots';
import { GUEST_COOKIE, hashGuestKey } from '../src/features/rooms/guest-key';
import { setPlaySnapshot } from '../src/features/rooms/set-snapshots';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';
import { countingDb } from './helpers/counting-db';
import { multipleChoice, ox, withOptions } from './helpers/payloads';
import { openSecondConnection } from './helpers/rooms';

/*
 * A class at once (issue 20 item 3; issue 10 "Performance"; issue 15 item 7 "the bell"): thirty
 * players joining one room in the same instant, answers stored in batches exactly once, and the
 * teacher's "close now" racing answers in flight — every answer the server accepted is counted in
 * its attempt's score, every other one was refused. On PGlite, and on PostgreSQL (a real pool, where
 * the requests really overlap) when DATABASE_URL is set.
 */

const PLAYERS = 30;
const payload = (templateId: string) => ({
  ...withOptions(
    { isShuffle: false, isAllowPass: true },
    {
      quizList: [
        multipleChoice({ id: 'mcsingle', order: 1 }),
        ox({ id: 'oxq00001', order: 2 }),
        ox({
          id: 'oxq00002',
          order: 3,
          data: { question: 'Sky is green', questionRichText: '<p>Sky is green</p>', answer: 'x' },
        }),
      ],
    },
  ),
  templateId,
});

describe.each(BACKENDS)('a class in one room on %s', (backend) => {
  let ctx: TestContext;
  let owner: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { RATE_LIMIT_JOINS: '10000', RATE_LIMIT_ANSWERS: '10000' });
    owner = await ctx.signIn('pro@demo.example');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function openRoom(templateId: string): Promise<string> {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: payload(templateId),
    });
    expect(created.statusCode).toBe(201);
    const opened = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${created.json().data.id}/rooms`,
      cookie: owner,
      payload: {},
    });
    expect(opened.statusCode).toBe(201);
    return opened.json().data.entryMapHashId;
  }

  /** Thirty guests joining at once, each from its own browser. */
  async function joinAll(roomId: string) {
    const joins = await Promise.all(
      Array.from({ length: PLAYERS }, (_, index) =>
        ctx.request({
          method: 'POST',
          url: `/api/rooms/${roomId}/attempts`,
          payload: { guestName: `Player ${index + 1}` },
        }),
      ),
    );
    for (const join of joins) expect(join.statusCode).toBe(201);
    return joins.map((join) => ({
      attemptId: join.json().data.attemptId as string,
      team: join.json().data.team as { index: number; members: number } | null,
      cookie: cookieHeader(join),
    }));
  }

  it('thirty players joining a team room at once get thirty attempts and four teams within one of each other', async () => {
    const roomId = await openRoom('team-forest');
    const players = await joinAll(roomId);
    expect(new Set(players.map((p) => p.attemptId)).size).toBe(PLAYERS);
    expect(new Set(players.map((p) => p.cookie)).size).toBe(PLAYERS);
    const stored = await ctx.database.db
      .select({ id: quizAttempts.id, team: quizAttempts.team })
      .from(quizAttempts)
      .where(eq(quizAttempts.roomId, roomId));
    expect(stored).toHaveLength(PLAYERS);
    // Each reply names the team stored for its attempt.
    const teamOf = new Map(stored.map((row) => [row.id, row.team]));
    for (const player of players) expect(player.team?.index).toBe(teamOf.get(player.attemptId));
    // Balanced (spec §3 map type `team`: the smallest team takes the next player): 8, 8, 7, 7.
    const sizes = [0, 1, 2, 3].map((team) => stored.filter((row) => row.team === team).length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(PLAYERS);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it("a nickname asked for by two browsers at once is one child's; one browser asking twice at once gets one attempt", async () => {
    const roomId = await openRoom('classic-classroom');
    const browser = () => `${GUEST_COOKIE}=${randomBytes(32).toString('base64url')}`;
    const join = (guestName: string, cookie: string) =>
      ctx.request({ method: 'POST', url: `/api/rooms/${roomId}/attempts`, cookie, payload: { guestName } });
    // Ten nicknames, each sent from two browsers in the same instant (join-statements.ts: the
    // (room, nickname) key decides; a claim that loses to a join committed meanwhile reads again),
    // and ten more, each sent twice at once from one browser (a double tap).
    const pairs = Array.from({ length: 10 }, (_, index) => ({
      name: `Twin ${index + 1}`,
      cookies: [browser(), browser()],
    }));
    const taps = Array.from({ length: 10 }, (_, index) => ({ name: `Tap ${index + 1}`, cookie: browser() }));
    const [pairReplies, tapReplies] = await Promise.all([
      Promise.all(pairs.map(({ name, cookies }) => Promise.all(cookies.map((cookie) => join(name, cookie))))),
      Promise.all(taps.map(({ name, cookie }) => Promise.all([join(name, cookie), join(name, cookie)]))),
    ]);
    for (const replies of pairReplies) {
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      const refused = replies.find((reply) => reply.statusCode === 409);
      expect(refused?.json().error.message).toBe('Someone in this room already uses that nickname');
    }
    for (const replies of tapReplies) {
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 201]);
      expect(replies[0]?.json().data.attemptId).toBe(replies[1]?.json().data.attemptId);
      expect(replies[0]?.json().data.rejoinCode).toBe(replies[1]?.json().data.rejoinCode);
    }
    // One attempt per nickname, held by the browser that got the 201.
    const stored = await ctx.database.db
      .select({ name: quizAttempts.guestName, keyHash: quizAttempts.guestKeyHash })
      .from(quizAttempts)
      .where(eq(quizAttempts.roomId, roomId));
    expect(stored).toHaveLength(20);
    for (const [index, { name, cookies }] of pairs.entries()) {
      const winner = cookies[
        pairReplies[index]?.findIndex((reply) => reply.statusCode === 201) ?? -1
      ] as string;
      const key = winner.slice(GUEST_COOKIE.length + 1);
      expect(stored.filter((row) => row.name === name)).toEqual([{ name, keyHash: hashGuestKey(key) }]);
    }
  });

  it('answers sent at once are stored once each: a doubled answer is one 200 and one 409', async () => {
    const roomId = await openRoom('classic-classroom');
    const players = await joinAll(roomId);
    // Every player sends its first answer twice in the same instant, and its second once.
    const sends = players.flatMap((player) => [
      { player, quizId: 'mcsingle', answer: [1] as number[] | string },
      { player, quizId: 'mcsingle', answer: [0] as number[] | string },
      { player, quizId: 'oxq00001', answer: 'O' as number[] | string },
    ]);
    const replies = await Promise.all(
      sends.map(({ player, quizId, answer }) =>
        ctx.request({
          method: 'POST',
          url: `/api/attempts/${player.attemptId}/answers`,
          cookie: player.cookie,
          payload: { quizId, answer },
        }),
      ),
    );
    for (const [index, player] of players.entries()) {
      const [first, second, other] = replies.slice(index * 3, index * 3 + 3);
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
      expect(other?.statusCode).toBe(200);
      const rows = await ctx.database.db
        .select()
        .from(quizAttemptAnswers)
        .where(eq(quizAttemptAnswers.attemptId, player.attemptId));
      expect(rows.map((row) => row.quizId).sort()).toEqual(['mcsingle', 'oxq00001']);
      // The stored answer is the one that got the 200.
      const storedFirst = rows.find((row) => row.quizId === 'mcsingle');
      const acceptedFirst = first?.statusCode === 200 ? [1] : [0];
      expect(storedFirst?.answer).toEqual(acceptedFirst);
      expect(storedFirst?.isCorrect).toBe(acceptedFirst[0] === 1);
    }
  });

  // Another process's changes reach this one's cached attempt head only when it expires (issue 20
  // item 3: the head is kept a minute); they are made here straight in the database, past this
  // process's own invalidation. The reply must follow the database all the same.
  it("another process's changes while the head is cached: the right answer follows the set, a moved attempt answers its new browser", async () => {
    const roomId = await openRoom('classic-classroom');
    const [player] = await joinAll(roomId);
    if (!player) throw new Error('no player');
    const answer = (cookie: string, quizId: string, given: number[] | string) =>
      ctx.request({
        method: 'POST',
        url: `/api/attempts/${player.attemptId}/answers`,
        cookie,
        payload: { quizId, answer: given },
      });
    const shows = async () => {
      const result = await ctx.database.db.execute(
        sql`SELECT s.show_incorrect_answer AS show FROM quiz_sets s
          JOIN quiz_attempts a ON a.quiz_set_id = s.id WHERE a.id = ${player.attemptId}`,
      );
      return (result as unknown as { rows: { show: boolean }[] }).rows[0]?.show;
    };
    const first = await answer(player.cookie, 'mcsingle', [1]);
    expect(first.statusCode).toBe(200);
    const shownAtFirst = await shows();
    expect('correctAnswer' in first.json().data).toBe(shownAtFirst);
    // The owner's "show incorrect answers" flips in another process.
    await ctx.database.db.execute(
      sql`UPDATE quiz_sets SET show_incorrect_answer = NOT show_incorrect_answer
        WHERE id = (SELECT quiz_set_id FROM quiz_attempts WHERE id = ${player.attemptId})`,
    );
    const second = await answer(player.cookie, 'oxq00001', 'O');
    expect(second.statusCode).toBe(200);
    expect('correctAnswer' in second.json().data).toBe(!shownAtFirst);
    // A rejoin with the code in another process moves the attempt to a new browser's key.
    const newKey = randomBytes(32).toString('base64url');
    await ctx.database.db
      .update(quizAttempts)
      .set({ guestKeyHash: hashGuestKey(newKey) })
      .where(eq(quizAttempts.id, player.attemptId));
    const moved = await answer(`${GUEST_COOKIE}=${newKey}`, 'oxq00002', 'X');
    expect(moved.statusCode).toBe(200);
    // The old browser is refused like anyone else's (the same 404 as a missing attempt).
    const old = await answer(player.cookie, 'oxq00002', 'O');
    expect(old.statusCode).toBe(404);
    const stored = await ctx.database.db
      .select()
      .from(quizAttemptAnswers)
      .where(eq(quizAttemptAnswers.attemptId, player.attemptId));
    expect(stored.map((row) => row.quizId).sort()).toEqual(['mcsingle', 'oxq00001', 'oxq00002']);
  });

  /** One guest joining: the attempt, its question order and the browser's cookie and key. */
  async function joinOne(roomId: string, guestName: string) {
    const join = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName },
    });
    expect(join.statusCode).toBe(201);
    const cookie = cookieHeader(join);
    return {
      attemptId: join.json().data.attemptId as string,
      questionOrder: join.json().data.questionOrder as string[],
      cookie,
      guestKey: cookie.slice(cookie.indexOf('=') + 1),
    };
  }

  /** A guest joined to a new room, with its attempt's head and questions as the database holds them. */
  async function joinedWithStored(guestName: string) {
    const player = await joinOne(await openRoom('classic-classroom'), guestName);
    const db = ctx.database.db as Db;
    const storedHead = await loadAttemptHead(db, player.attemptId);
    const [storedRow] = await db
      .select({ quizList: quizAttempts.quizList })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, player.attemptId));
    return { player, db, storedHead, storedQuizList: storedRow?.quizList };
  }

  const setOfRoom = async (roomId: string) => {
    const result = await ctx.database.db.execute(
      sql`SELECT s.id, s.updated_at FROM quiz_sets s JOIN quiz_rooms r ON r.quiz_set_id = s.id WHERE r.id = ${roomId}`,
    );
    const row = (result as unknown as { rows: { id: string; updated_at: string | Date }[] }).rows[0];
    if (!row) throw new Error('no set');
    return { id: row.id, version: new Date(row.updated_at) };
  };

  // The set snapshot kept per process (set-snapshots.ts; issue 20 item 3): a join takes the set's
  // questions from memory only while the set's version is the one just read with the room, so a set
  // changed in another process (here straight in the database) starts the next attempt anew.
  it('a set changed in another process: the next join starts from its new questions and version', async () => {
    const roomId = await openRoom('classic-classroom');
    const first = await joinOne(roomId, 'Before');
    expect(first.questionOrder).toEqual(['mcsingle', 'oxq00001', 'oxq00002']);
    const set = await setOfRoom(roomId);
    await ctx.database.db.execute(
      sql`UPDATE quiz_sets SET quiz_list = quiz_list - 2, updated_at = updated_at + interval '1 second' WHERE id = ${set.id}`,
    );
    const changed = await setOfRoom(roomId);
    const second = await joinOne(roomId, 'After');
    expect(second.questionOrder).toEqual(['mcsingle', 'oxq00001']);
    const [stored] = await ctx.database.db
      .select({ quizList: quizAttempts.quizList, setVersion: quizAttempts.setVersion })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, second.attemptId));
    expect(stored?.quizList.map((quiz) => quiz.id)).toEqual(['mcsingle', 'oxq00001']);
    expect(stored?.setVersion.getTime()).toBe(changed.version.getTime());
    // Graded against the new snapshot: the removed question is not in the attempt.
    const answer = (quizId: string, given: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/attempts/${second.attemptId}/answers`,
        cookie: second.cookie,
        payload: { quizId, answer: given },
      });
    expect((await answer('oxq00002', 'X')).statusCode).toBe(400);
    expect((await answer('oxq00001', 'O')).statusCode).toBe(200);
    // The first attempt keeps its own snapshot.
    const firstAnswer = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${first.attemptId}/answers`,
      cookie: first.cookie,
      payload: { quizId: 'oxq00002', answer: 'X' },
    });
    expect(firstAnswer.statusCode).toBe(200);
  });

  it("keeps a set's questions per version: the same version is not read again, another one is", async () => {
    const roomId = await openRoom('classic-classroom');
    const set = await setOfRoom(roomId);
    const db = ctx.database.db as Db;
    const ids = (snapshot: Awaited<ReturnType<typeof setPlaySnapshot>>) =>
      snapshot?.quizList.map((quiz) => quiz.id);
    expect(ids(await setPlaySnapshot(db, set.id, set.version))).toEqual(['mcsingle', 'oxq00001', 'oxq00002']);
    // Changed without moving the version (nothing in the app does so): the kept copy answers, unread.
    await db.update(quizSets).set({ isShuffle: true }).where(eq(quizSets.id, set.id));
    await db.execute(sql`UPDATE quiz_sets SET quiz_list = quiz_list - 0 WHERE id = ${set.id}`);
    const kept = await setPlaySnapshot(db, set.id, set.version);
    expect(ids(kept)).toEqual(['mcsingle', 'oxq00001', 'oxq00002']);
    expect(kept?.isShuffle).toBe(false);
    // A new version is read, questions and options together.
    await db.execute(
      sql`UPDATE quiz_sets SET updated_at = updated_at + interval '1 second' WHERE id = ${set.id}`,
    );
    const changed = await setOfRoom(roomId);
    const read = await setPlaySnapshot(db, set.id, changed.version);
    expect(ids(read)).toEqual(['oxq00001', 'oxq00002']);
    expect(read?.isShuffle).toBe(true);
    expect(read?.version.getTime()).toBe(changed.version.getTime());
    // A caller holding the older version (a join racing the change) gets the newer one with its version.
    const raced = await setPlaySnapshot(db, set.id, set.version);
    expect(ids(raced)).toEqual(['oxq00001', 'oxq00002']);
    expect(raced?.version.getTime()).toBe(changed.version.getTime());
    // Shared by every attempt of that version, so frozen all the way down: a change throws.
    const question = raced?.quizList[0] as unknown as Record<string, unknown>;
    expect(() => raced?.quizList.reverse()).toThrow(TypeError);
    expect(() => {
      question.title = 'changed';
    }).toThrow(TypeError);
  });

  it('a join keeps its new attempt head and questions exactly as stored, so its first answer reads neither', async () => {
    const { player, db, storedHead, storedQuizList } = await joinedWithStored('Kept');
    // Changed behind the caches' back: what they answer now can only come from memory.
    await db
      .update(quizAttempts)
      .set({ guestName: 'Changed', quizList: [] })
      .where(eq(quizAttempts.id, player.attemptId));
    const caller = { user: null, guestKey: player.guestKey };
    expect(await cachedOwnAttemptHead(db, player.attemptId, caller)).toEqual(storedHead);
    expect(await attemptQuizList(db, player.attemptId)).toEqual(storedQuizList);
  });

  it('an attempt joined in another process: its first answer here reads its head and questions in one statement', async () => {
    const { player, storedHead, storedQuizList } = await joinedWithStored('Elsewhere');
    // Another process: the join's head is not in its cache, nor its questions (a Db of its own).
    forgetAttemptHeads({ attemptId: player.attemptId });
    const statements: string[] = [];
    const there = countingDb(ctx.database, statements);
    const caller = { user: null, guestKey: player.guestKey };
    expect(await cachedOwnAttemptHead(there, player.attemptId, caller)).toEqual(storedHead);
    expect(await attemptQuizList(there, player.attemptId)).toEqual(storedQuizList);
    expect(statements).toHaveLength(1);
    // The answer itself goes through: stored once, graded on the questions read with the head.
    const answered = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${player.attemptId}/answers`,
      cookie: player.cookie,
      payload: { quizId: 'oxq00001', answer: 'O' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.isCorrect).toBe(true);
  });

  it("keeps each browser's own guest-key hash: one hash per browser, not per answer", () => {
    const keys = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
    for (const round of [1, 2])
      for (const key of keys)
        expect(guestKeyHashOf({ user: null, guestKey: key }), `round ${round}`).toBe(hashGuestKey(key));
    expect(guestKeyHashOf({ user: null, guestKey: null })).toBeNull();
  });

  it('"close now" racing answers in flight: every accepted answer is counted in the score, every other refused', async () => {
    const roomId = await openRoom('classic-classroom');
    const players = await joinAll(roomId);
    const answer = (player: (typeof players)[number], quizId: string, given: number[] | string) =>
      ctx.request({
        method: 'POST',
        url: `/api/attempts/${player.attemptId}/answers`,
        cookie: player.cookie,
        payload: { quizId, answer: given },
      });
    // Everyone's first answer is in before the bell; the second ones race the teacher's close.
    for (const reply of await Promise.all(players.map((player) => answer(player, 'mcsingle', [1]))))
      expect(reply.statusCode).toBe(200);
    const racing = players.map((player) => answer(player, 'oxq00001', 'O'));
    const close = ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${roomId}`,
      cookie: owner,
      payload: { isOpen: false },
    });
    const [closed, ...replies] = await Promise.all([close, ...racing]);
    expect(closed?.statusCode).toBe(200);
    // After the bell, answers are refused.
    const late = await answer(players[0]!, 'oxq00002', 'X');
    expect([403, 409]).toContain(late.statusCode);

    const attempts = await ctx.database.db
      .select()
      .from(quizAttempts)
      .where(
        inArray(
          quizAttempts.id,
          players.map((p) => p.attemptId),
        ),
      );
    // The bell's thirty finishes, run together, counted once each in the set's playCount.
    const [set] = await ctx.database.db
      .select({ playCount: quizSets.playCount })
      .from(quizSets)
      .where(eq(quizSets.id, attempts[0]!.quizSetId));
    expect(set?.playCount).toBe(PLAYERS);
    const answers = await ctx.database.db
      .select()
      .from(quizAttemptAnswers)
      .where(
        inArray(
          quizAttemptAnswers.attemptId,
          players.map((p) => p.attemptId),
        ),
      );
    for (const [index, player] of players.entries()) {
      const reply = replies[index]!;
      const attempt = attempts.find((row) => row.id === player.attemptId);
      const stored = answers.filter((row) => row.attemptId === player.attemptId);
      // The bell finished every attempt, scored from exactly the answers stored.
      expect(attempt?.finishedAt).not.toBeNull();
      expect(attempt?.correctCount).toBe(stored.filter((row) => row.isCorrect).length);
      expect(attempt?.score).toBe(stored.filter((row) => row.isCorrect).length * 10);
      const storedRacing = stored.some((row) => row.quizId === 'oxq00001');
      // Accepted ⇔ stored ⇔ counted; a refusal says the room is closed or the attempt finished.
      if (reply.statusCode === 200) expect(storedRacing).toBe(true);
      else {
        expect([403, 409]).toContain(reply.statusCode);
        expect(storedRacing).toBe(false);
      }
      expect(stored.some((row) => row.quizId === 'oxq00002')).toBe(false);
    }
  });

  // The interleaving that lost answers, forced (PostgreSQL only: PGlite runs one statement at a
  // time): an answer's INSERT has locked its attempt and is held up inside the statement; the bell
  // then closes the room and finishes the attempt. The finish must wait for the answer and count it.
  it.runIf(backend === 'postgres')(
    'an answer held inside its INSERT when the bell rings is counted in the score it got a 200 for',
    async () => {
      const roomId = await openRoom('classic-classroom');
      const [player] = await joinAll(roomId);
      const { attemptId, cookie } = player!;
      // A second connection inserts the same (attempt, question) row and keeps its transaction open:
      // the server's INSERT … ON CONFLICT must wait for it, holding its lock on the attempt meanwhile.
      const blocker = await openSecondConnection(ctx);
      try {
        await blocker.query('BEGIN');
        await blocker.query(
          `INSERT INTO quiz_attempt_answers (attempt_id, quiz_id, answer, passed, is_correct, elapsed_ms)
           VALUES ($1, 'oxq00001', '"O"', false, true, 0)`,
          [attemptId],
        );
        const waiting = async (count: number) => {
          for (;;) {
            const result = (await ctx.database.db.execute(
              sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )) as unknown as { rows: { n: number }[] };
            if ((result.rows[0]?.n ?? 0) >= count) return;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        };
        const answered = ctx.request({
          method: 'POST',
          url: `/api/attempts/${attemptId}/answers`,
          cookie,
          payload: { quizId: 'oxq00001', answer: 'O' },
        });
        await waiting(1);
        const closed = ctx.request({
          method: 'PATCH',
          url: `/api/rooms/${roomId}`,
          cookie: owner,
          payload: { isOpen: false },
        });
        // The finish now waits too (on the attempt's lock, before or after counting).
        await waiting(2);
        await blocker.query('ROLLBACK');
        const [reply, close] = await Promise.all([answered, closed]);
        expect(close.statusCode).toBe(200);
        expect(reply.statusCode).toBe(200);
        const [attempt] = await ctx.database.db
          .select()
          .from(quizAttempts)
          .where(eq(quizAttempts.id, attemptId));
        expect(attempt?.finishedAt).not.toBeNull();
        expect(attempt?.correctCount).toBe(1);
        expect(attempt?.score).toBe(10);
      } finally {
        await blocker.end();
      }
    },
  );
});
