import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvFileName, formatInTimeZone } from '../src/features/rooms/results-csv';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';
import { multipart } from './helpers/multipart';
import { withOptions } from './helpers/payloads';
import { MINIMAL_PDF } from './helpers/pdf';
import { createSetWithRoom } from './helpers/rooms';

/*
 * Issue 15 "The teacher watching" and "Play" (items 8–12): live results with ETag / 304 and the grid's
 * cells, the CSV in the teacher's time zone with a column pair per question and a Korean file name —
 * on PGlite and PostgreSQL.
 */

const TITLE = '광합성: 잎/줄기 "복습"';

describe.each(BACKENDS)('live results and CSV (issue 15) on %s', (backend) => {
  let ctx: TestContext;
  let owner: string;
  let teacher: string;
  let admin: string;
  let setId: string;
  let roomId: string;

  const results = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    ctx.request({ method: 'GET', url: `/api/quizsets/${setId}/results`, cookie, headers });

  /** A guest joins and answers `plays` (quiz id → answer, or 'pass'); returns the attempt id and cookie. */
  async function guestPlays(name: string, plays: Array<[string, number[] | string | 'pass']>) {
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: name },
    });
    expect(joined.statusCode).toBe(201);
    const cookie = cookieHeader(joined);
    const { attemptId } = joined.json().data;
    for (const [quizId, answer] of plays) {
      const sent = await ctx.request({
        method: 'POST',
        url: `/api/attempts/${attemptId}/answers`,
        cookie,
        payload: answer === 'pass' ? { quizId, pass: true } : { quizId, answer },
      });
      expect(sent.statusCode).toBe(200);
    }
    return { attemptId: attemptId as string, cookie };
  }

  beforeAll(async () => {
    ctx = await createTestContext(backend, { RATE_LIMIT_JOINS: '1000', RATE_LIMIT_ANSWERS: '1000' });
    owner = await ctx.signIn('pro@demo.example');
    teacher = await ctx.signIn('free@demo.example');
    admin = await ctx.signIn('admin@demo.example');
    // No shuffle: the grid's "current question" is predictable. The set's default questions:
    // mc000001 (2 + 2: choice 2 "4" is right), ox000001 ('o'), sub00001 (서울).
    ({ setId, roomId } = await createSetWithRoom(ctx, owner, {
      set: withOptions({ isShuffle: false, isAllowPass: true }, { title: TITLE }),
    }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('live results: each answer in the grid, the question a player is on, 304 while nothing changed (item 8)', async () => {
    const first = await results(owner);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json().data.attempts).toEqual([]);

    // Nothing changed: 304, no body; a weak or listed tag matches too, a stale one does not.
    for (const tag of [etag, `W/${etag}`, `"stale", ${etag}`]) {
      const again = await results(owner, { 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    expect((await results(owner, { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    // A player answers: the same tag now gets the new results with the answer in its cell.
    const mina = await guestPlays('Mina', [['mc000001', [1]]]);
    const changed = await results(owner, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const [row] = changed.json().data.attempts;
    expect(row).toMatchObject({
      attemptId: mina.attemptId,
      player: { name: 'Mina', isGuest: true },
      answers: [{ quizId: 'mc000001', outcome: 'correct', answer: [1] }],
      currentQuizId: 'ox000001',
      finishedAt: null,
    });

    // A wrong answer and a pass, then finished: current is null and the row is marked finished.
    for (const payload of [
      { quizId: 'ox000001', answer: 'x' },
      { quizId: 'sub00001', pass: true },
    ])
      await ctx.request({
        method: 'POST',
        url: `/api/attempts/${mina.attemptId}/answers`,
        cookie: mina.cookie,
        payload,
      });
    await ctx.request({ method: 'POST', url: `/api/attempts/${mina.attemptId}/finish`, cookie: mina.cookie });
    const done = (await results(owner)).json().data.attempts[0];
    expect(done.answers.map((cell: { outcome: string }) => cell.outcome)).toEqual([
      'correct',
      'wrong',
      'pass',
    ]);
    expect(done.answers[2].answer).toBeNull();
    expect(done.currentQuizId).toBeNull();
    expect(done.finishedAt).not.toBeNull();
  });

  it('live results and their 304 are for the owner (and admins) only (item 8)', async () => {
    const ownerView = await results(owner);
    const etag = ownerView.headers.etag as string;
    // Another teacher holding the owner's tag learns nothing: 403 before any tag is compared.
    const stranger = await results(teacher, { 'if-none-match': etag });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.headers.etag).toBeUndefined();
    const signedOut = await results(undefined, { 'if-none-match': etag });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers.etag).toBeUndefined();
    // An admin reads the same results, hence the same tag.
    expect((await results(admin, { 'if-none-match': etag })).statusCode).toBe(304);
    // A forged, huge If-None-Match is ignored, not parsed.
    expect((await results(owner, { 'if-none-match': `${'"x",'.repeat(3000)}${etag}` })).statusCode).toBe(200);
  });

  it('CSV: times in ?tz= with the offset, a column pair per question, a Korean file name (item 9)', async () => {
    await guestPlays('=SUM(A1)', [['mc000001', [0]]]);
    const csv = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${setId}/results.csv?tz=Asia/Seoul`,
      cookie: owner,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'attempt_id,room,player,guest,started_at,finished_at,duration_seconds,score,max_score,correct_count,answered_count,q1_answer,q1_result,q2_answer,q2_result,q3_answer,q3_result,team',
    );
    const mina = rows.find((line) => line.includes(',Mina,')) as string;
    expect(mina).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+09:00,/);
    expect(mina).toContain(',2. 4,correct,X,wrong,,pass,');
    // The formula guard still holds for names.
    expect(rows.some((line) => line.includes(",'=SUM(A1),"))).toBe(true);
    expect(rows.find((line) => line.includes('SUM'))).toContain(',1. 3,wrong,,,,,');

    const disposition = csv.headers['content-disposition'] as string;
    const date = formatInTimeZone(new Date().toISOString(), 'Asia/Seoul').slice(0, 10);
    const expected = `광합성_ 잎_줄기 _복습_ – ${date}.csv`;
    const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] as string;
    expect(decodeURIComponent(star)).toBe(expected);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.csv"; filename\*=/);

    // Default UTC: +00:00.
    const utc = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${setId}/results.csv`,
      cookie: owner,
    });
    expect(utc.body).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+00:00,/);
  });

  it('CSV: an unknown or malformed zone is a 400 with nothing sent; only the owner exports (item 9)', async () => {
    for (const tz of ['Mars/Olympus', '../../etc/passwd', 'Asia/Seoul%00', 'x'.repeat(65)]) {
      const refused = await ctx.request({
        method: 'GET',
        url: `/api/quizsets/${setId}/results.csv?tz=${encodeURIComponent(tz)}`,
        cookie: owner,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    const stranger = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${setId}/results.csv?tz=Asia/Seoul`,
      cookie: teacher,
    });
    expect(stranger.statusCode).toBe(403);
  });
  it('material: a "don\'t reopen during play" material reaches the player, marked (item 12)', async () => {
    const materialOf = async (name: string) => {
      const body = multipart({ name, data: MINIMAL_PDF, contentType: 'application/pdf' });
      const uploaded = await ctx.request({
        method: 'POST',
        url: '/api/materials',
        cookie: owner,
        headers: body.headers,
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      return uploaded.json().data;
    };
    const asMaterial = (
      m: { fileUrl: string; originalFileName: string; fileSize: number },
      reopen: boolean,
    ) => ({
      type: 'FILE' as const,
      url: m.fileUrl,
      originalFileName: m.originalFileName,
      fileSize: m.fileSize,
      allowReopenDuringPlay: reopen,
    });
    const once = asMaterial(await materialOf('once.pdf'), false);
    const always = asMaterial(await materialOf('always.pdf'), true);
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: withOptions({}, { materials: [once, always] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const room = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${created.json().data.id}/rooms`,
      cookie: owner,
      payload: {},
    });
    const view = await ctx.request({ method: 'GET', url: `/api/rooms/${room.json().data.entryMapHashId}` });
    // Before: `materials: []` for a set whose only material may not be reopened. Now both, flagged.
    expect(view.json().data.quizSet.materials).toEqual([
      expect.objectContaining({ originalFileName: 'once.pdf', allowReopenDuringPlay: false, url: once.url }),
      expect.objectContaining({ originalFileName: 'always.pdf', allowReopenDuringPlay: true }),
    ]);
  });
  it('translations: with a provider that cannot translate, players are offered no language (item 11)', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: withOptions({ isAiTranslationEnabled: true }, { aiTranslationLanguages: ['en', 'ja'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    await ctx.app.translations.idle();
    // The teacher's side says why (NEEDS_MODEL) …
    const states = (
      await ctx.request({ method: 'GET', url: `/api/quizsets/${id}/translations`, cookie: owner })
    ).json().data;
    expect(states.en).toMatchObject({ status: 'unavailable', error: 'NEEDS_MODEL' });
    expect((await ctx.request({ method: 'GET', url: '/api/ai/capabilities' })).json().data.translate).toBe(
      false,
    );
    // … and the player's room offers no language, nor answers one.
    const room = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${id}/rooms`,
      cookie: owner,
      payload: {},
    });
    const hash = room.json().data.entryMapHashId;
    const view = await ctx.request({ method: 'GET', url: `/api/rooms/${hash}` });
    expect(view.json().data.quizSet.languages).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: `/api/rooms/${hash}/translations/en` })).statusCode).toBe(
      404,
    );
  });
  it('the next set plays: its room is created once per source room with the same settings (item 10)', async () => {
    const newSet = async (cookie: string, extra: Record<string, unknown> = {}) => {
      const created = await ctx.request({
        method: 'POST',
        url: '/api/quizsets',
        cookie,
        payload: withOptions({ isShuffle: false }, extra),
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as string;
    };
    const openRoomOf = async (id: string, options: Record<string, unknown> = {}) =>
      (
        await ctx.request({
          method: 'POST',
          url: `/api/quizsets/${id}/rooms`,
          cookie: owner,
          payload: options,
        })
      ).json().data.entryMapHashId as string;
    const nextId = await newSet(owner, { title: '다음 세트' });
    const firstId = await newSet(owner, { isNextQuizsetAvailable: true, nextQuizsetId: nextId });
    const source = await openRoomOf(firstId, { allowGuests: true, allowRetries: false });
    const view = (await ctx.request({ method: 'GET', url: `/api/rooms/${source}` })).json().data;
    // The player sees the next set's title, not its id.
    expect(view.quizSet.nextQuizset).toEqual({ title: '다음 세트' });

    /** A guest plays the source room to the end. */
    const finishedGuest = async (name: string) => {
      const joined = await ctx.request({
        method: 'POST',
        url: `/api/rooms/${source}/attempts`,
        payload: { guestName: name },
      });
      const cookie = cookieHeader(joined);
      const { attemptId } = joined.json().data;
      return { attemptId: attemptId as string, cookie };
    };
    const next = (attemptId: string, cookie?: string) =>
      ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/next-room`, cookie });

    const mina = await finishedGuest('Mina');
    // Not finished yet: 409, and no room is made.
    expect((await next(mina.attemptId, mina.cookie)).statusCode).toBe(409);
    await ctx.request({ method: 'POST', url: `/api/attempts/${mina.attemptId}/finish`, cookie: mina.cookie });
    // Another player's attempt id (another browser, signed out, another user): the 404 of a missing one.
    expect((await next(mina.attemptId)).statusCode).toBe(404);
    expect((await next(mina.attemptId, teacher)).statusCode).toBe(404);
    const first = await next(mina.attemptId, mina.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ guestName: 'Mina' });
    const nextRoom = first.json().data.entryMapHashId as string;
    expect(nextRoom).not.toBe(source);

    // The same owner's room of the next set, the source room's settings, open.
    const rooms = (
      await ctx.request({ method: 'GET', url: `/api/quizsets/${nextId}/rooms`, cookie: owner })
    ).json().data;
    expect(rooms).toEqual([
      expect.objectContaining({
        entryMapHashId: nextRoom,
        isOpen: true,
        allowGuests: true,
        allowRetries: false,
      }),
    ]);
    // Mina continues there under the same name; her results reach the owner.
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${nextRoom}/attempts`,
      cookie: mina.cookie,
      payload: { guestName: 'Mina' },
    });
    expect(joined.statusCode).toBe(201);

    // Others of the same source room, even at once, reuse the one room.
    const others = await Promise.all(['Jun', 'Ara', 'Sol'].map((name) => finishedGuest(name)));
    for (const other of others)
      await ctx.request({
        method: 'POST',
        url: `/api/attempts/${other.attemptId}/finish`,
        cookie: other.cookie,
      });
    const answers = await Promise.all(others.map((other) => next(other.attemptId, other.cookie)));
    expect(answers.map((answer) => answer.json().data.entryMapHashId)).toEqual([
      nextRoom,
      nextRoom,
      nextRoom,
    ]);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/quizsets/${nextId}/rooms`, cookie: owner })).json().data,
    ).toHaveLength(1);

    // A signed-in player gets no guest name.
    const student = await ctx.signIn('student@demo.example');
    const studentJoin = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${source}/attempts`,
      cookie: student,
      payload: {},
    });
    const studentAttempt = studentJoin.json().data.attemptId;
    await ctx.request({ method: 'POST', url: `/api/attempts/${studentAttempt}/finish`, cookie: student });
    expect((await next(studentAttempt, student)).json().data).toEqual({
      entryMapHashId: nextRoom,
      guestName: null,
    });

    // The source room closed: refused.
    await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${source}`,
      cookie: owner,
      payload: { isOpen: false },
    });
    const closed = await next(others[0]!.attemptId, others[0]!.cookie);
    expect(closed.statusCode).toBe(403);
  });

  it('the next set plays only when there is one of the same owner: off, private elsewhere, deleted (item 10)', async () => {
    const create = async (cookie: string, extra: Record<string, unknown>) =>
      (
        await ctx.request({ method: 'POST', url: '/api/quizsets', cookie, payload: withOptions({}, extra) })
      ).json().data.id as string;
    /** Opens a room of `setId`, plays it to the end as a guest and asks for the next room. */
    const playAndAskNext = async (setId: string) => {
      const room = (
        await ctx.request({ method: 'POST', url: `/api/quizsets/${setId}/rooms`, cookie: owner, payload: {} })
      ).json().data.entryMapHashId;
      const joined = await ctx.request({
        method: 'POST',
        url: `/api/rooms/${room}/attempts`,
        payload: { guestName: 'Tae' },
      });
      const cookie = cookieHeader(joined);
      const { attemptId } = joined.json().data;
      await ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/finish`, cookie });
      const view = (await ctx.request({ method: 'GET', url: `/api/rooms/${room}` })).json().data;
      const answer = await ctx.request({
        method: 'POST',
        url: `/api/attempts/${attemptId}/next-room`,
        cookie,
      });
      return { offered: view.quizSet.nextQuizset, status: answer.statusCode, answer };
    };
    // Another teacher's public set as "next": not offered, not played (its owner would get this class's answers).
    const foreign = await create(teacher, { title: '남의 세트' });
    const withForeign = await create(owner, { isNextQuizsetAvailable: true, nextQuizsetId: foreign });
    expect(await playAndAskNext(withForeign)).toMatchObject({ offered: null, status: 404 });
    const roomsOfForeign = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${foreign}/rooms`,
      cookie: teacher,
    });
    expect(roomsOfForeign.json().data).toEqual([]);

    // The owner's private set plays (the teacher chose it).
    const privateNext = await create(owner, {
      title: '비공개 다음',
      quizsetOptions: { ...withOptions({}).quizsetOptions, isPublic: false },
    });
    const withPrivate = await create(owner, { isNextQuizsetAvailable: true, nextQuizsetId: privateNext });
    const played = await playAndAskNext(withPrivate);
    expect(played.offered).toEqual({ title: '비공개 다음' });
    expect(played.status).toBe(200);

    // Deleted after it was chosen: not offered, 404, nothing created.
    const doomed = await create(owner, { title: '지울 세트' });
    const withDoomed = await create(owner, { isNextQuizsetAvailable: true, nextQuizsetId: doomed });
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/quizsets/${doomed}`, cookie: owner })).statusCode,
    ).toBe(200);
    const gone = await playAndAskNext(withDoomed);
    expect(gone).toMatchObject({ offered: null, status: 404 });
    expect(gone.answer.json().error.code).toBe('NOT_FOUND');

    // "Next" switched off.
    const off = await create(owner, { isNextQuizsetAvailable: false, nextQuizsetId: null });
    expect(await playAndAskNext(off)).toMatchObject({ offered: null, status: 404 });
  });
});

describe('CSV helpers (issue 15 item 9)', () => {
  it('formats an instant in a zone with its offset, half-hour zones and UTC included', () => {
    const instant = '2026-03-01T00:30:00.000Z';
    expect(formatInTimeZone(instant, 'Asia/Seoul')).toBe('2026-03-01 09:30:00+09:00');
    expect(formatInTimeZone(instant, 'America/St_Johns')).toBe('2026-02-28 21:00:00-03:30');
    expect(formatInTimeZone(instant, 'UTC')).toBe('2026-03-01 00:30:00+00:00');
  });
  it('names the file by title and date, with an ASCII fallback and RFC 5987 filename*', () => {
    const { fileName, header } = csvFileName("수학 (1)*'", new Date('2026-03-01T20:00:00Z'), 'Asia/Seoul');
    expect(fileName).toBe("수학 (1)_' – 2026-03-02.csv");
    expect(header).toBe(
      `attachment; filename="__ (1)_' - 2026-03-02.csv"; filename*=UTF-8''%EC%88%98%ED%95%99%20%281%29_%27%20%E2%80%93%202026-03-02.csv`,
    );
    expect(csvFileName('\u202e\u0000', new Date('2026-03-01T00:00:00Z'), 'UTC').fileName).toBe(
      '__ – 2026-03-01.csv',
    );
  });
});
