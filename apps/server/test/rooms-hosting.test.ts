import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';
import { subjective, validPayload, withOptions } from './helpers/payloads';

/*
 * Issue 19 item 20: a teacher hosts another teacher's public set as her own room without copying it
 * (the room and its results are hers alone, the set stays the author's, players never get answers),
 * and a copy made on FREE starts unlisted until she edits it — on PGlite and PostgreSQL.
 */

// A subjective answer no question text contains: finding it in a player's response is a leak.
const SECRET_ANSWER = '호스트비밀답';
const hostedPayload = validPayload({
  title: '남의 세트 빌려 쓰기',
  quizList: [
    subjective({
      id: 'subj0001',
      order: 1,
      data: { question: '수도는?', questionRichText: '<p>수도는?</p>', answerList: [SECRET_ANSWER] },
    }),
  ],
});

describe.each(BACKENDS)('hosting a public set on %s', (backend) => {
  let ctx: TestContext;
  let author: string;
  let host: string;
  let other: string;
  let student: string;
  let publicSet: string;
  let hiddenSet: string;
  let authorRoom: string;
  let hostRoom: string;

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ) => ctx.request({ method, url, cookie, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    author = await ctx.signIn('basic@demo.example');
    host = await ctx.signIn('free@demo.example');
    other = await ctx.signIn('pro@demo.example');
    student = await ctx.signIn('student@demo.example');
    const created = await call(author, 'POST', '/api/quizsets', hostedPayload);
    expect(created.statusCode, created.body).toBe(201);
    publicSet = created.json().data.id;
    const hidden = await call(author, 'POST', '/api/quizsets', withOptions({ isPublic: false }));
    expect(hidden.statusCode, hidden.body).toBe(201);
    hiddenSet = hidden.json().data.id;
    authorRoom = (await call(author, 'POST', `/api/quizsets/${publicSet}/rooms`, {})).json().data
      .entryMapHashId;
  });
  afterAll(() => ctx?.close());

  it("refuses another user's hidden set (404), a student (403) and a visitor (401); nothing is created", async () => {
    const hidden = await call(host, 'POST', `/api/quizsets/${hiddenSet}/rooms`, {});
    expect(hidden.statusCode).toBe(404);
    expect((await call(host, 'GET', `/api/quizsets/${hiddenSet}/rooms`)).statusCode).toBe(404);
    const byStudent = await call(student, 'POST', `/api/quizsets/${publicSet}/rooms`, {});
    expect(byStudent.statusCode).toBe(403);
    expect(byStudent.json().error.code).toBe('FORBIDDEN');
    expect((await call(undefined, 'POST', `/api/quizsets/${publicSet}/rooms`, {})).statusCode).toBe(401);
    // A teacher who hosts nothing of the set sees no results of it.
    expect((await call(other, 'GET', `/api/quizsets/${publicSet}/results`)).statusCode).toBe(403);
    const rooms = await call(author, 'GET', `/api/quizsets/${hiddenSet}/rooms`);
    expect(rooms.json().data).toEqual([]);
  });

  it('hosts the set as her own room: the set is not copied and stays the author’s', async () => {
    const before = await call(host, 'POST', '/api/users/myquiz', { page: 1, limit: 20 });
    const opened = await call(host, 'POST', `/api/quizsets/${publicSet}/rooms`, { allowGuests: true });
    expect(opened.statusCode, opened.body).toBe(201);
    hostRoom = opened.json().data.entryMapHashId;
    expect(opened.json().data.quizSetId).toBe(publicSet);
    const after = await call(host, 'POST', '/api/users/myquiz', { page: 1, limit: 20 });
    expect(after.json().data).toHaveLength(before.json().data.length);
    const set = await call(author, 'GET', `/api/quizsets/${publicSet}`);
    expect(set.json().data.author.id).not.toBe((await call(host, 'GET', '/api/users/me')).json().data.id);
    // Each teacher lists her own rooms of the set only.
    const ids = async (cookie: string) =>
      (await call(cookie, 'GET', `/api/quizsets/${publicSet}/rooms`))
        .json()
        .data.map((room: { entryMapHashId: string }) => room.entryMapHashId);
    expect(await ids(host)).toEqual([hostRoom]);
    expect(await ids(author)).toEqual([authorRoom]);
    expect(await ids(other)).toEqual([]);
  });

  it('a player of her room never receives the answer; results, review and CSV are hers alone', async () => {
    const bodies: string[] = [];
    const room = await call(student, 'GET', `/api/rooms/${hostRoom}`);
    bodies.push(room.body);
    const joined = await call(student, 'POST', `/api/rooms/${hostRoom}/attempts`, {});
    expect(joined.statusCode, joined.body).toBe(201);
    bodies.push(joined.body);
    const { attemptId } = joined.json().data;
    expect(bodies.join('\n')).not.toContain(SECRET_ANSWER);
    const answered = await call(student, 'POST', `/api/attempts/${attemptId}/answers`, {
      quizId: 'subj0001',
      answer: SECRET_ANSWER,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await call(student, 'POST', `/api/attempts/${attemptId}/finish`)).statusCode).toBe(200);

    const hers = await call(host, 'GET', `/api/quizsets/${publicSet}/results`);
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().data.attempts.map((a: { attemptId: string }) => a.attemptId)).toEqual([attemptId]);
    expect(hers.json().data.questions[0].answeredCount).toBe(1);
    // The author does not see her class, not even through the room id.
    const authors = await call(author, 'GET', `/api/quizsets/${publicSet}/results`);
    expect(authors.json().data.attempts).toEqual([]);
    expect(authors.json().data.questions[0].answeredCount).toBe(0);
    const byRoom = await call(author, 'GET', `/api/quizsets/${publicSet}/results?entryMapHashId=${hostRoom}`);
    expect(byRoom.json().data.attempts).toEqual([]);
    expect(
      (await call(author, 'GET', `/api/quizsets/${publicSet}/results/attempts/${attemptId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(host, 'GET', `/api/quizsets/${publicSet}/results/attempts/${attemptId}`)).statusCode,
    ).toBe(200);
    const csv = await call(host, 'GET', `/api/quizsets/${publicSet}/results.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n').filter((line) => line.trim()).length).toBe(2);
    expect((await call(author, 'GET', `/api/quizsets/${publicSet}/results.csv`)).body).not.toContain('학생');
    // Settings and players: each teacher's own room only (another's room id reveals nothing: 404).
    expect((await call(author, 'PATCH', `/api/rooms/${hostRoom}`, { isOpen: false })).statusCode).toBe(404);
    expect((await call(host, 'PATCH', `/api/rooms/${authorRoom}`, { isOpen: false })).statusCode).toBe(404);
    expect(
      (await call(author, 'PATCH', `/api/rooms/${hostRoom}/attempts/${attemptId}`, { guestName: 'x' }))
        .statusCode,
    ).toBe(404);
    const closed = await call(host, 'PATCH', `/api/rooms/${hostRoom}`, { isOpen: false });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.isOpen).toBe(false);
  });

  it('a set made hidden later keeps her room and results hers, but she opens no new room of it', async () => {
    const read = await call(author, 'GET', `/api/quizsets/${publicSet}`);
    const hide = await call(author, 'PUT', `/api/quizsets/${publicSet}`, {
      ...withOptions({ isPublic: false }, { title: hostedPayload.title, quizList: hostedPayload.quizList }),
      quizSetId: publicSet,
      updatedAt: read.json().data.updatedAt,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await call(host, 'GET', `/api/quizsets/${publicSet}/results`)).json().data.attempts).toHaveLength(
      1,
    );
    expect((await call(host, 'POST', `/api/quizsets/${publicSet}/rooms`, {})).statusCode).toBe(403);
    expect((await call(other, 'GET', `/api/quizsets/${publicSet}/rooms`)).statusCode).toBe(404);
  });
});

