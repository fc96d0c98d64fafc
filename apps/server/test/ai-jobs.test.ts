import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBullBackend } from '../src/features/ai/jobs/bullmq-backend';
import { FILE_JOB_QUEUE } from '../src/features/ai/jobs/bullmq-shared';
import { startFileJobWorker } from '../src/features/ai/jobs/bullmq-worker';
import type { FileJobInput, FileJobOutcome } from '../src/features/ai/jobs/file-job';
import type { FileJobBackend, JobEvent, JobHandle } from '../src/features/ai/jobs/job-events';
import { createThreadBackend } from '../src/features/ai/jobs/thread-backend';
import { createThreadRunner, type ThreadRunner } from '../src/features/ai/jobs/thread-runner';
import { CORPUS_DIR, HAS_CORPUS } from './helpers/corpus';
import { FakeOpenAi, itemsReply } from './helpers/fake-openai';
import { randomPdf } from './helpers/hostile-files';
import { redisAvailable } from './helpers/redis';

const REDIS_URL = 'redis://127.0.0.1:6379';
const options = { count: 10, type: 'mixed' as const, level: 0, locale: 'en', tryCount: 1 };
const text = Buffer.from(
  'The heart pumps blood through the arteries. The lungs take oxygen from the air we breathe. '.repeat(40) +
    'Red blood cells carry oxygen to the muscles. The kidneys filter waste from the blood every day. '.repeat(
      40,
    ),
);
const job = (
  bytes: Buffer = text,
  extension: FileJobInput['extension'] = 'txt',
): Omit<FileJobInput, 'provider'> => ({
  extension,
  bytes: new Uint8Array(bytes),
  options,
  maxPages: 500,
});

async function outcomeOf(handle: JobHandle): Promise<{ outcome: FileJobOutcome; events: JobEvent[] }> {
  const events: JobEvent[] = [];
  for await (const event of handle.events) events.push(event);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error('no done event');
  return { outcome: done.outcome, events };
}

/**
 * The two job backends of issue 9 "Files": in-process worker threads (piscina) and BullMQ on Redis
 * (127.0.0.1:6379) with workers. Limits (per user → 429, global → 503), the per-file time limit,
 * a file that kills its thread, and a BullMQ job that outlives the API that queued it.
 */
