import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { tutorModelUsage, user } from '../src/db/schema';
import { utcDay } from '../src/features/rooms/tutor-spend';
import { BACKENDS, cookieHeader, createTestContext, ORIGIN, type TestContext } from './helpers/context';
import { subjective, withOptions } from './helpers/payloads';

const tutorSet = () =>
  withOptions(
    { isShuffle: false },
    {
      aiTutorId: 'tutor-owl',
      quizList: [
        subjective({
          id: 'subj0001',
          order: 1,
          hint: { type: 'text', value: '초록색 알갱이' },
          data: {
            question: '광합성이 일어나는 곳은?',
            questionRichText: '<p>광합성이 일어나는 곳은?</p>',
            answerList: ['엽록체'],
          },
        }),
      ],
    },
  );

// The window counters in memory always; in Redis too when REDIS_URL is set (127.0.0.1:6379 here).
const COUNTERS: Array<[string, Record<string, string>]> = [['memory', {}]];
if (process.env.REDIS_URL) COUNTERS.push(['redis', { REDIS_URL: process.env.REDIS_URL }]);
const CASES = BACKENDS.flatMap((backend) => COUNTERS.map(([store, env]) => [backend, store, env] as const));

/**
 * Issue 17 item 5: the tutor's model spend is capped per client address (over all its attempts),
 * per room (all players), and per set owner and day (in the database), each refusal a 429 the
 * player can read in ko and en; a refused message costs nothing against the other limits. The
 * address and room windows live in the app's counter store: in Redis every server process counts
 * together.
 */
