import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiHeaders, aiMultipart, aiToken } from './helpers/ai';
import { createTestContext, type TestContext } from './helpers/context';
import { officeBomb, pdfOf, streamBombPdf, textPdf } from './helpers/hostile-files';

/**
 * A model server (OpenAI chat completions) that holds every request until `release()`, then answers
 * one item grounded in the test text: a job is busy exactly as long as the test says, without a
 * timer, so "while a big job runs" is a fact, not a race.
 */
class HeldModel {
  private server: Server | null = null;
  private held: ServerResponse[] = [];
  private waiters: Array<() => void> = [];
  holding = true;
  seen = 0;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Resolves once `count` requests have arrived. */
  async seenAtLeast(count: number): Promise<void> {
    while (this.seen < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    this.holding = false;
    for (const response of this.held.splice(0)) this.answer(response);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for await (const _chunk of request) {
      // drain the body
    }
    this.seen += 1;
    for (const wake of this.waiters.splice(0)) wake();
    if (this.holding) this.held.push(response);
    else this.answer(response);
  }

  private answer(response: ServerResponse): void {
    if (response.destroyed) return;
    const item = {
      question: 'What pumps blood through the arteries?',
      type: 'subjective',
      options: [],
      answer: ['The heart'],
      comment: null,
      page: 1,
      quote: 'The heart pumps blood through the arteries of the body on page 1.',
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-held',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'held-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify({ items: [item] }) },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }
}

/** A job's own time limit in this file (AI_FILE_TIMEOUT_MS). */
const FILE_TIMEOUT_MS = 15_000;

const FIELDS = { locale: 'en', quiz_count: '10', type: 'subjective', difficulty: '1', try_count: '1' };

/** A scanned page: an image and no font, so no text to read. */
const SCANNED_PDF = pdfOf([
  '<</Type/Catalog/Pages 2 0 R>>',
  '<</Type/Pages/Kids[3 0 R]/Count 1>>',
  '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</XObject<</Im0 4 0 R>>>>/Contents 5 0 R>>',
  '<</Type/XObject/Subtype/Image/Width 1/Height 1/ColorSpace/DeviceGray/BitsPerComponent 8/Length 1>>\nstream\n\u0000\nendstream',
  '<</Length 28>>\nstream\nq 595 0 0 842 0 0 cm /Im0 Do Q\nendstream',
]);

/** The NDJSON lines of a streamed job, read as they come; `first` resolves with the lines before the result. */
async function streamJob(origin: string, token: string, name: string, data: Buffer) {
  const body = aiMultipart({ name, data }, FIELDS);
  const response = await fetch(`${origin}/api/quiz-builder/generate/file`, {
    method: 'POST',
    headers: { ...aiHeaders(token), ...body.headers, accept: 'application/x-ndjson' },
    body: body.payload,
  });
  return response;
}

async function readLines(
  response: Response,
  until: (line: Record<string, unknown>) => boolean,
): Promise<{ lines: Array<Record<string, unknown>>; rest: () => Promise<Array<Record<string, unknown>>> }> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const lines: Array<Record<string, unknown>> = [];
  let buffer = '';
  const pump = async (stop: (line: Record<string, unknown>) => boolean) => {
    while (true) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value ?? new Uint8Array(), { stream: !done });
      const parts = buffer.split('\n');
      buffer = done ? '' : (parts.pop() ?? '');
      for (const part of parts.filter((text) => text.trim())) {
        const line = JSON.parse(part) as Record<string, unknown>;
        lines.push(line);
        if (stop(line)) return;
      }
      if (done) return;
    }
  };
  await pump(until);
  return {
    lines,
    rest: async () => {
      await pump(() => false);
      return lines;
    },
  };
}

/**
 * Issue 16 items 14 and 15: the AI file queue answers at once. With one job thread held busy by a
 * model that has not answered: cheap refusals (type, password, limits, pages, no text) come back as
 * HTTP statuses; queued uploads hear their place ("2 files ahead of yours") at once; time spent
 * waiting does not count against a job's own limit. With two threads, two jobs run together.
 */
