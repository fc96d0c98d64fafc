import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Where the CPU goes during a bench run (issue 20 item 4: "can two API processes reach 1.7× on this
 * machine?"). Linux only: reads `/proc/<pid>/stat` (utime + stime, the whole process with its
 * threads) and `/proc/stat` (the machine). A component is a fixed set of pids (a server child, the
 * proxy, this process) or every process whose command line a predicate accepts (PostgreSQL backends
 * of one database, whose process title names it); those are found by scanning /proc every
 * `intervalMs`, so a backend that starts and ends inside the window is counted up to its last scan.
 */
export interface CpuComponentSpec {
  name: string;
  /** A label the caller groups components by (e.g. the system under test vs the load generator). */
  role?: string;
  pids?: number[];
  /** Command line (NULs as spaces) → belongs to this component. Checked after `pids`. */
  match?: (cmdline: string) => boolean;
}

export interface CpuComponentUse {
  name: string;
  role?: string;
  /** CPU time in the window, seconds (user + system). */
  cpuSeconds: number;
  /** cpuSeconds ÷ wall seconds: how many cores it kept busy on average (1 = one core all the time). */
  cores: number;
  /** cpuSeconds ÷ (wall × cores of the machine): its share of the whole machine. */
  shareOfMachine: number;
}

export interface CpuReport {
  wallSeconds: number;
  machineCores: number;
  components: CpuComponentUse[];
  /** Busy CPU of the machine no component accounts for (other work, the kernel's own threads). */
  otherBusy: CpuComponentUse;
  /** Idle (and I/O wait) of the machine in the window. */
  idle: CpuComponentUse;
}

let clockTicks: number | null = null;
/** USER_HZ, the unit of /proc's CPU times (100 on nearly every Linux). */
function ticksPerSecond(): number {
  if (clockTicks === null) {
    const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
    const parsed = Number(answer.stdout?.trim());
    clockTicks = Number.isFinite(parsed) && parsed > 0 ? parsed : 100;
  }
  return clockTicks;
}

/** utime + stime of `pid` in ticks, or null when it is gone. Fields after the `(comm)` are fixed. */
function processTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): utime is field 14, stime field 15.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The machine's busy and total ticks over all cores (`/proc/stat`'s first line). */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle (4th) and iowait (5th) are not work.
  return { busy: total - values[3]! - values[4]!, total };
}

function cmdlineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/**
 * Starts measuring; `stop()` ends the window and reports each component's CPU time, cores and share,
 * the machine's other busy time and its idle time.
 * @throws when /proc is not readable (not Linux).
 */
