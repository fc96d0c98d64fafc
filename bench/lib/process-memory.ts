import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Resident memory of a process, MiB: now (VmRSS) and its peak so far (VmHWM). */
export interface ProcessMemory {
  rssMb: number;
  peakRssMb: number;
}

/**
 * Reads `/proc/<pid>/status` of the server child the bench started (Linux only; no route of the server
 * reports memory). The child's worker threads (AI jobs, PDF probes, import) live in the same process,
 * so their memory is counted here too.
 * @throws when the process is gone or /proc is unavailable.
 */
export function readProcessMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Math.round(Number(match[1]) / 102.4) / 10;
  };
  return { rssMb: kib('VmRSS'), peakRssMb: kib('VmHWM') };
}

/**
 * The memory of `pid` once it holds still: read every second until three readings in a row lie within
 * 2 MiB of each other (at most `maxS` seconds; then the last reading). A server just started is still
 * loading its worker threads' readers; a baseline read then would be too low.
 */
export async function readMemoryAtRest(pid: number, maxS = 60): Promise<ProcessMemory> {
  const readings: ProcessMemory[] = [readProcessMemory(pid)];
  for (let second = 0; second < maxS; second++) {
    const last = readings.slice(-3).map((reading) => reading.rssMb);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) <= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    readings.push(readProcessMemory(pid));
  }
  return readings.at(-1) as ProcessMemory;
}

/**
 * Issue 17 item 3 "server memory returns to its baseline afterwards", as a bench goal: the last settle
 * reading (60 s after the last request) is at most this share above the baseline.
 */
export const RETURN_MARGIN = 0.1;

/** Issue 17 item 3 "server memory returns to its baseline afterwards": RSS before, after and while settling. */
export interface MemoryCourse {
  baselineMb: number;
  afterMb: number;
  peakMb: number;
  /** RSS `afterS` seconds after the last request. */
  settle: { afterS: number; rssMb: number }[];
  /** The last settle reading less the baseline. */
  growthMb: number;
  /** The goal: the last settle reading ≤ baseline × (1 + RETURN_MARGIN). */
  returned: boolean;
  loadAverage: number;
}

/**
 * Follows the RSS of `pid` for `seconds` after a run whose start was `baseline`, reading it at each
 * of `marks` (seconds).
 */
export async function followMemory(
  pid: number,
  baseline: ProcessMemory,
  marks: number[] = [1, 5, 15, 30, 60],
): Promise<MemoryCourse> {
  const after = readProcessMemory(pid);
  const started = performance.now();
  const settle: MemoryCourse['settle'] = [];
  for (const mark of marks) {
    const wait = started + mark * 1000 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    settle.push({ afterS: mark, rssMb: readProcessMemory(pid).rssMb });
  }
  const last = settle.at(-1)?.rssMb ?? after.rssMb;
  return {
    baselineMb: baseline.rssMb,
    afterMb: after.rssMb,
    peakMb: readProcessMemory(pid).peakRssMb,
    settle,
    growthMb: Math.round((last - baseline.rssMb) * 10) / 10,
    returned: last <= baseline.rssMb * (1 + RETURN_MARGIN),
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}
