import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorModelUsage } from '../src/db/schema';
import { utcDay } from '../src/features/rooms/tutor-spend';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';
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

/**
 * Issue 17 item 5: the tutor's model spend is capped per client address (over all its attempts),
 * per room (all players), and per set owner and day (in the database), each refusal a 429 the
 * player can read in ko and en; a refused message costs nothing against the other limits.
 */
describe.each(BACKENDS)('tutor spend limits on %s', (backend) => {
  let ctx: TestContext;
  let owner: string;
  let setId: string;
  let guestNumber = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      TUTOR_LIMIT_PER_ADDRESS: '5',
      TUTOR_LIMIT_PER_ROOM: '8',
      TUTOR_DAILY_BUDGET: '12',
      RATE_LIMIT_ANSWERS: '1000',
      RATE_LIMIT_JOINS: '1000',
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

  const openRoom = async () =>
    (
      await ctx.request({ method: 'POST', url: `/api/quizsets/${setId}/rooms`, cookie: owner, payload: {} })
    ).json().data.entryMapHashId as string;

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

  const chat = (player: { attemptId: string; cookie: string; address: string }, locale: 'ko' | 'en' = 'ko') =>
    ctx.request({
      method: 'POST',
      url: '/api/ai/tutor/chat',
      cookie: player.cookie,
      remoteAddress: player.address,
      headers: { 'accept-language': locale },
      payload: {
        attemptId: player.attemptId,
        quizId: 'subj0001',
        messages: [{ role: 'user', content: '힌트 줘' }],
        locale,
      },
    });

  const usage = async () => {
    const [row] = await ctx.database.db
      .select({ calls: tutorModelUsage.calls })
      .from(tutorModelUsage)
      .where(and(eq(tutorModelUsage.day, utcDay(new Date()))));
    return row?.calls ?? 0;
  };

  it('caps one address over all its attempts, then the room, then the owner’s day', async () => {
    const roomA = await openRoom();
    // One address, three guest attempts: five messages pass, the sixth is refused whatever the attempt.
    const sameAddress = [
      await guest(roomA, '10.0.0.1'),
      await guest(roomA, '10.0.0.1'),
      await guest(roomA, '10.0.0.1'),
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
    for (const address of ['10.0.1.1', '10.0.1.2', '10.0.1.3'])
      expect((await chat(await guest(roomA, address))).statusCode).toBe(200);
    const roomFull = await chat(await guest(roomA, '10.0.1.4'));
    expect(roomFull.statusCode).toBe(429);
    expect(roomFull.json().error.reason).toBe('TUTOR_ROOM_LIMIT');
    expect(await usage()).toBe(8);

    // The owner's day: another room of the same owner has four calls left of twelve.
    const roomB = await openRoom();
    for (const address of ['10.0.2.1', '10.0.2.2', '10.0.2.3', '10.0.2.4'])
      expect((await chat(await guest(roomB, address))).statusCode).toBe(200);
    const spent = await chat(await guest(roomB, '10.0.2.5'), 'en');
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error).toMatchObject({
      reason: 'TUTOR_DAILY_BUDGET',
      message: "The AI tutor has used today's budget for this quiz set. It will answer again tomorrow",
    });
    expect(await usage()).toBe(12);
  });
});
