import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizRooms } from '../src/db/schema';
import { settleDueBells } from '../src/features/rooms/bell';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';
import { multipleChoice, ox, subjective, withOptions } from './helpers/payloads';

/*
 * Issue 15 "Quiz rooms a teacher can trust with a real class", items 2–7: attempts per player and
 * the attempt that counts, no answer key for a player on any route, one attempt per child on a shared
 * device, rejoin from another device with a code, look-alike nicknames, the bell — on PGlite and
 * PostgreSQL.
 */

const SECRET = '엽록체열쇠답';
const classPayload = () =>
  withOptions(
    { isShuffle: false, showIncorrectAnswer: false, isAllowPass: true, isPublic: true },
    {
      quizList: [
        multipleChoice({ id: 'mcsingle', order: 1 }),
        ox({ id: 'oxq00001', order: 2 }),
        subjective({
          id: 'subj0001',
          order: 3,
          data: {
            question: '양분을 만드는 곳?',
            questionRichText: '<p>양분을 만드는 곳?</p>',
            answerList: [SECRET],
          },
        }),
      ],
    },
  );

describe.each(BACKENDS)('a real class in a quiz room on %s', (backend) => {
  let ctx: TestContext;
  let owner: string;
  let setId: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    owner = await ctx.signIn('pro@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: classPayload(),
    });
    expect(created.statusCode).toBe(201);
    setId = created.json().data.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const openRoom = async (payload: object = {}) => {
    const opened = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${setId}/rooms`,
      cookie: owner,
      payload,
    });
    expect(opened.statusCode).toBe(201);
    return opened.json().data as { entryMapHashId: string; maxAttemptsPerPlayer: number | null };
  };
  const join = (roomId: string, cookie: string, payload: object = {}) =>
    ctx.request({ method: 'POST', url: `/api/rooms/${roomId}/attempts`, cookie, payload });
  const answer = (attemptId: string, cookie: string, payload: object) =>
    ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/answers`, cookie, payload });
  const finish = (attemptId: string, cookie: string) =>
    ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/finish`, cookie });
  const results = async (roomId: string) =>
    (
      await ctx.request({
        method: 'GET',
        url: `/api/quizsets/${setId}/results?entryMapHashId=${roomId}`,
        cookie: owner,
      })
    ).json().data.attempts as Array<{
      attemptId: string;
      player: { name: string };
      score: number | null;
      counted: boolean;
      finishedAt: string | null;
      rejoinCode: string | null;
    }>;
  /** A guest's browser: the cookie the first join set. */
  const guestJoin = async (roomId: string, guestName: string, cookie = '', extra: object = {}) => {
    const response = await join(roomId, cookie, { guestName, ...extra });
    return { response, cookie: cookie || (response.headers['set-cookie'] ? cookieHeader(response) : '') };
  };

  it('attempts per player: 1, 2, 3 or unlimited, enforced with 409; the room says it (item 2)', async () => {
    const single = await openRoom({ maxAttemptsPerPlayer: 1 });
    expect(single).toMatchObject({ maxAttemptsPerPlayer: 1, allowRetries: false, countedAttempt: 'best' });
    const student = await ctx.signIn('student@demo.example');
    const first = await join(single.entryMapHashId, student);
    expect(first.statusCode).toBe(201);
    await finish(first.json().data.attemptId, student);
    const refused = await join(single.entryMapHashId, student, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('You have already played in this quiz room');
    const korean = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${single.entryMapHashId}/attempts`,
      cookie: student,
      headers: { 'accept-language': 'ko' },
      payload: {},
    });
    expect(korean.json().error.message).toBe('이 퀴즈 방에서 이미 퀴즈를 풀었어요');

    const two = await openRoom({ maxAttemptsPerPlayer: 2, countedAttempt: 'first' });
    for (let i = 0; i < 2; i += 1) {
      const joined = await join(two.entryMapHashId, student);
      expect(joined.statusCode).toBe(201);
      await finish(joined.json().data.attemptId, student);
    }
    const third = await join(two.entryMapHashId, student);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe('You have used all 2 attempts of this quiz room');
    // The teacher raises it: one more.
    const patched = await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${two.entryMapHashId}`,
      cookie: owner,
      payload: { maxAttemptsPerPlayer: 3 },
    });
    expect(patched.json().data).toMatchObject({
      maxAttemptsPerPlayer: 3,
      allowRetries: true,
      countedAttempt: 'first',
    });
    expect((await join(two.entryMapHashId, student)).statusCode).toBe(201);
    const bad = await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${two.entryMapHashId}`,
      cookie: owner,
      payload: { maxAttemptsPerPlayer: 4 },
    });
    expect(bad.statusCode).toBe(400);
    const unlimited = await openRoom();
    expect(unlimited.maxAttemptsPerPlayer).toBeNull();
    const room = await ctx.request({ method: 'GET', url: `/api/rooms/${two.entryMapHashId}` });
    expect(room.json().data.maxAttemptsPerPlayer).toBe(3);
  });

  it('results count the best or the first attempt, as the teacher chooses (item 2)', async () => {
    const room = await openRoom({ maxAttemptsPerPlayer: null, countedAttempt: 'first' });
    const student = await ctx.signIn('student@demo.example');
    const play = async (right: boolean) => {
      const { attemptId } = (await join(room.entryMapHashId, student)).json().data;
      await answer(attemptId, student, { quizId: 'oxq00001', answer: right ? 'o' : 'x' });
      await finish(attemptId, student);
      return attemptId as string;
    };
    const low = await play(false);
    const high = await play(true);
    const countedOf = async () =>
      (await results(room.entryMapHashId)).filter((row) => row.counted).map((row) => row.attemptId);
    expect(await countedOf()).toEqual([low]);
    await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${room.entryMapHashId}`,
      cookie: owner,
      payload: { countedAttempt: 'best' },
    });
    expect(await countedOf()).toEqual([high]);
  });

  it('a joined player, even one who made themselves a TEACHER, reads no answer from any route until done (item 3)', async () => {
    const room = await openRoom({ maxAttemptsPerPlayer: 1 });
    const signUp = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: '엿보는 학생',
        email: `peek-${backend}@example.com`,
        password: 'correct-horse-battery',
      },
    });
    expect(signUp.statusCode).toBe(200);
    const peek = cookieHeader(signUp);
    const joined = await join(room.entryMapHashId, peek);
    expect(joined.statusCode).toBe(201);
    const { attemptId } = joined.json().data;
    const teacher = await ctx.request({
      method: 'PATCH',
      url: '/api/users/info',
      cookie: peek,
      payload: { userType: 'TEACHER' },
    });
    expect(teacher.statusCode).toBe(200);
    // Wherever the player can look, the set's id is not there.
    const seen = [
      await ctx.request({ method: 'GET', url: `/api/rooms/${room.entryMapHashId}`, cookie: peek }),
      await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie: peek }),
      await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}/status`, cookie: peek }),
      joined,
    ];
    for (const response of seen) {
      expect(response.statusCode).toBeLessThan(300);
      expect(response.body).not.toContain(setId);
      expect(response.body).not.toContain(SECRET);
    }
    // The set id is public knowledge anyway (a public set): every route still withholds the answers.
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}`, cookie: peek });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(SECRET);
    expect(read.json().data.quizList.find((q: { id: string }) => q.id === 'oxq00001').answer).toBe('');
    const copy = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: peek,
      payload: {
        ...classPayload(),
        originQuizSetId: setId,
        quizList: read.json().data.quizList.map(toSubmit),
      },
    });
    if (copy.statusCode === 201) {
      const copied = await ctx.request({
        method: 'GET',
        url: `/api/quizsets/${copy.json().data.id}`,
        cookie: peek,
      });
      expect(copied.body).not.toContain(SECRET);
    } else expect(copy.statusCode).toBeGreaterThanOrEqual(400);
    for (const url of [
      `/api/quizsets/${setId}/results`,
      `/api/quizsets/${setId}/results.csv`,
      `/api/quizsets/${setId}/results/attempts/${attemptId}`,
      `/api/quizsets/${setId}/translations`,
      `/api/quizsets/${setId}/translations/en`,
    ]) {
      const response = await ctx.request({ method: 'GET', url, cookie: peek });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain(SECRET);
    }
    // A teacher may host a public set (issue 19 item 20): its room list answers hers only, none yet.
    const rooms = await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}/rooms`, cookie: peek });
    expect(rooms.statusCode).toBe(200);
    expect(rooms.json()).toEqual({ data: [] });
    // Done (one attempt, finished): a teacher account may read the set like any other teacher.
    await finish(attemptId, peek);
    const after = await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}`, cookie: peek });
    expect(after.body).toContain(SECRET);
  });

  it('two children on one browser: a new name is a new attempt; each resumes their own; user and guest never mix (item 4)', async () => {
    const room = await openRoom();
    const gahyun = await guestJoin(room.entryMapHashId, '가현');
    expect(gahyun.response.statusCode).toBe(201);
    const tablet = gahyun.cookie;
    await answer(gahyun.response.json().data.attemptId, tablet, { quizId: 'oxq00001', answer: 'o' });
    const minji = await guestJoin(room.entryMapHashId, '민지', tablet);
    expect(minji.response.statusCode).toBe(201);
    expect(minji.response.json().data.attemptId).not.toBe(gahyun.response.json().data.attemptId);
    const again = await guestJoin(room.entryMapHashId, '가현', tablet);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.json().data).toMatchObject({
      attemptId: gahyun.response.json().data.attemptId,
      resumed: true,
    });
    const progress = await ctx.request({
      method: 'GET',
      url: `/api/attempts/${again.response.json().data.attemptId}`,
      cookie: tablet,
    });
    expect(progress.json().data.player).toEqual({ name: '가현', isGuest: true });
    // A signed-in student on the same browser gets their own attempt, never a guest's.
    const student = await ctx.signIn('student@demo.example');
    const signedIn = await join(room.entryMapHashId, `${student}; ${tablet}`);
    expect(signedIn.statusCode).toBe(201);
    expect([gahyun, minji].map((g) => g.response.json().data.attemptId)).not.toContain(
      signedIn.json().data.attemptId,
    );
    const names = (await results(room.entryMapHashId)).map((row) => row.player.name).sort();
    expect(names).toEqual(['가현', '민지', '최학생'].sort());
  });

  it('rejoin from another device with the code; without it the nickname stays taken (item 5)', async () => {
    const room = await openRoom();
    const first = await guestJoin(room.entryMapHashId, 'Jun');
    const { attemptId, rejoinCode } = first.response.json().data;
    expect(rejoinCode).toMatch(/^[A-Z2-9]{6}$/);
    await answer(attemptId, first.cookie, { quizId: 'oxq00001', answer: 'o' });
    const rows = await results(room.entryMapHashId);
    expect(rows.find((row) => row.attemptId === attemptId)?.rejoinCode).toBe(rejoinCode);
    const taken = await guestJoin(room.entryMapHashId, 'Jun');
    expect(taken.response.statusCode).toBe(409);
    const wrong = await guestJoin(room.entryMapHashId, 'Jun', '', { rejoinCode: 'AAAAAA' });
    expect(wrong.response.statusCode).toBe(409);
    expect(wrong.response.json().error.message).toBe('That rejoin code does not match this nickname');
    const other = await guestJoin(room.entryMapHashId, 'jun', '', { rejoinCode: rejoinCode.toLowerCase() });
    expect(other.response.statusCode).toBe(200);
    expect(other.response.json().data).toMatchObject({ attemptId, resumed: true, rejoinCode });
    const progress = await ctx.request({
      method: 'GET',
      url: `/api/attempts/${attemptId}`,
      cookie: other.cookie,
    });
    expect(progress.json().data.answers).toHaveLength(1);
    // The dead tablet no longer plays it.
    expect((await answer(attemptId, first.cookie, { quizId: 'mcsingle', answer: [1] })).statusCode).toBe(404);
  });

  it('the teacher renames, merges two attempts of one child, and removes a player; nobody else can (item 5)', async () => {
    const room = await openRoom();
    const a = await guestJoin(room.entryMapHashId, 'Mina');
    const b = await guestJoin(room.entryMapHashId, 'Mina2');
    const aId = a.response.json().data.attemptId;
    const bId = b.response.json().data.attemptId;
    await answer(aId, a.cookie, { quizId: 'oxq00001', answer: 'o' });
    await answer(bId, b.cookie, { quizId: 'mcsingle', answer: [1] });
    await answer(bId, b.cookie, { quizId: 'oxq00001', answer: 'x' });
    const base = `/api/rooms/${room.entryMapHashId}/attempts`;
    const student = await ctx.signIn('student@demo.example');
    expect((await ctx.request({ method: 'DELETE', url: `${base}/${aId}`, cookie: student })).statusCode).toBe(
      404,
    );
    const clash = await ctx.request({
      method: 'PATCH',
      url: `${base}/${bId}`,
      cookie: owner,
      payload: { guestName: 'MINA' },
    });
    expect(clash.statusCode).toBe(409);
    const renamed = await ctx.request({
      method: 'PATCH',
      url: `${base}/${aId}`,
      cookie: owner,
      payload: { guestName: '미나' },
    });
    expect(renamed.json().data).toEqual({ attemptId: aId, guestName: '미나' });
    const merged = await ctx.request({
      method: 'POST',
      url: `${base}/${bId}/merge`,
      cookie: owner,
      payload: { intoAttemptId: aId },
    });
    expect(merged.statusCode).toBe(200);
    // a's own OX answer stays; b's multiple-choice answer moves over.
    expect(merged.json().data).toMatchObject({ attemptId: aId, answeredCount: 2 });
    expect((await results(room.entryMapHashId)).map((row) => row.player.name)).toEqual(['미나']);
    // "Mina2" is free again.
    expect((await guestJoin(room.entryMapHashId, 'Mina2')).response.statusCode).toBe(201);
    const removed = await ctx.request({ method: 'DELETE', url: `${base}/${aId}`, cookie: owner });
    expect(removed.json().data.removedAttemptIds).toEqual([aId]);
    expect((await results(room.entryMapHashId)).map((row) => row.player.name)).toEqual(['Mina2']);
    expect((await guestJoin(room.entryMapHashId, '미나')).response.statusCode).toBe(201);
  });

  it('look-alike nicknames are one name; invisible and bidi characters are refused (item 6)', async () => {
    const room = await openRoom();
    expect((await guestJoin(room.entryMapHashId, 'minji')).response.statusCode).toBe(201);
    for (const lookAlike of ['m\u0456nji', 'MINJI', 'ｍｉｎｊｉ', 'rninji']) {
      const response = (await guestJoin(room.entryMapHashId, lookAlike)).response;
      expect(response.statusCode, lookAlike).toBe(409);
      expect(response.json().error.message).toBe('Someone in this room already uses that nickname');
    }
    for (const hidden of ['min\u200bji2', 'a\u202eb', '\u3164', 'x\u2066y']) {
      const response = (await guestJoin(room.entryMapHashId, hidden)).response;
      expect(response.statusCode, JSON.stringify(hidden)).toBe(400);
      expect(response.json().error.message).toBe(
        'A nickname cannot contain control, invisible or direction characters',
      );
    }
  });

  it('the bell: closing scores every open attempt from the answers given and the player sees the result (item 7)', async () => {
    const room = await openRoom();
    const student = await ctx.signIn('student@demo.example');
    const s = (await join(room.entryMapHashId, student)).json().data.attemptId;
    await answer(s, student, { quizId: 'oxq00001', answer: 'o' });
    await answer(s, student, { quizId: 'mcsingle', answer: [1] });
    const g = await guestJoin(room.entryMapHashId, 'Late');
    const gId = g.response.json().data.attemptId;
    const closed = await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${room.entryMapHashId}`,
      cookie: owner,
      payload: { isOpen: false },
    });
    expect(closed.json().data).toMatchObject({ isOpen: false });
    const rows = await results(room.entryMapHashId);
    expect(rows.map((row) => [row.player.name, row.score, row.finishedAt !== null]).sort()).toEqual(
      [
        ['Late', 0, true],
        ['최학생', 20, true],
      ].sort(),
    );
    const status = await ctx.request({ method: 'GET', url: `/api/attempts/${s}/status`, cookie: student });
    expect(status.json().data).toMatchObject({ isOpen: false, result: { score: 20, maxScore: 30 } });
    expect((await answer(gId, g.cookie, { quizId: 'oxq00001', answer: 'o' })).statusCode).toBe(409);
  });

  it('the bell in a minute: the countdown is shown; at closesAt answers are refused and attempts finished with nobody calling (item 7)', async () => {
    const room = await openRoom();
    const student = await ctx.signIn('student@demo.example');
    const s = (await join(room.entryMapHashId, student)).json().data.attemptId;
    const soon = await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${room.entryMapHashId}`,
      cookie: owner,
      payload: { isOpen: false, closeAfterSeconds: 60 },
    });
    const closesAt = Date.parse(soon.json().data.closesAt);
    expect(soon.json().data.isOpen).toBe(true);
    expect(closesAt - Date.now()).toBeGreaterThan(30_000);
    const player = await ctx.request({ method: 'GET', url: `/api/rooms/${room.entryMapHashId}` });
    expect(player.json().data.closesAt).toBe(soon.json().data.closesAt);
    expect((await answer(s, student, { quizId: 'oxq00001', answer: 'o' })).json().data.isCorrect).toBe(true);
    // The minute passes (moved back on the database rather than waited for).
    await ctx.database.db
      .update(quizRooms)
      .set({ closesAt: sql`now() - interval '1 second'` })
      .where(eq(quizRooms.id, room.entryMapHashId));
    const late = await answer(s, student, { quizId: 'mcsingle', answer: [1] });
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe('This quiz room is closed');
    const status = await ctx.request({ method: 'GET', url: `/api/attempts/${s}/status`, cookie: student });
    expect(status.json().data).toMatchObject({ isOpen: false, result: { score: 10 } });

    // Another room whose bell rings with nobody calling: the sweeper finishes it.
    const other = await openRoom();
    const o = (await join(other.entryMapHashId, student)).json().data.attemptId;
    await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${other.entryMapHashId}`,
      cookie: owner,
      payload: { isOpen: false, closeAfterSeconds: 60 },
    });
    await ctx.database.db
      .update(quizRooms)
      .set({ closesAt: sql`now() - interval '1 second'` })
      .where(eq(quizRooms.id, other.entryMapHashId));
    expect(await settleDueBells(ctx.database.db)).toBe(1);
    const [row] = await ctx.database.db
      .select()
      .from(quizRooms)
      .where(eq(quizRooms.id, other.entryMapHashId));
    expect(row?.isOpen).toBe(false);
    expect((await results(other.entryMapHashId)).find((r) => r.attemptId === o)?.score).toBe(0);
    // Reopening clears the bell.
    const reopened = await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${other.entryMapHashId}`,
      cookie: owner,
      payload: { isOpen: true },
    });
    expect(reopened.json().data).toMatchObject({ isOpen: true, closesAt: null });
  });
});

/** A saved question back in its submitted form, as the builder sends it (answers as read). */
function toSubmit(quiz: Record<string, unknown>) {
  const { type, id, order, hint, questionImageUrl, question, questionRichText } = quiz as {
    type: string;
    id: string;
    order: number;
    hint: unknown;
    questionImageUrl: string | null;
    question: string;
    questionRichText: string;
  };
  const base = { id, order, hint, imageUrl: questionImageUrl, type };
  if (type === 'ox') return { ...base, oxData: { question, questionRichText, answer: quiz.answer } };
  if (type === 'multiple')
    return {
      ...base,
      multipleData: {
        question,
        questionRichText,
        choiceListV2: quiz.choiceList,
        answerList: (quiz.answerList as number[]).map(String),
      },
    };
  return { ...base, subjectiveData: { question, questionRichText, answerList: quiz.answerList } };
}
