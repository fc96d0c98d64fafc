import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerBatchSql } from '../src/features/rooms/answer-batch';
import { joinStateSql } from '../src/features/rooms/join-statements';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';
import { multipleChoice, ox, subjective, validPayload, withOptions } from './helpers/payloads';
import { primaryKeysOf, readsOf } from './helpers/query-plan';
import { createSetWithRoom } from './helpers/rooms';

/*
 * Quiz rooms (issue 10; api.md "Quiz rooms and play"): open/close, join as a user or a guest, answer
 * graded on the server, resume, finish, results for the owner — on PGlite and PostgreSQL.
 */

// A subjective answer no question text contains, so finding it in a response means a leak.
const SECRET_ANSWER = '엽록체비밀답';
const roomPayload = (options: Parameters<typeof withOptions>[0] = {}) =>
  withOptions(
    { isShuffle: true, showIncorrectAnswer: true, isAllowPass: true, ...options },
    {
      quizList: [
        multipleChoice({ id: 'mcsingle', order: 1 }),
        multipleChoice({
          id: 'mcdouble',
          order: 2,
          data: {
            question: 'Even numbers?',
            questionRichText: '<p>Even numbers?</p>',
            answerList: ['1', '3'],
          },
        }),
        ox({ id: 'oxq00001', order: 3 }),
        subjective({
          id: 'subj0001',
          order: 4,
          data: {
            question: '식물이 양분을 만드는 곳?',
            questionRichText: '<p>식물이 양분을 만드는 곳?</p>',
            answerList: [SECRET_ANSWER, 'chloroplast'],
          },
        }),
      ],
    },
  );

/** The right answer the test plays for each question. */
const RIGHT: Record<string, number[] | string> = {
  mcsingle: [1],
  mcdouble: [3, 1],
  oxq00001: 'O',
  subj0001: `  ${SECRET_ANSWER.normalize('NFD')} `,
};

/** Every key of every object in a JSON value, with the object it sits in. */
function* objectsOf(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsOf(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const inner of Object.values(value)) yield* objectsOf(inner);
  }
}

/**
 * Fails when anything a player received reveals the answer of a question not yet answered:
 * no `answerList` / `isAnswer` key ever, `correctAnswer` only beside an answered question's id, and
 * the secret subjective answer not as text before it was answered.
 */
function expectNoLeak(bodies: string[], answered: Set<string>): void {
  for (const body of bodies) {
    if (!answered.has('subj0001')) expect(body.normalize('NFC')).not.toContain(SECRET_ANSWER);
    for (const object of objectsOf(JSON.parse(body))) {
      expect(object).not.toHaveProperty('answerList');
      expect(object).not.toHaveProperty('isAnswer');
    }
    const parsed = JSON.parse(body);
    // An answer's reply (tagged with its quizId) may carry the right answer of that question only.
    const replyOf = parsed.reply ? String(parsed.quizId) : null;
    for (const object of objectsOf(parsed.reply ?? parsed)) {
      if ('correctAnswer' in object) expect(answered.has(String(object.quizId ?? replyOf))).toBe(true);
      if ('type' in object && 'question' in object) expect(object).not.toHaveProperty('answer');
    }
  }
}