describe('thread backend (piscina)', () => {
  let runner: ThreadRunner;
  let backend: FileJobBackend;
  beforeAll(() => {
    runner = createThreadRunner({ threads: 1, maxQueue: 1, timeoutMs: 60_000 });
    backend = createThreadBackend(runner, { kind: 'embedded' }, { max: 2, perUser: 1 });
  });
  afterAll(() => backend.close());

  it('runs a job off the event loop with progress, then the answer', async () => {
    const { outcome, events } = await outcomeOf(await backend.start(job(), 'user-a'));
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.questions.length).toBeGreaterThan(0);
    expect(events.some((event) => event.type === 'progress' && event.progress.phase === 'reading')).toBe(
      true,
    );
  });

  it('allows one job per user (429) and two in all (503)', async () => {
    const first = await backend.start(job(), 'user-a');
    await expect(backend.start(job(), 'user-a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const second = await backend.start(job(), 'user-b');
    await expect(backend.start(job(), 'user-c')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    await Promise.all([outcomeOf(first), outcomeOf(second)]);
    // Slots are free again.
    expect((await outcomeOf(await backend.start(job(), 'user-c'))).outcome.ok).toBe(true);
  });

  it('re-attaches a job for its owner only', async () => {
    const handle = await backend.start(job(), 'owner');
    await outcomeOf(handle);
    expect(await backend.attach(handle.id, 'someone-else')).toBeNull();
    const again = await backend.attach(handle.id, 'owner');
    expect((await outcomeOf(again as JobHandle)).outcome.ok).toBe(true);
  });

  it('starts its one thread at once when warm (the default), with the first job when not (FILE_THREADS_WARM)', async () => {
    const warm = createThreadRunner({ threads: 1, maxQueue: 0, timeoutMs: 60_000 });
    const lazy = createThreadRunner({ threads: 1, maxQueue: 0, timeoutMs: 60_000, warm: false });
    try {
      await vi.waitFor(() => expect(warm.threadIds).toHaveLength(1), { timeout: 30_000 });
      expect(lazy.threadIds).toEqual([]);
      const outcome = await lazy.run({ ...job(), provider: { kind: 'embedded' } }, () => undefined);
      expect(outcome.ok).toBe(true);
      expect(lazy.threadIds).toHaveLength(1);
    } finally {
      await Promise.all([warm.close(), lazy.close()]);
    }
  });

  it('stops a job over its time limit and keeps serving', async () => {
    // The limit runs from the job's start: the thread's loading counts against the wait bound.
    const slow = createThreadRunner({ threads: 1, maxQueue: 0, timeoutMs: 30, maxWaitMs: 60_000 });
    const big = Buffer.from(
      'Cells divide by mitosis into two daughter cells with the same chromosomes. '.repeat(60_000),
    );
    const outcome = await slow.run({ ...job(big), provider: { kind: 'embedded' } }, () => undefined);
    expect(outcome).toEqual({ ok: false, problem: { kind: 'timeout' } });
    await slow.close();
    expect((await outcomeOf(await backend.start(job(), 'user-d'))).outcome.ok).toBe(true);
  });
});

/**
 * Issue 17 item 3 "server memory returns to its baseline afterwards": a job thread parked between
 * jobs keeps what its last job left (it runs no GC while it waits), so a thread that a job left
 * holding more than `recycleGrowthMb` over its warm size is replaced by a fresh one (recycling-pool.ts).
 */
describe('job threads replaced after a big job (issue 17 item 3)', () => {
  const embedded = { kind: 'embedded' as const };
  const run = (runner: ThreadRunner, bytes: Buffer, extension: FileJobInput['extension'] = 'txt') =>
    runner.run({ ...job(bytes, extension), provider: embedded }, () => undefined);

  it('keeps the thread a big file grew for the next file, then ends it once idle; a fresh one takes over', async () => {
    // A warm thread holds ~80 MiB and two small jobs add < 15 MiB of garbage; the 30 MB upload is
    // still held by the thread when its job ends (whatever the GC did meanwhile).
    const runner = createThreadRunner({ threads: 1, maxQueue: 1, timeoutMs: 120_000, recycleGrowthMb: 24 });
    try {
      expect((await run(runner, text)).ok).toBe(true);
      const [warm] = runner.threadIds;
      // A small job leaves the warm thread as it was.
      expect((await run(runner, text)).ok).toBe(true);
      expect(runner.threadIds).toEqual([warm]);
      expect((await run(runner, randomPdf(30), 'pdf')).ok).toBe(false);
      // The next file right after it runs in that thread at once, not after a fresh one warms up…
      expect((await run(runner, text)).ok).toBe(true);
      expect(runner.threadIds).toEqual([warm]);
      // …which is ended once idle for RETIRE_IDLE_MS; the fresh thread takes the next job.
      await vi.waitFor(() => expect(runner.threadIds).not.toContain(warm), {
        timeout: 30_000,
        interval: 100,
      });
      expect((await run(runner, text)).ok).toBe(true);
      expect(runner.threadIds).toHaveLength(1);
      expect(runner.threadIds).not.toContain(warm);
    } finally {
      await runner.close();
    }
  });

  it('keeps the thread when the growth stays under the threshold', async () => {
    const runner = createThreadRunner({ threads: 1, maxQueue: 0, timeoutMs: 120_000, recycleGrowthMb: 4096 });
    try {
      expect((await run(runner, text)).ok).toBe(true);
      const [warm] = runner.threadIds;
      expect((await run(runner, randomPdf(30), 'pdf')).ok).toBe(false);
      expect((await run(runner, text)).ok).toBe(true);
      expect(runner.threadIds).toEqual([warm]);
    } finally {
      await runner.close();
    }
  });
});

describe('upstream failures inside a job thread (issue 16 item 12)', () => {
  const fake = new FakeOpenAi();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it("reach the app's logger, with the status and without the key", async () => {
    fake.requiredKey = 'sk-the-right-key-000000000000';
    fake.script(itemsReply());
    const lines: Array<{ data: Record<string, unknown>; message: string }> = [];
    const runner = createThreadRunner({
      threads: 1,
      maxQueue: 0,
      timeoutMs: 60_000,
      log: { warn: (data, message) => lines.push({ data, message }) },
    });
    try {
      const key = 'sk-a-wrong-key-1234567890abcdef';
      const provider = {
        kind: 'openai' as const,
        openai: {
          baseUrl: fake.baseUrl,
          apiKey: key,
          model: 'any-model',
          requestTimeoutMs: 5000,
          maxRetries: 0,
          chunkChars: 4000,
        },
      };
      const outcome = await runner.run({ ...job(), provider }, () => undefined);
      expect(outcome).toEqual({ ok: false, problem: { kind: 'upstream' } });
      expect(lines.map((line) => line.message)).toEqual(['AI model refused the key']);
      expect(lines[0]?.data).toMatchObject({ status: 401 });
      expect(JSON.stringify(lines)).not.toContain(key);
    } finally {
      await runner.close();
    }
  });
});

const hasRedis = await redisAvailable(REDIS_URL);
if (!hasRedis)
  console.warn('\n[ai-jobs] Redis at 127.0.0.1:6379 not reachable: SKIPPING the BullMQ backend suite.\n');

describe.skipIf(!hasRedis)('BullMQ backend (Redis)', () => {
  const redis = new Redis(REDIS_URL);
  const closers: Array<() => Promise<void>> = [];
  const worker = (threads = 1) => {
    const runner = createThreadRunner({ threads, maxQueue: 0, timeoutMs: 60_000 });
    const started = startFileJobWorker(REDIS_URL, runner, { kind: 'embedded' }, threads);
    closers.push(async () => {
      await started.close();
      await runner.close();
    });
    return started;
  };
  const backendFor = async (limits = { max: 8, perUser: 1, timeoutMs: 60_000 }) => {
    const backend = await createBullBackend(REDIS_URL, limits);
    closers.push(() => backend.close());
    return backend;
  };
  beforeAll(async () => {
    // A clean queue: jobs of an earlier run must not count against the limits.
    const keys = await redis.keys(`bull:${FILE_JOB_QUEUE}:*`);
    if (keys.length) await redis.del(...keys);
    const counters = await redis.keys('quizset:ai:*');
    if (counters.length) await redis.del(...counters);
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  afterAll(() => redis.quit());

  it('queues a job that a worker runs, with progress and the answer coming back', async () => {
    const backend = await backendFor();
    worker();
    const { outcome, events } = await outcomeOf(await backend.start(job(), 'bull-user'));
    expect(outcome.ok && outcome.questions.length).toBeGreaterThan(0);
    expect(events.some((event) => event.type === 'progress')).toBe(true);
    // The file bytes are not left behind in Redis.
    expect(await redis.keys('quizset:ai:file:*')).toEqual([]);
  });

  it('outlives the API that queued it: another API instance attaches to the result', async () => {
    const first = await backendFor();
    const handle = await first.start(job(), 'restart-user');
    await first.close(); // the API goes away before any worker ran the job
    closers.pop();
    worker();
    const second = await backendFor();
    let attached: JobHandle | null = null;
    for (let attempt = 0; attempt < 50 && !attached; attempt += 1)
      attached = await second.attach(handle.id, 'restart-user');
    expect(attached).not.toBeNull();
    const { outcome } = await outcomeOf(attached as JobHandle);
    expect(outcome.ok).toBe(true);
    expect(await second.attach(handle.id, 'intruder')).toBeNull();
  });

  it('limits jobs per user across API instances (429) and in all (503)', async () => {
    const a = await backendFor({ max: 2, perUser: 1, timeoutMs: 60_000 });
    const b = await backendFor({ max: 2, perUser: 1, timeoutMs: 60_000 });
    const first = await a.start(job(), 'limited');
    await expect(b.start(job(), 'limited')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const second = await b.start(job(), 'other');
    await expect(a.start(job(), 'third')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    worker(2);
    await Promise.all([outcomeOf(first), outcomeOf(second)]);
    expect(Number(await redis.get('quizset:ai:active:limited'))).toBe(0);
  });

  it.skipIf(!HAS_CORPUS)('reports a password-protected file as its problem', async () => {
    const backend = await backendFor();
    worker();
    const locked = readFileSync(path.join(CORPUS_DIR, 'pdf/pdf_encrypted_userpw_openpassword.pdf'));
    const { outcome } = await outcomeOf(await backend.start(job(locked, 'pdf'), 'locked-user'));
    expect(outcome).toEqual({ ok: false, problem: { kind: 'encrypted' } });
  });
});
