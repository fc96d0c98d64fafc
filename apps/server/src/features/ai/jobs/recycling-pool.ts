import { Piscina } from 'piscina';
import type { RecycleSettings, ThreadReport } from './thread-memory';

type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;
type RunOptions = NonNullable<Parameters<Piscina['run']>[1]>;
type PoolWorker = Parameters<NonNullable<PoolOptions['loadBalancer']>>[1][number];

/**
 * MiB a pool thread may hold over its warm size after a task before it is replaced (issue 17 item 3).
 * A warm thread holds 30–60 MiB; a 46 KB text job adds a few MiB, a 19 MB PDF or a refused zip bomb
 * adds 50–150 MiB that would otherwise stay resident while the thread waits for its next task.
 */
export const RECYCLE_GROWTH_MB = 32;

export interface RecyclingPoolOptions
  extends Pick<PoolOptions, 'minThreads' | 'maxThreads' | 'maxQueue' | 'idleTimeout' | 'resourceLimits'> {
  /** The thread entry (.mjs); its task answers with `reportThread` (thread-memory.ts). */
  filename: string;
  /** Default RECYCLE_GROWTH_MB. */
  recycleGrowthMb?: number;
  /** What the pool's threads read from `workerData` beside the recycle settings (plain data). */
  threadData?: Record<string, unknown>;
}

/** A piscina pool whose threads are replaced after a task that left them holding too much. */
export interface RecyclingPool {
  /** Runs `task`; answers its value (the thread's report is read here). Rejects as piscina does. */
  run<T>(task: unknown, options: RunOptions): Promise<T>;
  /** Tasks completed so far. */
  readonly completed: number;
  /** Thread ids of the pool's live threads (a test sees a replaced thread by its new id). */
  readonly threadIds: number[];
  destroy(): Promise<void>;
}

/**
 * Issue 17 item 3 "server memory returns to its baseline afterwards". Measured (bench abuse-files,
 * with glibc already returning freed blocks, lib/malloc-env.ts): RSS still stayed 52–79 MiB over its
 * baseline a minute after the hostile files, because a pool thread parks between tasks in
 * Atomics.wait and so never collects what a big task left (ArrayBuffers of a 19 MB upload, the
 * output of a refused decompression: a probe thread held 28 MiB of ArrayBuffers a minute later).
 * Each task reports whether its thread holds more than `recycleGrowthMb` over its warm size; such a
 * thread gets no new task (the load balancer skips it) and is terminated as soon as it is idle.
 * Ending the isolate returns its heap pages and ArrayBuffers at once; piscina starts a replacement at
 * once (minThreads), and the thread entry warms its readers before it reports ready, so the pool is
 * warm again within about a second and small tasks never run in a cold thread.
 * Chosen over an explicit GC (needs --expose-gc for the whole process, and a parked thread cannot
 * run it) and over child processes (start-up cost and IPC copies of every upload).
 */
export function createRecyclingPool(options: RecyclingPoolOptions): RecyclingPool {
  const { recycleGrowthMb = RECYCLE_GROWTH_MB, threadData, ...poolOptions } = options;
  const retiring = new Set<number>();
  const workers = new Map<number, PoolWorker>();
  const pool = new Piscina({
    ...poolOptions,
    workerData: { ...threadData, recycleGrowthMb } satisfies RecycleSettings,
    // piscina's default (least busy) with one task a thread, less the threads being replaced.
    loadBalancer: (_task, list) =>
      list.find((worker) => worker.currentUsage === 0 && !retiring.has(worker.id)) ?? null,
  });
  pool.on('workerCreate', (worker: PoolWorker) => workers.set(worker.id, worker));
  // A thread that dies outside a task (out of heap while starting, or ended here) is reported here,
  // not thrown: the task it would have run is still bounded by its time limit.
  pool.on('error', () => undefined);

  /** Ends every retiring thread that is idle; forgets threads that are gone. */
  const retireIdle = () => {
    const live = new Map(pool.threads.map((thread) => [thread.threadId, thread]));
    for (const [id, worker] of workers) if (worker.destroyed || !live.has(id)) workers.delete(id);
    for (const id of retiring) {
      const thread = live.get(id);
      if (!thread) {
        retiring.delete(id);
        continue;
      }
      const worker = workers.get(id);
      if (worker && worker.currentUsage === 0) {
        workers.delete(id);
        // Stays in `retiring` until it has exited, so the balancer never hands it a task meanwhile.
        thread.terminate().catch(() => undefined);
      }
    }
  };

  return {
    async run<T>(task: unknown, runOptions: RunOptions) {
      try {
        const report = (await pool.run(task, runOptions)) as ThreadReport<T>;
        if (report.thread.retire) retiring.add(report.thread.id);
        return report.value;
      } finally {
        retireIdle();
      }
    },
    get completed() {
      return pool.completed;
    },
    get threadIds() {
      return pool.threads.map((thread) => thread.threadId);
    },
    destroy: () => pool.destroy(),
  };
}
