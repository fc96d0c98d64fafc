import { Piscina } from 'piscina';
import type { RecycleSettings, ThreadReport } from './thread-memory';
import { type PoolThreadSettings, STARTED_PORT, WAKE_TASK } from './thread-start';

type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;
type RunOptions = NonNullable<Parameters<Piscina['run']>[1]>;
type PoolWorker = Parameters<NonNullable<PoolOptions['loadBalancer']>>[1][number];
type PoolThread = Piscina['threads'][number];

/** A thread that has loaded (piscina's `workerCreate`) and not gone yet. */
interface LoadedThread {
  worker: PoolWorker;
  thread: PoolThread;
  /** Set once the thread is to be replaced: ends it when idle (`retireWhenIdle`). */
  retireTimer?: NodeJS.Timeout;
}

/**
 * MiB a pool thread may hold over its warm size after a task before it is replaced (issue 17 item 3).
 * A warm thread holds 30–60 MiB; a 46 KB text job adds a few MiB, a 19 MB PDF or a refused zip bomb
 * adds 50–150 MiB that would otherwise stay resident while the thread waits for its next task.
 */
export const RECYCLE_GROWTH_MB = 32;

/**
 * How long a thread to be replaced must have been idle before it is ended (ms). Files tend to come
 * in a row (a refusal, the next try): they run at once in the old thread rather than wait for a fresh
 * one to warm up; a minute later memory is back at its baseline all the same.
 */
export const RETIRE_IDLE_MS = 2_000;

export interface RecyclingPoolOptions
  extends Pick<PoolOptions, 'maxThreads' | 'idleTimeout' | 'resourceLimits'> {
  /**
   * The task module: its default export is the task, which answers with `reportThread`
   * (thread-memory.ts). The pool's one thread entry (pool-thread-entry.mjs) loads it and exports it
   * through `withStartAnnounced` (thread-start.ts), which starts the task's time limit.
   */
  taskModule: URL;
  /** The threads run at nice 10 (default false): for work no one waits on at the screen (issue 17). */
  lowPriority?: boolean;
  /**
   * Tasks that may wait for a thread; one more is refused at once (PoolQueueFull). Checked here on
   * piscina's `queueSize`: its own maxQueue check skips tasks given an abort signal, as every task
   * here is.
   */
  maxQueue: number;
  /**
   * One thread starts, and warms, with the pool and is kept (default true): a file never waits for
   * a thread to load. false: threads start with tasks, and every thread ends `idleTimeout` after its
   * last task, the pool's memory back to nothing (an import thread holds ~50 MB). Either way threads
   * beyond the first end `idleTimeout` after their last task.
   */
  warm?: boolean;
  /** Default RECYCLE_GROWTH_MB. */
  recycleGrowthMb?: number;
  /** What the pool's threads read from `workerData` beside the recycle settings (plain data). */
  threadData?: Record<string, unknown>;
}

/** The one entry of every pool's threads: it loads the pool's `taskModule`. */
const THREAD_ENTRY = new URL('./pool-thread-entry.mjs', import.meta.url).href;

/** How long a task may run and wait (RecyclingPool.run). */
export interface TimedRunOptions {
  transferList?: RunOptions['transferList'];
  /** Time limit of the task once its thread has started it (ms); over it the thread is ended. */
  timeoutMs: number;
  /** Time the task may wait for a free thread (ms); over it the task leaves the queue unrun. */
  maxWaitMs: number;
}

/** The task waited `maxWaitMs` for a thread and never ran: the pool is busy, the task is not to blame. */
export class PoolWaitTimeout extends Error {
  constructor(waitedMs: number) {
    super(`no thread was free within ${waitedMs} ms`);
    this.name = 'PoolWaitTimeout';
  }
}

/** `maxQueue` tasks were already waiting for a thread: the pool is busy, the task was not queued. */
export class PoolQueueFull extends Error {
  constructor(maxQueue: number) {
    super(`${maxQueue} tasks are already waiting for a thread`);
    this.name = 'PoolQueueFull';
  }
}

/** The task ran `timeoutMs` in its thread without answering; the thread was ended. */
export class PoolRunTimeout extends Error {
  constructor(ranMs: number) {
    super(`the task ran over its ${ranMs} ms limit`);
    this.name = 'PoolRunTimeout';
  }
}