describe.each(CASES)('tutor spend limits on %s, counters in %s', (backend, store, counterEnv) => {
  let ctx: TestContext;
  let owner: string;
  let setId: string;
  let guestNumber = 0;
  // Redis outlives a run: addresses of their own keep this run's windows apart from earlier runs'.
  const net = `fd00:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  const at = (subnet: number, host: number) => `${net}:${subnet}::${host}`;
  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      TUTOR_LIMIT_PER_ADDRESS: '5',
      TUTOR_LIMIT_PER_ROOM: '8',
      TUTOR_DAILY_BUDGET: '12',
      RATE_LIMIT_ANSWERS: '1000',
      RATE_LIMIT_JOINS: '1000',
      // Windows are aligned to the clock: an hour keeps a window edge out of a test's few seconds.
      RATE_LIMIT_WINDOW_MS: '3600000',
      ...counterEnv,
    });
    owner = await ctx.signIn('pro@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: tutorSet(),
    });
    expect(created.statusCode, created.body).toBe(201);
    setId = created.json().data.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Opens a room of the tutor set as `cookie` (its owner by default, or a teacher hosting it). */
  const openRoom = async (cookie = owner) => {
    const opened = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${setId}/rooms`,
      cookie,
      payload: {},
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return opened.json().data.entryMapHashId as string;
  };

  /** A guest attempt in `roomId` joined from `address`. */
  async function guest(roomId: string, address: string) {
    guestNumber += 1;
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      remoteAddress: address,
      payload: { guestName: `guest${guestNumber}` },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    return { attemptId: joined.json().data.attemptId as string, cookie: cookieHeader(joined), address };
  }

  const chat = (
    player: { attemptId: string; cookie: string; address: string },
    locale: 'ko' | 'en' = 'ko',
    app: FastifyInstance = ctx.app,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/ai/tutor/chat',
      remoteAddress: player.address,
      headers: { origin: ORIGIN, cookie: player.cookie, 'accept-language': locale },
      payload: {
        attemptId: player.attemptId,
        quizId: 'subj0001',
        messages: [{ role: 'user', content: '힌트 줘' }],
        locale,
      },
    });

  /** Model calls counted today: for teacher `userId`, or the first row (one teacher spending). */
  const usage = async (userId?: string) => {
    const [row] = await ctx.database.db
      .select({ calls: tutorModelUsage.calls })
      .from(tutorModelUsage)
      .where(
        and(
          eq(tutorModelUsage.day, utcDay(new Date())),
          userId ? eq(tutorModelUsage.ownerId, userId) : undefined,
        ),
      );
    return row?.calls ?? 0;
  };

  it('caps one address over all its attempts, then the room, then the owner’s day', async () => {
    const roomA = await openRoom();
    // One address, three guest attempts: five messages pass, the sixth is refused whatever the attempt.
    const sameAddress = [
      await guest(roomA, at(0, 1)),
      await guest(roomA, at(0, 1)),
      await guest(roomA, at(0, 1)),
    ];
    for (let index = 0; index < 5; index += 1)
      expect((await chat(sameAddress[index % 3]!)).statusCode).toBe(200);
    for (const player of sameAddress) {
      const refused = await chat(player);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.reason).toBe('TUTOR_ADDRESS_LIMIT');
      expect(refused.json().error.message).toMatch(
        /이 네트워크에서 AI 튜터 질문이 너무 많았어요. \d+초 후에/,
      );
    }
    const inEnglish = await chat(sameAddress[0]!, 'en');
    expect(inEnglish.json().error.message).toMatch(/many questions from this network/);
    expect(await usage()).toBe(5);

    // The room: three more players elsewhere reach its 8 messages; the ninth is refused.
    for (const address of [at(1, 1), at(1, 2), at(1, 3)])
      expect((await chat(await guest(roomA, address))).statusCode).toBe(200);
    const roomFull = await chat(await guest(roomA, at(1, 4)));
    expect(roomFull.statusCode).toBe(429);
    expect(roomFull.json().error.reason).toBe('TUTOR_ROOM_LIMIT');
    expect(await usage()).toBe(8);

    // The owner's day: another room of the same owner has four calls left of twelve.
    const roomB = await openRoom();
    for (const address of [at(2, 1), at(2, 2), at(2, 3), at(2, 4)])
      expect((await chat(await guest(roomB, address))).statusCode).toBe(200);
    const spent = await chat(await guest(roomB, at(2, 5)), 'en');
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error).toMatchObject({
      reason: 'TUTOR_DAILY_BUDGET',
      message: "The AI tutor has used today's budget for this room's teacher. It will answer again tomorrow",
    });
    expect(await usage()).toBe(12);
  });

  it(
    store === 'redis'
      ? 'two server processes count one address together'
      : 'two server processes count one address apart (memory: one window a process)',
    async () => {
      // A second process on the same database and counter store; the owner's day starts afresh.
      const second = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
      await second.ready();
      try {
        await ctx.database.db.delete(tutorModelUsage);
        const room = await openRoom();
        const players = [await guest(room, at(3, 1)), await guest(room, at(3, 1))];
        for (let index = 0; index < 3; index += 1) expect((await chat(players[0]!)).statusCode).toBe(200);
        for (let index = 0; index < 2; index += 1)
          expect((await chat(players[1]!, 'ko', second)).statusCode).toBe(200);
        // Five from this address in all: the sixth is refused on either process when they share Redis.
        const sixth = await chat(players[1]!, 'en', second);
        if (store === 'redis') {
          expect(sixth.statusCode).toBe(429);
          expect(sixth.json().error.reason).toBe('TUTOR_ADDRESS_LIMIT');
          expect((await chat(players[0]!)).statusCode).toBe(429);
        } else {
          expect(sixth.statusCode).toBe(200);
        }
      } finally {
        await second.close();
      }
    },
  );

  it("a hosted room's tutor spends its host's day, not the set author's (issue 19 item 20)", async () => {
    await ctx.database.db.delete(tutorModelUsage);
    const idOf = async (email: string) =>
      (await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
    const [ownerId, hostId] = [await idOf('pro@demo.example'), await idOf('basic@demo.example')];
    const hostedRoom = await openRoom(await ctx.signIn('basic@demo.example'));
    for (const address of [at(4, 1), at(4, 2), at(4, 3)])
      expect((await chat(await guest(hostedRoom, address))).statusCode).toBe(200);
    expect([await usage(hostId), await usage(ownerId)]).toEqual([3, 0]);

    // The host's day spent: her room is refused, the author's own room still answers on the author's.
    await ctx.database.db
      .update(tutorModelUsage)
      .set({ calls: 12 })
      .where(eq(tutorModelUsage.ownerId, hostId));
    const spent = await chat(await guest(hostedRoom, at(4, 4)));
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error.reason).toBe('TUTOR_DAILY_BUDGET');
    expect((await chat(await guest(await openRoom(), at(4, 5)))).statusCode).toBe(200);
    expect([await usage(hostId), await usage(ownerId)]).toEqual([12, 1]);
  });
});