describe.each(BACKENDS)('quiz rooms on %s', (backend) => {
  let ctx: TestContext;
  let owner: string;
  let student: string;
  let teacher: string;
  let admin: string;
  let setId: string;
  let roomId: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { RATE_LIMIT_JOINS: '1000', RATE_LIMIT_ANSWERS: '1000' });
    owner = await ctx.signIn('pro@demo.example');
    student = await ctx.signIn('student@demo.example');
    teacher = await ctx.signIn('free@demo.example');
    admin = await ctx.signIn('admin@demo.example');
    ({ setId, roomId } = await createSetWithRoom(ctx, owner, { set: roomPayload() }));
    expect(roomId).toMatch(/^[A-Za-z0-9]{12}$/);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('the owner opens a room; a student or a visitor is refused and nothing is created', async () => {
    expect(
      (await ctx.request({ method: 'POST', url: `/api/quizsets/${setId}/rooms`, payload: {} })).statusCode,
    ).toBe(401);
    // Another teacher may host the public set as her own room (issue 19 item 20, rooms-hosting.test.ts).
    const byStudent = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${setId}/rooms`,
      cookie: student,
      payload: {},
    });
    expect(byStudent.statusCode).toBe(403);
    expect(byStudent.json().error.code).toBe('FORBIDDEN');
    const missing = await ctx.request({
      method: 'POST',
      url: '/api/quizsets/no-such-set/rooms',
      cookie: owner,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    const list = await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}/rooms`, cookie: owner });
    expect(list.json().data.map((room: { entryMapHashId: string }) => room.entryMapHashId)).toEqual([roomId]);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}/rooms`, cookie: student })).statusCode,
    ).toBe(403);
  });

  it('plays a whole attempt: nothing received reveals an answer before it is given; saved, resumed, a replay refused', async () => {
    const bodies: string[] = [];
    const answered = new Set<string>();
    const call = async (options: Parameters<TestContext['request']>[0]): Promise<LightMyRequestResponse> => {
      const response = await ctx.request({ cookie: student, ...options });
      // An answer's reply is about the question it answered: keep that beside it for the check.
      const quizId = (options.payload as { quizId?: string } | undefined)?.quizId;
      bodies.push(quizId ? JSON.stringify({ quizId, reply: response.json() }) : response.body);
      return response;
    };
    const room = await call({ method: 'GET', url: `/api/rooms/${roomId}` });
    expect(room.statusCode).toBe(200);
    expect(room.json().data.quizSet.questions).toHaveLength(4);
    expect(
      room.json().data.quizSet.questions.find((q: { id: string }) => q.id === 'mcdouble').multipleAnswers,
    ).toBe(true);
    const joined = await call({ method: 'POST', url: `/api/rooms/${roomId}/attempts`, payload: {} });
    expect(joined.statusCode).toBe(201);
    const { attemptId, questionOrder } = joined.json().data;
    expect([...questionOrder].sort()).toEqual(['mcdouble', 'mcsingle', 'oxq00001', 'subj0001']);
    expectNoLeak(bodies, answered);

    // First question answered, then the "tab is closed": a new join resumes the same attempt.
    const [first, ...rest] = questionOrder as string[];
    const firstAnswer = await call({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      payload: { quizId: first, answer: RIGHT[first as string] },
    });
    expect(firstAnswer.statusCode).toBe(200);
    expect(firstAnswer.json().data.isCorrect).toBe(true);
    answered.add(first as string);
    expectNoLeak(bodies, answered);
    const again = await call({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { withProgress: true },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ attemptId, questionOrder, resumed: true });
    const progress = await call({ method: 'GET', url: `/api/attempts/${attemptId}` });
    // The player's join carries the progress as the GET reads it (issue 20); without asking, none.
    expect(again.json().data.progress).toEqual(progress.json().data);
    expect(joined.json().data).not.toHaveProperty('progress');
    expect(progress.json().data).toMatchObject({ currentIndex: 1, finishedAt: null, questionOrder });
    expect(progress.json().data.answers).toMatchObject([{ quizId: first, isCorrect: true, passed: false }]);
    expectNoLeak(bodies, answered);

    // A replayed (or changed) answer to the same question is refused and changes nothing.
    const replay = await call({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      payload: { quizId: first, answer: RIGHT[first as string] },
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe('CONFLICT');

    // The rest: one wrong (reveals the right answer: showIncorrectAnswer), one passed, one right.
    for (const [index, quizId] of rest.entries()) {
      const payload =
        index === 0
          ? { quizId, pass: true }
          : index === 1
            ? { quizId, answer: quizId.startsWith('mc') ? [0] : quizId === 'oxq00001' ? 'x' : 'wrong' }
            : { quizId, answer: RIGHT[quizId] };
      const response = await call({ method: 'POST', url: `/api/attempts/${attemptId}/answers`, payload });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.isCorrect).toBe(index === 2);
      expect(response.json().data).toHaveProperty('correctAnswer');
      answered.add(quizId);
      expectNoLeak(bodies, answered);
    }
    const finished = await call({ method: 'POST', url: `/api/attempts/${attemptId}/finish` });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data).toMatchObject({ score: 20, maxScore: 40, correctCount: 2 });
    expect(finished.json().data.durationMs).toBeGreaterThanOrEqual(0);
    const late = await call({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      payload: { quizId: first, answer: [1] },
    });
    expect(late.statusCode).toBe(409);

    // playCount counts finished attempts, once.
    const refinish = await call({ method: 'POST', url: `/api/attempts/${attemptId}/finish` });
    expect(refinish.json().data).toEqual(finished.json().data);
    const set = await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}` });
    expect(set.json().data.playCount).toBe(1);
    const review = await call({ method: 'GET', url: `/api/attempts/${attemptId}` });
    expect(review.json().data.result).toEqual(finished.json().data);
    expect(review.json().data.answers).toHaveLength(4);
  });

  it('the answer batch reads each attempt, room, set and earlier answer by primary key (issue 20 item 3)', async () => {
    // EXPLAIN only plans: the ids need not exist. A user's answer and a guest's pass, as a batch sends.
    // This file's tables are so small that reading one whole is the cheapest plan; with sequential
    // scans priced out the plan says which index each read would use on a school's tables.
    const batch = [
      {
        attemptId: 'attempt-1',
        player: { userId: 'user-1' },
        quizId: 'mc000001',
        answer: [1],
        passed: false,
        isCorrect: true,
        team: null,
      },
      {
        attemptId: 'attempt-2',
        player: { guestKeyHash: 'hash-2' },
        quizId: 'mc000001',
        answer: null,
        passed: true,
        isCorrect: false,
        team: null,
      },
    ];
    const tables = ['quiz_attempts', 'quiz_rooms', 'quiz_sets', 'quiz_attempt_answers'];
    const primaryKeyOf = await primaryKeysOf(ctx.database.db, tables);
    const reads = await readsOf(ctx.database.db, answerBatchSql(batch), tables, { seqScan: false });
    expect(new Set(reads.map((read) => read.split(':')[0]))).toEqual(new Set(primaryKeyOf.keys()));
    for (const read of reads) {
      const table = read.split(':')[0] as string;
      // An attempt's earlier answers (for the time since the last one) by the key's first column.
      expect(read).toMatch(
        new RegExp(`^${table}: (Index Scan|Index Only Scan|Bitmap Heap Scan) ${primaryKeyOf.get(table)}$`),
      );
    }
  });

  it("a join reads the player's own attempts and nickname, never the room's (issue 20 item 3)", async () => {
    // As the batch's plan above: sequential scans priced out, so the plan names the index a school's
    // tables would be read by. A guest's and a user's join statement (join-statements.ts).
    const tables = ['quiz_attempts', 'quiz_room_guests'];
    const guest = await readsOf(
      ctx.database.db,
      joinStateSql('room-1', { guestNameKey: 'mina', guestKeyHash: 'hash-1' }),
      tables,
      { seqScan: false },
    );
    const user = await readsOf(ctx.database.db, joinStateSql('room-1', { userId: 'user-1' }), tables, {
      seqScan: false,
    });
    // quiz_attempts_room_idx (room, started) would read every attempt of the room.
    const scan = '(Index Scan|Index Only Scan|Bitmap Heap Scan)';
    expect(guest.length).toBeGreaterThan(0);
    for (const read of guest)
      expect(read).toMatch(
        new RegExp(
          `^(quiz_attempts: ${scan} (quiz_attempts_guest_idx|quiz_attempts_open_guest_name_unique)|quiz_room_guests: ${scan} quiz_room_guests_room_id_name_key_pk)$`,
        ),
      );
    expect(user.length).toBeGreaterThan(0);
    for (const read of user)
      expect(read).toMatch(
        new RegExp(`^quiz_attempts: ${scan} (quiz_attempts_user_idx|quiz_attempts_open_user_unique)$`),
      );
  });

  it('refuses another player reading or answering an attempt (same 404 as a missing one)', async () => {
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      cookie: teacher,
      payload: {},
    });
    const { attemptId, questionOrder } = joined.json().data;
    for (const cookie of [student, undefined, owner]) {
      expect(
        (await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie })).statusCode,
      ).toBe(404);
      const answer = await ctx.request({
        method: 'POST',
        url: `/api/attempts/${attemptId}/answers`,
        cookie,
        payload: { quizId: questionOrder[0], answer: 'o' },
      });
      expect(answer.statusCode).toBe(404);
    }
    const progress = await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie: teacher });
    expect(progress.json().data.answers).toEqual([]);
    // Bad input: an unknown question, a wrong shape, a huge text, a NUL byte.
    const bad = [
      { quizId: 'nope', answer: 'o' },
      { quizId: 'oxq00001', answer: 'maybe' },
      { quizId: 'mcsingle', answer: [9] },
      { quizId: 'subj0001', answer: 'a'.repeat(201) },
      { quizId: 'subj0001', answer: 'a\u0000b' },
      { quizId: 'subj0001', answer: { $gt: '' } },
    ];
    for (const payload of bad) {
      const response = await ctx.request({
        method: 'POST',
        url: `/api/attempts/${attemptId}/answers`,
        cookie: teacher,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const typed = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie: teacher,
      headers: { 'accept-language': 'ko' },
      payload: { quizId: 'subj0001', answer: '   ' },
    });
    expect(typed.json().error.message).toBe('답을 고르거나 입력해 주세요');
    expect(
      (await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie: teacher })).json().data
        .answers,
    ).toEqual([]);
  });

  it('guests: nickname checked for length and kept unique in the room; only their browser resumes', async () => {
    const empty = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Enter a nickname');
    const long = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: '가'.repeat(21) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('A nickname can have at most 20 characters');
    const bidi = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: 'a\u202eb' },
    });
    expect(bidi.statusCode).toBe(400);

    const mina = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      // The player's join (issue 20): a new guest's progress comes with it, under the cookie set now.
      payload: { guestName: ' Mina ', withProgress: true },
    });
    expect(mina.statusCode).toBe(201);
    const minaCookie = cookieHeader(mina);
    expect(minaCookie).toMatch(/^quizset_player=/);
    expect(mina.headers['set-cookie']).toMatch(/HttpOnly/);
    const { attemptId } = mina.json().data;
    const minaProgress = await ctx.request({
      method: 'GET',
      url: `/api/attempts/${attemptId}`,
      cookie: minaCookie,
    });
    expect(mina.json().data.progress).toEqual(minaProgress.json().data);
    expect(mina.json().data.progress).toMatchObject({ attemptId, player: { name: 'Mina', isGuest: true } });

    // Another browser asking for the same name (any case, full-width) is refused.
    for (const name of ['mina', 'ＭＩＮＡ']) {
      const clash = await ctx.request({
        method: 'POST',
        url: `/api/rooms/${roomId}/attempts`,
        payload: { guestName: name },
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error.message).toBe('Someone in this room already uses that nickname');
    }
    // Her browser resumes her attempt; another browser cannot read it.
    const resumed = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      cookie: minaCookie,
      payload: { guestName: 'Mina' },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.attemptId).toBe(attemptId);
    const other = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: 'Jun' },
    });
    expect(other.statusCode).toBe(201);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie: cookieHeader(other) }))
        .statusCode,
    ).toBe(404);
    const forged = 'quizset_player=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect(
      (await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie: forged })).statusCode,
    ).toBe(404);
    const own = await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie: minaCookie });
    expect(own.json().data.player).toEqual({ name: 'Mina', isGuest: true });
    const answered = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie: minaCookie,
      payload: { quizId: 'oxq00001', answer: 'x' },
    });
    expect(answered.json().data).toEqual({ isCorrect: false, correctAnswer: 'o' });
    const done = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/finish`,
      cookie: minaCookie,
    });
    expect(done.json().data).toMatchObject({ score: 0, maxScore: 40, correctCount: 0 });
  });

  it('a closed room refuses joins and answers; reopened, it plays again; only the owner closes it', async () => {
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      cookie: admin,
      payload: {},
    });
    const { attemptId } = joined.json().data;
    expect(
      (
        await ctx.request({
          method: 'PATCH',
          url: `/api/rooms/${roomId}`,
          cookie: student,
          payload: { isOpen: false },
        })
      ).statusCode,
    ).toBe(404);
    const closed = await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${roomId}`,
      cookie: owner,
      payload: { isOpen: false },
    });
    expect(closed.json().data.isOpen).toBe(false);
    const view = await ctx.request({ method: 'GET', url: `/api/rooms/${roomId}` });
    expect(view.json().data).toMatchObject({ isOpen: false, quizSet: { questions: [] } });
    const join = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: 'Late' },
    });
    expect(join.statusCode).toBe(403);
    expect(join.json().error.message).toBe('This quiz room is closed');
    // Closing is the bell (issue 15 item 7): the open attempt was scored (nothing answered = 0).
    const answer = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie: admin,
      payload: { quizId: 'oxq00001', answer: 'o' },
    });
    expect(answer.statusCode).toBe(409);
    const progress = await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie: admin });
    expect(progress.json().data.result).toMatchObject({ score: 0, correctCount: 0 });
    await ctx.request({
      method: 'PATCH',
      url: `/api/rooms/${roomId}`,
      cookie: owner,
      payload: { isOpen: true },
    });
    const again = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      cookie: admin,
      payload: {},
    });
    expect(again.statusCode).toBe(201);
    const retry = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${again.json().data.attemptId}/answers`,
      cookie: admin,
      payload: { quizId: 'oxq00001', answer: 'o' },
    });
    expect(retry.json().data).toEqual({ isCorrect: true, correctAnswer: 'o' });
  });

  it('guests only where allowed, passes only where allowed, the right answer only where shown', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: roomPayload({ isAllowPass: false, showIncorrectAnswer: false, isShuffle: false }),
    });
    const strictSet = created.json().data.id;
    const opened = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${strictSet}/rooms`,
      cookie: owner,
      payload: { allowGuests: false, allowRetries: false },
    });
    const strictRoom = opened.json().data.entryMapHashId;
    const guest = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${strictRoom}/attempts`,
      payload: { guestName: 'Mina' },
    });
    expect(guest.statusCode).toBe(401);
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${strictRoom}/attempts`,
      cookie: student,
      payload: {},
    });
    const { attemptId, questionOrder } = joined.json().data;
    expect(questionOrder).toEqual(['mcsingle', 'mcdouble', 'oxq00001', 'subj0001']);
    const pass = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie: student,
      payload: { quizId: 'mcsingle', pass: true },
    });
    expect(pass.statusCode).toBe(403);
    const wrong = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie: student,
      payload: { quizId: 'mcsingle', answer: [0] },
    });
    expect(wrong.json().data).toEqual({ isCorrect: false });
    const progress = await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie: student });
    expect(progress.body).not.toContain('correctAnswer');
    await ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/finish`, cookie: student });
    const retry = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${strictRoom}/attempts`,
      cookie: student,
      payload: {},
    });
    expect(retry.statusCode).toBe(409);
  });

  it('results and the CSV are for the owner (and admins) only, with the item analysis', async () => {
    for (const cookie of [student, teacher]) {
      expect(
        (await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}/results`, cookie })).statusCode,
      ).toBe(403);
      expect(
        (await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}/results.csv`, cookie })).statusCode,
      ).toBe(403);
    }
    expect((await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}/results` })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.request({ method: 'GET', url: `/api/quizsets/${setId}/results`, cookie: admin })).statusCode,
    ).toBe(200);
    const results = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${setId}/results`,
      cookie: owner,
    });
    const { attempts, questions } = results.json().data;
    expect(attempts.map((a: { player: { name: string } }) => a.player.name).sort()).toEqual(
      ['관리자', '관리자', '김무료 선생님', 'Jun', 'Mina', '최학생'].sort(),
    );
    // The admin's attempt closed at the bell counts (best of the finished ones); the open retry does not.
    const adminRows = attempts.filter((a: { player: { name: string } }) => a.player.name === '관리자');
    expect(
      adminRows.map((a: { counted: boolean; finishedAt: string | null }) => [
        a.counted,
        a.finishedAt !== null,
      ]),
    ).toEqual([
      [true, true],
      [false, false],
    ]);
    const ox = questions.find((q: { quizId: string }) => q.quizId === 'oxq00001');
    // Answers to the OX question: the student (one of right/wrong/pass), Mina 'x' (wrong), the admin 'o' (right).
    expect(ox.answeredCount).toBe(3);
    expect(ox.topWrongAnswers[0]).toEqual({
      answer: 'x',
      count: ox.answeredCount - ox.passCount - Math.round(ox.correctRate * 3),
    });
    expect(ox.medianMs).toBeGreaterThanOrEqual(0);
    const mina = attempts.find((a: { player: { name: string } }) => a.player.name === 'Mina');
    const review = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${setId}/results/attempts/${mina.attemptId}`,
      cookie: owner,
    });
    expect(
      review.json().data.items.find((item: { quiz: { id: string } }) => item.quiz.id === 'oxq00001').answer,
    ).toMatchObject({ answer: 'x', isCorrect: false });
    expect(
      (
        await ctx.request({
          method: 'GET',
          url: `/api/quizsets/${setId}/results/attempts/${mina.attemptId}`,
          cookie: student,
        })
      ).statusCode,
    ).toBe(403);

    const csv = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${setId}/results.csv`,
      cookie: owner,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^attempt_id,room,player/);
    expect(lines).toHaveLength(attempts.length + 1);
  });

  it('a guest named like a formula cannot inject one into the CSV', async () => {
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: '=HYPERLINK("x")' },
    });
    expect(joined.statusCode).toBe(201);
    const csv = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${setId}/results.csv`,
      cookie: owner,
    });
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
  it('team maps (issue 10; spec §3 map type): four joins, four teams; the fifth to the smallest; team points', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: { ...roomPayload({ isShuffle: false }), templateId: 'team-forest' },
    });
    expect(created.statusCode).toBe(201);
    const teamSetId = created.json().data.id;
    const open = async () =>
      (
        await ctx.request({
          method: 'POST',
          url: `/api/quizsets/${teamSetId}/rooms`,
          cookie: owner,
          payload: {},
        })
      ).json().data.entryMapHashId as string;
    const teamRoom = await open();
    const bodies: string[] = [];
    const join = async (cookie?: string, guestName?: string) => {
      const response = await ctx.request({
        method: 'POST',
        url: `/api/rooms/${teamRoom}/attempts`,
        cookie,
        payload: guestName ? { guestName } : {},
      });
      bodies.push(response.body);
      return response;
    };
    // A student and three guests: four different teams, in index order.
    const joins = [await join(student), await join(undefined, 'T1'), await join(undefined, 'T2')];
    joins.push(await join(undefined, 'T3'));
    for (const response of joins) expect(response.statusCode).toBe(201);
    expect(joins.map((response) => response.json().data.team.index)).toEqual([0, 1, 2, 3]);
    expect(joins[0]?.json().data.team).toEqual({ index: 0, score: 0, members: 1 });
    // The fifth goes to the smallest team (all tied: the lowest index).
    const fifth = await join(undefined, 'T5');
    expect(fifth.json().data.team).toEqual({ index: 0, score: 0, members: 2 });

    // Team 0's points are its members' right answers: the student's and the fifth player's.
    const studentAttempt = joins[0]?.json().data.attemptId as string;
    const answer = async (attemptId: string, cookie: string, quizId: string, given: number[] | string) => {
      const response = await ctx.request({
        method: 'POST',
        url: `/api/attempts/${attemptId}/answers`,
        cookie,
        payload: { quizId, answer: given },
      });
      expect(response.statusCode).toBe(200);
      bodies.push(JSON.stringify({ quizId, reply: response.json() }));
      return response.json().data;
    };
    expect((await answer(studentAttempt, student, 'mcsingle', RIGHT.mcsingle as number[])).team).toEqual({
      index: 0,
      score: 10,
      members: 2,
    });
    const fifthCookie = cookieHeader(fifth);
    const fifthAttempt = fifth.json().data.attemptId as string;
    expect((await answer(fifthAttempt, fifthCookie, 'oxq00001', 'o')).team.score).toBe(20);
    // A wrong answer adds nothing; another team's right answer counts for that team only.
    expect((await answer(fifthAttempt, fifthCookie, 'mcsingle', [0])).team.score).toBe(20);
    const t1 = joins[1] as LightMyRequestResponse;
    expect((await answer(t1.json().data.attemptId, cookieHeader(t1), 'oxq00001', 'o')).team).toEqual({
      index: 1,
      score: 10,
      members: 1,
    });

    // Progress and a resume keep the team and show its points.
    const progress = await ctx.request({
      method: 'GET',
      url: `/api/attempts/${studentAttempt}`,
      cookie: student,
    });
    bodies.push(progress.body);
    expect(progress.json().data.team).toEqual({ index: 0, score: 20, members: 2 });
    // The header's poll: the student's team with the fifth player's answers counted; only for the
    // attempt's own player.
    const polled = await ctx.request({
      method: 'GET',
      url: `/api/attempts/${studentAttempt}/team`,
      cookie: student,
    });
    bodies.push(polled.body);
    expect(polled.json().data).toEqual({ index: 0, score: 20, members: 2 });
    for (const cookie of [fifthCookie, teacher, undefined])
      expect(
        (await ctx.request({ method: 'GET', url: `/api/attempts/${studentAttempt}/team`, cookie }))
          .statusCode,
      ).toBe(404);
    const resumed = await join(student);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({
      attemptId: studentAttempt,
      resumed: true,
      team: { index: 0 },
    });
    // No team field carries anything but counts: no answer, no name.
    for (const body of bodies)
      for (const object of objectsOf(JSON.parse(body)))
        if ('team' in object && object.team !== null)
          expect(Object.keys(object.team as object).sort()).toEqual(['index', 'members', 'score']);
    expectNoLeak(bodies, new Set(['mcsingle', 'oxq00001']));

    // Four joins at once still land on four teams (the room's row is locked while counting).
    const raceRoom = await open();
    const raced = await Promise.all(
      ['R1', 'R2', 'R3', 'R4'].map((guestName) =>
        ctx.request({ method: 'POST', url: `/api/rooms/${raceRoom}/attempts`, payload: { guestName } }),
      ),
    );
    expect(raced.map((response) => response.json().data.team.index).sort()).toEqual([0, 1, 2, 3]);

    // The owner's results: standings, best first; only for the owner.
    const results = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${teamSetId}/results`,
      cookie: owner,
    });
    const { teams } = results.json().data;
    // Every room of the set: team 0 is the student and T5 here, R1 in the race room.
    expect(teams[0]).toEqual({ index: 0, members: 3, score: 20, correctRate: 2 / 3 });
    expect(teams[1]).toEqual({ index: 1, members: 2, score: 10, correctRate: 1 });
    expect(teams.map((team: { index: number }) => team.index)).toEqual([0, 1, 2, 3]);
    const oneRoom = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${teamSetId}/results?entryMapHashId=${raceRoom}`,
      cookie: owner,
    });
    expect(oneRoom.json().data.teams.map((team: { members: number }) => team.members)).toEqual([1, 1, 1, 1]);
    // Each attempt row names its team, in the JSON and as the CSV's last column.
    const raceRows = oneRoom.json().data.attempts as { team: number | null }[];
    expect(raceRows.map((row) => row.team).sort()).toEqual([0, 1, 2, 3]);
    const csv = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${teamSetId}/results.csv`,
      cookie: owner,
    });
    const csvLines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csvLines[0]?.split(',').at(-1)).toBe('team');
    const csvTeams = csvLines.slice(1).map((line) => line.split(',').at(-1));
    expect(new Set(csvTeams)).toEqual(new Set(['red', 'blue', 'green', 'yellow']));
    for (const cookie of [student, teacher, undefined])
      expect(
        (await ctx.request({ method: 'GET', url: `/api/quizsets/${teamSetId}/results`, cookie })).statusCode,
      ).toBe(cookie ? 403 : 401);

    // Other map types: no team anywhere.
    const plain = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: 'NoTeam' },
    });
    expect(plain.json().data.team).toBeNull();
    const plainProgress = await ctx.request({
      method: 'GET',
      url: `/api/attempts/${plain.json().data.attemptId}`,
      cookie: cookieHeader(plain),
    });
    expect(plainProgress.json().data.team).toBeNull();
    const plainTeam = await ctx.request({
      method: 'GET',
      url: `/api/attempts/${plain.json().data.attemptId}/team`,
      cookie: cookieHeader(plain),
    });
    expect(plainTeam.json()).toEqual({ data: null });
    const plainAnswer = await answer(plain.json().data.attemptId, cookieHeader(plain), 'oxq00001', 'o');
    expect(plainAnswer).not.toHaveProperty('team');
    const plainResults = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${setId}/results`,
      cookie: owner,
    });
    expect(plainResults.json().data.teams).toEqual([]);
    expect(plainResults.json().data.attempts.every((row: { team: number | null }) => row.team === null)).toBe(
      true,
    );

    // The player's own join (withProgress): a new guest's progress is built from the row just stored
    // (play-attempt.ts startedAttemptProgress) and equals what reading it back answers, team included.
    const progressRoom = await open();
    await ctx.request({
      method: 'POST',
      url: `/api/rooms/${progressRoom}/attempts`,
      payload: { guestName: 'P1' },
    });
    const withProgress = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${progressRoom}/attempts`,
      payload: { guestName: 'P2', withProgress: true },
    });
    expect(withProgress.statusCode).toBe(201);
    expect(withProgress.json().data.progress.team).toEqual({ index: 1, score: 0, members: 1 });
    const readBack = await ctx.request({
      method: 'GET',
      url: `/api/attempts/${withProgress.json().data.attemptId}`,
      cookie: cookieHeader(withProgress),
    });
    expect(withProgress.json().data.progress).toEqual(readBack.json().data);
    expectNoLeak([withProgress.body], new Set());
  });
});

