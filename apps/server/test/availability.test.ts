import { RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_TAGS } from '@quizset/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUIZ_SET_MAX_SANITIZED_CHARS, QUIZ_SET_MAX_TAGS } from '../src/features/quizsets/sanitize-limits';
import { BACKENDS, createTestContext, snapshotDatabase, type TestContext } from './helpers/context';
import { multipleChoice, ox, validPayload } from './helpers/payloads';

/**
 * Issue 6 "Availability": the probe's stalling inputs are refused by the cheap limits, before any
 * sanitizing (their timing, and /api/health's meanwhile, is `npm run bench -- abuse`). Each case
 * checks the limit's own message, which only the cheap checks give.
 */
describe.each(BACKENDS)('cheap limits before sanitizing on %s', (backend) => {
  let ctx: TestContext;
  let cookie: string;
  let before: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    cookie = await ctx.signIn('pro@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    before = await snapshotDatabase(ctx.database);
  });

  async function create(payload: unknown) {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: payload as object,
    });
    expect(await snapshotDatabase(ctx.database)).toBe(before);
    return response;
  }

  const withQuestion = (questionRichText: string) =>
    validPayload({ quizList: [ox({ data: { question: 'q', questionRichText } })] });

  it('the probe: "<p>" + "<b><i><u>" × 150,000 + "x" (1.4 MB) and × 40,000 (0.36 MB) → 400, too long', async () => {
    for (const repetitions of [150_000, 40_000]) {
      const response = await create(withQuestion(`<p>${'<b><i><u>'.repeat(repetitions)}x`));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The formatted text is too long (at most 20000 characters of markup)',
      });
      expect(response.json().error.details[0].path).toBe('quizList.0.oxData.questionRichText');
    }
  });

  it('the probe: 4.8 million "‹" → refused before parsing (413)', async () => {
    const response = await create(withQuestion('‹'.repeat(4_800_000)));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('the same nesting within the length limit → 400, nested too deeply', async () => {
    const response = await create(withQuestion(`<p>${'<b><i><u>'.repeat(2000)}x`));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `The formatting is nested too deeply (at most ${RICH_TEXT_MAX_DEPTH} levels)`,
    );
  });

  it('too many tags in one field, and in the whole quiz set → 400', async () => {
    const flat = await create(withQuestion(`<p>${'<s>a</s>'.repeat(RICH_TEXT_MAX_TAGS)}</p>`));
    expect(flat.statusCode).toBe(400);
    expect(flat.json().error.message).toBe(
      `The text has too much formatting (at most ${RICH_TEXT_MAX_TAGS} tags)`,
    );

    const perField = Math.floor(RICH_TEXT_MAX_TAGS / 2) - 2;
    const busy = `<p>${'<s>a</s>'.repeat(perField)}</p>`;
    const quizList = Array.from({ length: 20 }, (_, i) =>
      ox({
        id: `ox${String(i).padStart(6, '0')}`,
        order: i + 1,
        data: { question: 'q', questionRichText: busy },
      }),
    );
    const total = await create(validPayload({ quizList }));
    expect(total.statusCode).toBe(400);
    expect(total.json().error.message).toBe(
      `The quiz set has too much formatting in all (at most ${QUIZ_SET_MAX_TAGS} tags)`,
    );
  });

  it('stray "<" count with the tags: 20 × 250 of them → 400', async () => {
    const quizList = Array.from({ length: 20 }, (_, i) =>
      ox({
        id: `ox${String(i).padStart(6, '0')}`,
        order: i + 1,
        data: { question: 'q', questionRichText: `<p>${'<'.repeat(250)}</p>` },
      }),
    );
    const response = await create(validPayload({ quizList }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `The quiz set has too much formatting in all (at most ${QUIZ_SET_MAX_TAGS} tags)`,
    );
  });

  it('too much text in all → 400', async () => {
    const long = `<p>${'&amp;'.repeat(1640)}</p>`;
    const quizList = Array.from({ length: 20 }, (_, i) =>
      multipleChoice({
        id: `mc${String(i).padStart(6, '0')}`,
        order: i + 1,
        data: {
          questionRichText: long,
          choiceListV2: ['3', '4'].map((text) => ({ text, richText: `<p>${text}</p>`, imageUrl: null })),
          answerList: ['1'],
        },
      }),
    );
    const response = await create(validPayload({ quizList }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `The quiz set has too much formatted text in all (at most ${QUIZ_SET_MAX_SANITIZED_CHARS} characters)`,
    );
  });

  it('5,000 questions or 50 choices are refused by their count, not walked', async () => {
    const many = await create(
      validPayload({ quizList: Array.from({ length: 5_000 }, (_, i) => ox({ order: i + 1 })) }),
    );
    // The schema's own bound (100, far above spec §9's 20) refuses it before any rule runs.
    expect(many.statusCode).toBe(400);
    expect(many.json().error.code).toBe('VALIDATION_FAILED');
    expect(many.json().error.details[0].path).toBe('quizList');
    const choices = await create(
      validPayload({
        quizList: [
          multipleChoice({
            data: {
              choiceListV2: Array.from({ length: 50 }, () => ({
                text: 'a',
                richText: '<p>a</p>',
                imageUrl: null,
              })),
            },
          }),
        ],
      }),
    );
    expect(choices.statusCode).toBe(400);
    expect(choices.json().error.message).toBe('A multiple choice question needs 2 to 5 choices');
  });

  it('applies the same limits to updates', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload(),
    });
    const { id, createdAt } = created.json().data;
    before = await snapshotDatabase(ctx.database);
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${id}`,
      cookie,
      payload: { ...withQuestion(`<p>${'<b><i><u>'.repeat(2000)}x`), updatedAt: createdAt },
    });
    expect(response.statusCode).toBe(400);
    expect(await snapshotDatabase(ctx.database)).toBe(before);
  });
});
