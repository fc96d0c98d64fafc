import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobProblemError } from '../src/features/ai/ai-errors';
import { extractDocument } from '../src/features/ai/files/extract-document';
import { FILE_LIMITS } from '../src/features/ai/files/file-limits';
import { FileRejection } from '../src/features/ai/files/file-rejection';
import { acquireFileProbe } from '../src/features/ai/jobs/file-probe';
import { createThreadRunner } from '../src/features/ai/jobs/thread-runner';
import { aiFile, aiToken } from './helpers/ai';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import {
  fuzzedPdf,
  noXrefPdf,
  officeBomb,
  pageTreePdf,
  randomPdf,
  sharedStreamPdf,
  streamBombPdf,
  textPdf,
} from './helpers/hostile-files';
import { multipart } from './helpers/multipart';

const FIELDS = { locale: 'en', quiz_count: '10', type: 'mixed', difficulty: '1', try_count: '1' };
const SMALL_TEXT = Buffer.from(
  'The heart pumps blood through the arteries. The lungs take oxygen from the air we breathe. '.repeat(30),
);

/**
 * Issue 17 items 1, 3 and 7: hostile PDFs and bombs on the material and AI file routes. PDFs are
 * opened in the probe threads, never on the event loop; students may not upload materials; both
 * routes share one PDF verdict; bombs are refused on real decompressed bytes (422 LIMIT) before they
 * take a job thread, and the job's own readers hold the same limits and a text cap.
 */
describe.each(BACKENDS)('hostile files on %s', (backend) => {
  let ctx: TestContext;
  let teacher: string;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { AI_RATE_LIMIT: '1000', RATE_LIMIT_UPLOADS: '1000' });
    teacher = await ctx.signIn('pro@demo.example');
    token = await aiToken(ctx, 'pro@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const uploadMaterial = (cookie: string, name: string, data: Buffer) => {
    const body = multipart({ name, data, contentType: 'application/pdf' });
    return ctx.request({
      method: 'POST',
      url: '/api/materials',
      cookie,
      headers: body.headers,
      payload: body.payload,
    });
  };

  it('refuses materials from students (403) before reading the file', async () => {
    const student = await ctx.signIn('student@demo.example');
    const response = await uploadMaterial(student, 'notes.pdf', textPdf());
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect((await uploadMaterial(teacher, 'notes.pdf', textPdf())).statusCode).toBe(200);
  });

  it('opens material PDFs in the probe threads, not on the event loop', async () => {
    const probe = acquireFileProbe();
    try {
      const before = probe.tasksRun;
      expect((await uploadMaterial(teacher, 'tree.pdf', pageTreePdf())).statusCode).toBe(200);
      expect(probe.tasksRun).toBeGreaterThan(before);
    } finally {
      await probe.release();
    }
  });

  it.each([
    ['no xref and many objects', () => noXrefPdf()],
    ['%PDF-1.4 and random bytes', () => randomPdf()],
    ['one 400 MB content stream', () => streamBombPdf()],
  ])('refuses a material PDF with %s (422)', async (_name, build) => {
    const response = await uploadMaterial(teacher, 'hostile.pdf', await build());
    expect(response.statusCode, response.body).toBe(422);
  });

  it('gives the fuzzed PDF one verdict on both routes (item 7)', async () => {
    const material = await uploadMaterial(teacher, 'fuzzed.pdf', fuzzedPdf());
    expect(material.statusCode, material.body).toBe(422);
    const ai = await aiFile(ctx, token, { name: 'fuzzed.pdf', data: fuzzedPdf() }, FIELDS);
    expect(ai.statusCode, ai.body).toBe(422);
    expect(ai.json().error.reason).toBe('CORRUPT');
  });

  it.each([
    ['a PDF with one 400 MB stream', 'bomb.pdf', () => streamBombPdf()],
    ['a PDF of 500 pages sharing one stream', 'shared.pdf', () => sharedStreamPdf(500, 1024)],
    ['a DOCX whose document.xml inflates to 450 MB', 'bomb.docx', () => officeBomb('docx', 450)],
    ['a DOCX holding 50 MB of text', 'text.docx', () => officeBomb('docx', 50, true)],
    ['a PPTX whose slide inflates to 450 MB', 'bomb.pptx', () => officeBomb('pptx', 450)],
  ])('refuses %s on the AI route (422 LIMIT), then serves a small file', async (_name, name, build) => {
    const response = await aiFile(ctx, token, { name, data: await build() }, FIELDS);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    expect(response.json().error.reason).toBe('LIMIT');
    const small = await aiFile(ctx, token, { name: 'heart.txt', data: SMALL_TEXT }, FIELDS);
    expect(small.statusCode, small.body.slice(0, 300)).toBe(200);
  });

  it('refuses the 50,000-node page tree on the AI route by its real page count (413)', async () => {
    const response = await aiFile(ctx, token, { name: 'tree.pdf', data: pageTreePdf() }, FIELDS);
    expect(response.statusCode, response.body).toBe(413);
  });
});

describe('the job readers hold the same limits (a job never trusts the preflight alone)', () => {
  it.each([
    ['pdf', () => streamBombPdf()],
    ['pdf', () => sharedStreamPdf(500, 1024)],
    ['docx', () => officeBomb('docx', 450)],
    ['pptx', () => officeBomb('pptx', 450)],
  ] as const)('refuses a %s bomb with limit', async (extension, build) => {
    const bytes = await build();
    await expect(extractDocument(extension, bytes, 500, () => undefined)).rejects.toEqual(
      new FileRejection({ kind: 'limit' }),
    );
  });

  it('cuts extracted text at the text cap', async () => {
    const text = Buffer.from('Cells divide by mitosis into two daughter cells. '.repeat(100_000));
    expect(text.length).toBeGreaterThan(FILE_LIMITS.textChars);
    const document = await extractDocument('txt', text, 500, () => undefined);
    const characters = document.pages.reduce((sum, page) => sum + page.text.length, 0);
    expect(characters).toBe(FILE_LIMITS.textChars);
  });

  it('ends a job thread that passes its heap limit and answers 422', async () => {
    // 8.4 million cells: papaparse's arrays need far more than the 192 MB heap given here. The heap
    // must hold a warm thread (pdf.js and the embedded model, ~77 MiB, loaded before any job): below
    // that the thread dies while warming up, inside a native call, and takes the process with it.
    const csv = Buffer.from(`${'ab,'.repeat(700)}x\n`.repeat(12_000));
    const runner = createThreadRunner({ threads: 1, maxQueue: 0, timeoutMs: 120_000, maxHeapMb: 192 });
    try {
      const outcome = await runner.run(
        {
          extension: 'csv',
          bytes: new Uint8Array(csv),
          options: { count: 10, type: 'mixed', level: 0, locale: 'en', tryCount: 1 },
          maxPages: 500,
          provider: { kind: 'embedded' },
        },
        () => undefined,
      );
      expect(outcome).toEqual({ ok: false, problem: { kind: 'limit' } });
      expect(jobProblemError({ kind: 'limit' }).statusCode).toBe(422);
    } finally {
      await runner.close();
    }
  });
});