describe('the AI file queue (one job thread)', () => {
  const model = new HeldModel();
  let ctx: TestContext;
  let origin: string;
  const tokens: string[] = [];
  beforeAll(async () => {
    await model.start();
    ctx = await createTestContext('pglite', {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'held-model',
      AI_MAX_RETRIES: '0',
      AI_RATE_LIMIT: '1000',
      AI_WORKER_THREADS: '1',
      AI_JOBS_MAX: '8',
      // FILE_TIMEOUT_MS: long enough for A to reach the model and for the refusals and B and C to
      // queue while it runs on a loaded machine (under 4 s in CI on 2 cores); the test waits it out.
      AI_FILE_TIMEOUT_MS: String(FILE_TIMEOUT_MS),
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    for (const email of [
      'pro@demo.example',
      'basic@demo.example',
      'admin@demo.example',
      'pro.us@demo.example',
    ])
      tokens.push(await aiToken(ctx, email));
  });
  afterAll(async () => {
    model.release();
    await ctx.close();
    await model.stop();
  });

  it('refuses cheap cases at once, tells queued uploads their place, and does not count the wait', async () => {
    const [first, second, third, fourth] = tokens as [string, string, string, string];
    // Job A takes the only thread and waits for the model.
    const jobA = await streamJob(origin, first, 'a.pdf', textPdf());
    expect(jobA.status, jobA.status === 200 ? '' : await jobA.text()).toBe(200);
    await model.seenAtLeast(1);

    // While A runs, the cheap refusals are HTTP answers, not queued jobs.
    const refusals: Array<[string, Buffer, number, string]> = [
      ['renamed.pdf', Buffer.from('not a pdf at all, only text'), 415, 'CONTENT_MISMATCH'],
      ['bomb.pdf', await streamBombPdf(), 422, 'LIMIT'],
      ['bomb.docx', await officeBomb('docx', 450), 422, 'LIMIT'],
      ['scan.pdf', SCANNED_PDF, 422, 'NO_TEXT'],
      ['empty.txt', Buffer.from('1 2 3 4 5 6 7 8 9\n'), 422, 'NO_TEXT'],
    ];
    for (const [name, data, status, reason] of refusals) {
      const response = await streamJob(origin, fourth, name, data);
      expect(response.status, name).toBe(status);
      expect(((await response.json()) as { error: { reason: string } }).error.reason, name).toBe(reason);
    }
    expect(model.seen).toBe(1);

    // B and C wait behind A and hear their place at once.
    const bQueuedAt = Date.now();
    const jobB = await streamJob(origin, second, 'b.pdf', textPdf());
    const b = await readLines(jobB, (line) => line.type === 'progress');
    expect(b.lines).toEqual([
      { type: 'job', job_id: expect.any(String) },
      { type: 'progress', phase: 'queued', ahead: 1 },
    ]);
    const jobC = await streamJob(origin, third, 'c.pdf', textPdf());
    const c = await readLines(jobC, (line) => line.type === 'progress');
    expect(c.lines.at(-1)).toEqual({ type: 'progress', phase: 'queued', ahead: 2 });

    // A reaches its own time limit (the model never answered it); B and C waited about as long, but
    // waiting is not running: they run once A's thread is free, and the model answers them. B is held
    // at the model until more than a limit has passed since it was queued: had its wait counted, it
    // would have ended with TIMEOUT by then.
    const a = await readLines(jobA, () => false);
    expect(a.lines.at(-1)).toMatchObject({ type: 'error', status: 503, error: { reason: 'TIMEOUT' } });
    await model.seenAtLeast(2);
    await sleep(Math.max(0, bQueuedAt + FILE_TIMEOUT_MS + 1_000 - Date.now()));
    model.release();
    const bLines = await b.rest();
    expect(bLines).toContainEqual({ type: 'progress', phase: 'queued', ahead: 1 });
    expect(bLines.at(-1)).toMatchObject({ type: 'result' });
    const cLines = await c.rest();
    // C moved up to first in line when B started.
    expect(cLines).toContainEqual({ type: 'progress', phase: 'queued', ahead: 1 });
    expect(cLines.at(-1)).toMatchObject({ type: 'result' });
  });
});

describe('two job threads', () => {
  const model = new HeldModel();
  let ctx: TestContext;
  let origin: string;
  beforeAll(async () => {
    await model.start();
    ctx = await createTestContext('pglite', {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'held-model',
      AI_MAX_RETRIES: '0',
      AI_RATE_LIMIT: '1000',
      AI_WORKER_THREADS: '2',
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    model.release();
    await ctx.close();
    await model.stop();
  });

  it('runs two jobs at once: both reach the model before either is answered', async () => {
    const first = await streamJob(origin, await aiToken(ctx, 'pro@demo.example'), 'a.pdf', textPdf());
    const second = await streamJob(origin, await aiToken(ctx, 'basic@demo.example'), 'b.pdf', textPdf());
    await model.seenAtLeast(2);
    model.release();
    for (const response of [first, second]) {
      const { lines } = await readLines(response, () => false);
      expect(lines.some((line) => line.phase === 'queued')).toBe(false);
      expect(lines.at(-1)).toMatchObject({ type: 'result' });
    }
  });
});