export function startCpuMeter(
  specs: readonly CpuComponentSpec[],
  intervalMs = 1000,
): { stop: () => CpuReport } {
  const startedAt = performance.now();
  const machineStart = machineTicks();
  /** pid → component index, ticks at its first sight, ticks at its last sight. */
  const seen = new Map<number, { component: number; first: number; last: number }>();
  const fixed = new Map<number, number>();
  specs.forEach((spec, index) => {
    for (const pid of spec.pids ?? []) fixed.set(pid, index);
  });
  const matchers = specs.flatMap((spec, index) => (spec.match ? [{ index, match: spec.match }] : []));
  /** pid → its component (or -1) decided once; a pid is not reused within a bench window. */
  const classified = new Map<number, number>();
  let firstScan = true;

  const scan = () => {
    const pids = new Set<number>(fixed.keys());
    if (matchers.length > 0)
      for (const entry of readdirSync('/proc')) if (/^\d+$/.test(entry)) pids.add(Number(entry));
    for (const pid of pids) {
      let component = fixed.get(pid) ?? classified.get(pid);
      if (component === undefined) {
        const cmdline = cmdlineOf(pid);
        component = matchers.find(({ match }) => match(cmdline))?.index ?? -1;
        classified.set(pid, component);
      }
      if (component < 0) continue;
      const ticks = processTicks(pid);
      if (ticks === null) continue;
      const known = seen.get(pid);
      // A process first seen after the window opened was born inside it: all its time counts.
      if (known) known.last = ticks;
      else seen.set(pid, { component, first: firstScan ? ticks : 0, last: ticks });
    }
    firstScan = false;
  };
  scan();
  const timer = setInterval(scan, intervalMs);
  timer.unref();

  return {
    stop: () => {
      clearInterval(timer);
      scan();
      const wallSeconds = (performance.now() - startedAt) / 1000;
      const machineEnd = machineTicks();
      const hz = ticksPerSecond();
      const machineCores = os.cpus().length;
      const use = (name: string, cpuSeconds: number, role?: string): CpuComponentUse => ({
        name,
        ...(role ? { role } : {}),
        cpuSeconds: round(cpuSeconds),
        cores: round(cpuSeconds / wallSeconds),
        shareOfMachine: round(cpuSeconds / (wallSeconds * machineCores)),
      });
      const ticksOf = specs.map(() => 0);
      for (const { component, first, last } of seen.values()) ticksOf[component]! += last - first;
      const components = specs.map((spec, index) => use(spec.name, ticksOf[index]! / hz, spec.role));
      const accounted = components.reduce((sum, component) => sum + component.cpuSeconds, 0);
      const busySeconds = (machineEnd.busy - machineStart.busy) / hz;
      const totalSeconds = (machineEnd.total - machineStart.total) / hz;
      return {
        wallSeconds: round(wallSeconds),
        machineCores,
        components,
        otherBusy: use('rest of the machine (other work)', Math.max(0, busySeconds - accounted)),
        idle: use('idle', Math.max(0, totalSeconds - busySeconds)),
      };
    },
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Summed CPU seconds of the report's components that `keep` accepts (by name or role). */
export function cpuSecondsOf(report: CpuReport, keep: (component: CpuComponentUse) => boolean): number {
  return report.components.filter(keep).reduce((sum, component) => sum + component.cpuSeconds, 0);
}

/**
 * CPU milliseconds per unit of work (a request, an answer) of `cpuSeconds` spent on `units` of it,
 * rounded to `decimals` places; 0 when no unit was done.
 */
export function msPerUnit(cpuSeconds: number, units: number, decimals: number): number {
  const factor = 10 ** decimals;
  return units > 0 ? Math.round((cpuSeconds * 1000 * factor) / units) / factor : 0;
}

/** The names of `postgresComponents`' two components, the same for every database. */
const POSTGRES_BACKENDS = 'PostgreSQL backends of the bench database';
const POSTGRES_BACKGROUND = 'PostgreSQL background (WAL writer, checkpointer…)';

/** Whether `component` is one of `postgresComponents` (for `cpuSecondsOf`). */
export function isPostgres(component: CpuComponentUse): boolean {
  return component.name === POSTGRES_BACKENDS || component.name === POSTGRES_BACKGROUND;
}

/**
 * PostgreSQL's share of a bench run on the database of `databaseUrl`: its backends (their process
 * titles name the database: "postgres: 15/main: postgres <db> 127.0.0.1(…) …") and the cluster's
 * background processes (WAL writer, checkpointer…), both with role `server`.
 */
export function postgresComponents(databaseUrl: string): CpuComponentSpec[] {
  const database = new URL(databaseUrl).pathname.slice(1);
  return [
    {
      name: POSTGRES_BACKENDS,
      role: 'server',
      match: (cmdline) => cmdline.startsWith('postgres: ') && cmdline.includes(` ${database} `),
    },
    {
      name: POSTGRES_BACKGROUND,
      role: 'server',
      match: (cmdline) =>
        /^postgres: [^:]+: (walwriter|checkpointer|background writer|autovacuum|logical replication|stats)/.test(
          cmdline,
        ) || /\/bin\/postgres -D /.test(cmdline),
    },
  ];
}