describe('question payload helpers stay valid for rooms', () => {
  it('uses the shared valid payload', () => {
    expect(validPayload().quizList).toHaveLength(3);
  });
});

describe('rate limits of play (issue 10: "Rate-limit joins and answers")', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { RATE_LIMIT_JOINS: '2', RATE_LIMIT_ANSWERS: '3' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('limits joins per address and answers per attempt, with 429 in the envelope', async () => {
    const owner = await ctx.signIn('pro@demo.example');
    const setId = (
      await ctx.request({ method: 'POST', url: '/api/quizsets', cookie: owner, payload: roomPayload() })
    ).json().data.id;
    const roomId = (
      await ctx.request({ method: 'POST', url: `/api/quizsets/${setId}/rooms`, cookie: owner, payload: {} })
    ).json().data.entryMapHashId;
    const first = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: 'A' },
    });
    expect(first.statusCode).toBe(201);
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: `/api/rooms/${roomId}/attempts`,
          payload: { guestName: 'B' },
        })
      ).statusCode,
    ).toBe(201);
    const third = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      payload: { guestName: 'C' },
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('RATE_LIMITED');

    const cookie = cookieHeader(first);
    const { attemptId } = first.json().data;
    const statuses: number[] = [];
    for (const quizId of ['mcsingle', 'mcdouble', 'oxq00001', 'subj0001'])
      statuses.push(
        (
          await ctx.request({
            method: 'POST',
            url: `/api/attempts/${attemptId}/answers`,
            cookie,
            payload: { quizId, pass: true },
          })
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The refused answer was not stored.
    const progress = await ctx.request({ method: 'GET', url: `/api/attempts/${attemptId}`, cookie });
    expect(progress.json().data.answers).toHaveLength(3);
  });
});