describe.each(BACKENDS)('"next quiz" from a hosted room on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());

  it("opens the next set's room for the same host: her class's results stay hers", async () => {
    const author = await ctx.signIn('pro@demo.example');
    const host = await ctx.signIn('free@demo.example');
    const create = async (payload: object) => {
      const response = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie: author, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const second = await create(validPayload({ title: '두 번째 세트' }));
    const first = await create(
      validPayload({ title: '첫 번째 세트', isNextQuizsetAvailable: true, nextQuizsetId: second }),
    );
    const room = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${first}/rooms`,
      cookie: host,
      payload: {},
    });
    expect(room.statusCode, room.body).toBe(201);
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${room.json().data.entryMapHashId}/attempts`,
      payload: { guestName: 'Mina' },
    });
    const guest = cookieHeader(joined);
    const { attemptId } = joined.json().data;
    await ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/finish`, cookie: guest });
    const next = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/next-room`,
      cookie: guest,
    });
    expect(next.statusCode, next.body).toBe(200);
    const nextRoom = next.json().data.entryMapHashId as string;
    const rooms = async (cookie: string) =>
      (await ctx.request({ method: 'GET', url: `/api/quizsets/${second}/rooms`, cookie }))
        .json()
        .data.map((r: { entryMapHashId: string }) => r.entryMapHashId);
    expect(await rooms(host)).toEqual([nextRoom]);
    expect(await rooms(author)).toEqual([]);
  });
});

describe.each(BACKENDS)('a copy made on FREE starts unlisted on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());

  it('is hidden from Explore and in her own list until her first edit publishes it; BASIC keeps its choice', async () => {
    const author = await ctx.signIn('basic@demo.example');
    const free = await ctx.signIn('free@demo.example');
    const origin = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: author,
      payload: validPayload({ title: 'zzcopy 원본' }),
    });
    const originId = origin.json().data.id;
    const copy = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: free,
      payload: validPayload({ title: 'zzcopy 원본 (사본)', originQuizSetId: originId }),
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().data.id;
    const explore = async () =>
      (await ctx.request({ method: 'GET', url: '/api/quizsets?q=zzcopy&qType=TITLE' }))
        .json()
        .data.map((set: { id: string }) => set.id);
    expect(await explore()).toEqual([originId]);
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${copyId}`, cookie: free });
    expect(read.json().data.quizsetOptions.isPublic).toBe(false);
    const mine = await ctx.request({
      method: 'POST',
      url: '/api/users/myquiz',
      cookie: free,
      payload: { page: 1 },
    });
    expect(mine.json().data.map((set: { id: string }) => set.id)).toContain(copyId);
    // Her edit (the builder sends the options as loaded) publishes it, as her plan requires.
    const edited = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${copyId}`,
      cookie: free,
      payload: {
        ...withOptions({ isPublic: false }, { title: 'zzcopy 내 버전' }),
        quizSetId: copyId,
        updatedAt: read.json().data.updatedAt,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(new Set(await explore())).toEqual(new Set([originId, copyId]));
    // A FREE teacher's own hidden set that is not a copy is still refused (the plan gate holds).
    const own = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: free,
      payload: withOptions({ isPublic: false }),
    });
    expect(own.statusCode).toBe(403);
    // BASIC keeps the copy public when she asks for it.
    const pro = await ctx.signIn('pro@demo.example');
    const proCopy = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: pro,
      payload: validPayload({ title: 'zzcopy pro', originQuizSetId: originId }),
    });
    expect(proCopy.statusCode, proCopy.body).toBe(201);
    expect(await explore()).toContain(proCopy.json().data.id);
  });
});
