import { getHeapStatistics } from 'node:v8';
import { threadId, workerData } from 'node:worker_threads';

/**
 * What a pool thread answers: the task's own value, and whether the thread asks to be replaced
 * (recycling-pool.ts). Issue 17 item 3 "server memory returns to its baseline afterwards".
 */
export interface ThreadReport<T> {
  value: T;
  thread: { id: number; retire: boolean };
}

/** The pool's settings a thread reads from piscina's `workerData` (recycling-pool.ts sets them). */
export interface RecycleSettings {
  /** MiB a thread may hold over its warm size after a task before it is replaced. */
  recycleGrowthMb: number;
}

const MIB = 1024 * 1024;

/**
 * MiB this thread's isolate holds now: its V8 heap pages in RAM plus the memory outside the heap it
 * keeps alive (ArrayBuffers: uploads, decompressed zip members). Garbage not yet collected counts:
 * a thread parked between tasks (piscina waits in Atomics.wait) runs no GC, so what a task left
 * behind stays resident until the next task.
 */
export function threadHeldMb(): number {
  const heap = getHeapStatistics();
  return (heap.total_physical_size + heap.external_memory) / MIB;
}

let warmMb: number | null = null;

/** Records what this thread holds once its readers are loaded: the size a fresh thread comes back to. */
export function noteWarm(): void {
  warmMb = threadHeldMb();
}

/**
 * Wraps a task's value for the pool: `retire` when the thread now holds more than
 * `recycleGrowthMb` MiB over its warm size (then the pool ends it once idle and starts a fresh one).
 * Without settings (a thread not started by a recycling pool) it never asks to retire.
 */
export function reportThread<T>(value: T): ThreadReport<T> {
  const growthMb = (workerData as Partial<RecycleSettings> | null)?.recycleGrowthMb;
  const retire = growthMb !== undefined && threadHeldMb() - (warmMb ?? 0) > growthMb;
  return { value, thread: { id: threadId, retire } };
}