/** A piscina pool whose threads are replaced after a task that left them holding too much. */
export interface RecyclingPool {
  /**
   * Runs `task` (plain data; its own string-keyed fields reach the thread) and answers its value (the
   * thread's report is read here). The time limit starts when the thread starts the task (its
   * entry says so: thread-start.ts), not when it is queued, nor while a new thread still loads: a
   * file that waited behind others, or for the first thread of a pool, is judged on its own running
   * time (a probe over its limit is refused as over the limits, 422, so waiting must not count).
   * @throws PoolQueueFull at once when `maxQueue` tasks are waiting; PoolWaitTimeout after
   *   `maxWaitMs` without starting (a thread it was handed to while still loading is ended);
   *   PoolRunTimeout after `timeoutMs` running; otherwise as piscina rejects (a thread that died).
   */
  run<T>(task: object, options: TimedRunOptions): Promise<T>;
  /** Tasks run to their answer so far. */
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
 * thread is terminated once it has been idle RETIRE_IDLE_MS. Until then it still takes a task when no
 * loaded fresh thread is idle (the load balancer prefers those): a quick refusal right after a big file
 * runs at once instead of waiting 0.5–1 s for a replacement to warm up. Ending the isolate returns its
 * heap pages and ArrayBuffers at once; piscina starts a replacement at once in a warm pool (minThreads
 * 1), and the thread loads its readers before it starts a task, so small tasks never run in a cold
 * thread.
 * Chosen over an explicit GC (needs --expose-gc for the whole process, and a parked thread cannot
 * run it) and over child processes (start-up cost and IPC copies of every upload).
 */
export function createRecyclingPool(options: RecyclingPoolOptions): RecyclingPool {
  const {
    recycleGrowthMb = RECYCLE_GROWTH_MB,
    threadData,
    warm = true,
    taskModule,
    lowPriority = false,
    ...poolOptions
  } = options;
  /** Threads terminate() was called on, until they have exited. */
  const ending = new Set<number>();
  /**
   * The threads that have loaded and not gone yet, by thread id: piscina's handle (its usage), the
   * thread itself, and for one to be replaced the timer that ends it once idle (`retireWhenIdle`).
   * A thread is known gone when it is no longer among piscina's threads, not by its id: once a
   * thread has exited its `threadId` reads -1, and piscina reports a thread that exited by itself
   * (ended here, out of heap, crashed) only then.
   */
  const loaded = new Map<number, LoadedThread>();
  let destroyed = false;
  /** Tasks of `run` that answered (piscina's own count has the refill's no-op tasks too). */
  let completed = 0;
  const piscina = new Piscina({
    ...poolOptions,
    filename: THREAD_ENTRY,
    minThreads: warm ? 1 : 0,
    workerData: {
      ...threadData,
      recycleGrowthMb,
      taskModule: taskModule.href,
      lowPriority,
    } satisfies RecycleSettings & PoolThreadSettings,
    // One task a thread, an idle one: a loaded fresh thread first, then a loaded one waiting to be
    // replaced (a file right after a big one runs at once), and only then one still loading, which
    // piscina offers too: a task handed to it waits out its load while a loaded thread sits idle.
    loadBalancer: (_task, list) => {
      const idle = list.filter((worker) => worker.currentUsage === 0 && !ending.has(worker.id));
      const ready = idle.filter((worker) => loaded.has(worker.id));
      const fresh = ready.find((worker) => loaded.get(worker.id)?.retireTimer === undefined);
      return fresh ?? ready[0] ?? idle[0] ?? null;
    },
  });
  /**
   * Starts a thread in the place of one that has gone while tasks wait. piscina replaces a thread
   * that ended (over its time limit, replaced here, crashed) only up to `minThreads`, and starts one
   * more only when a task arrives. So a task waiting behind the one that ended waited for another
   * task to finish, one thread short, or, in a pool that keeps no thread (not `warm`), for its wait
   * bound to run out: a good upload answered busy after 30 s (CI, security-files.test.ts). A task
   * piscina cannot hand to a thread makes it start one, so a WAKE_TASK does: it waits in the queue
   * (it takes no place of `maxQueue`: `run` leaves it out) while the new thread takes the first task
   * waiting, and is answered at once by whichever thread frees up next. Only for a thread that had
   * loaded: one that fails while loading would fail again, and piscina stops replacing those too.
   */
  let wakesPending = 0;
  const refill = () => {
    // Only for tasks of `run`: a no-op task still waiting is no reason to start another thread.
    if (destroyed || piscina.queueSize <= wakesPending) return;
    if (piscina.threads.length >= piscina.maxThreads) return;
    wakesPending += 1;
    piscina
      .run({ [WAKE_TASK]: true })
      .catch(() => undefined)
      .finally(() => {
        wakesPending -= 1;
      });
  };
  /** Forgets the loaded threads that are gone, and starts one where one is due (`refill`). */
  const forgetGone = () => {
    const live = new Set(piscina.threads);
    let gone = false;
    for (const [id, known] of loaded) {
      if (live.has(known.thread)) continue;
      loaded.delete(id);
      clearTimeout(known.retireTimer);
      gone = true;
    }
    if (gone) refill();
  };
  // piscina says a thread is created once it has loaded its entry.
  piscina.on('workerCreate', (worker: PoolWorker) => {
    const thread = piscina.threads.find((candidate) => candidate.threadId === worker.id);
    if (thread) loaded.set(worker.id, { worker, thread });
  });
  // Every way a thread goes (its time limit, ended here, a crash, out of heap, idle) passes here,
  // before piscina lets the thread go: see what is left once it has.
  piscina.on('workerDestroy', () => queueMicrotask(forgetGone));
  // A thread that dies outside a task (out of heap while starting, or ended here) is reported here,
  // not thrown: the task it would have run is still bounded by its time limit.
  piscina.on('error', () => undefined);

  /**
   * Ends thread `id` once it has been idle RETIRE_IDLE_MS; a task of `run` it takes meanwhile arms
   * the timer again at its end. A thread already gone has nothing to end (its timer went with it).
   */
  const retireWhenIdle = (id: number) => {
    const known = loaded.get(id);
    if (!known) return;
    clearTimeout(known.retireTimer);
    known.retireTimer = setTimeout(() => {
      // Busy: looks again a full idle time later. A task of `run` would arm the timer at its end
      // anyway; a refill's no-op task would not, and the thread would have stayed until its next file.
      if (known.worker.currentUsage !== 0) return retireWhenIdle(id);
      // Stays in `ending` until it has exited, so the balancer never hands it a task meanwhile.
      ending.add(id);
      known.thread
        .terminate()
        .catch(() => undefined)
        .finally(() => ending.delete(id));
    }, RETIRE_IDLE_MS);
    known.retireTimer.unref();
  };

  return {
    async run<T>(task: object, { transferList, timeoutMs, maxWaitMs }: TimedRunOptions) {
      // piscina's queue (tasks no thread has been handed yet, less what threads still loading will
      // take), less the refill's no-op tasks: its own maxQueue check skips tasks with a signal, and
      // every task here has one.
      if (piscina.queueSize - wakesPending >= options.maxQueue) throw new PoolQueueFull(options.maxQueue);
      const controller = new AbortController();
      let runTimer: NodeJS.Timeout | undefined;
      const waitTimer = setTimeout(() => controller.abort(new PoolWaitTimeout(maxWaitMs)), maxWaitMs);
      // The thread says "started" on this port as the task's own work begins (thread-start.ts):
      // the time limit runs from then, not while the thread was still loading its readers.
      const startSignal = new MessageChannel();
      startSignal.port1.once('message', () => {
        clearTimeout(waitTimer);
        runTimer ??= setTimeout(() => controller.abort(new PoolRunTimeout(timeoutMs)), timeoutMs);
      });
      const queued = { ...task, [STARTED_PORT]: startSignal.port2 };
      try {
        const report = (await piscina.run(queued, {
          signal: controller.signal,
          transferList: [startSignal.port2, ...(transferList ?? [])],
        })) as ThreadReport<T>;
        completed += 1;
        const { id, retire } = report.thread;
        if (retire || loaded.get(id)?.retireTimer !== undefined) retireWhenIdle(id);
        return report.value;
      } catch (error) {
        // piscina rejects an aborted task with its own AbortError: say which limit it was.
        throw controller.signal.aborted ? controller.signal.reason : error;
      } finally {
        startSignal.port1.close();
        clearTimeout(waitTimer);
        clearTimeout(runTimer);
      }
    },
    get completed() {
      return completed;
    },
    get threadIds() {
      return piscina.threads.map((thread) => thread.threadId);
    },
    destroy: () => {
      destroyed = true;
      for (const known of loaded.values()) clearTimeout(known.retireTimer);
      return piscina.destroy();
    },
  };
}
