import { type CpuReport, cpuSecondsOf } from './lib/cpu-meter.ts';
import { printTable } from './lib/stats.ts';
import type { RoomsResult } from './rooms.ts';

/** One room run of the scale bench (issue 20 item 4) with where its CPU went. */
export interface ScaleRoomRun {
  processes: number;
  /** Each API process's CPU limit in cores (bench/lib/cpu-quota.ts); null when uncapped. */
  apiCores: number | null;
  result: RoomsResult;
  cpu: CpuReport;
  /**
   * Additional figure, not the target: answers accepted ÷ CPU seconds of the API processes together
   * (what an answer costs the API, whatever the machine had left for it).
   */
  answersPerApiCpuSecond: number;
  /**
   * Answers/s this run's set-up could carry with nothing else on the machine, at the CPU cost per
   * answer it measured: the lower of the machine's cores shared by the run's own components (API
   * processes, proxy, load generator, PostgreSQL, Redis) and one core per API process (its event loop
   * is one thread). Other work on the machine moves it less than the raw answers/s (contention makes
   * each answer cost somewhat more CPU, but the cores are not taken away); the two runs' ceilings
   * give the best ratio this machine allows.
   */
  ceilingAnswersPerSecond: number;
  /**
   * The same with the proxy and the load generator on other machines (only the API processes,
   * PostgreSQL and Redis on these cores): what a deployment behind an outside balancer could reach.
   */
  ceilingWithoutBenchAnswersPerSecond: number;
}

/**
 * Answers/s `cores` would carry at the run's CPU cost per answer of the components `counted`, with
 * one core at most per API process (its event loop is one thread).
 */
function ceiling(
  processes: number,
  result: RoomsResult,
  cpu: CpuReport,
  counted: (role?: string) => boolean,
) {
  const seconds = (keep: (role?: string) => boolean) =>
    cpuSecondsOf(cpu, (component) => keep(component.role));
  const api = seconds((role) => role === 'api');
  const all = seconds(counted);
  if (api === 0 || all === 0) return 0;
  return Math.round(
    Math.min((cpu.machineCores * result.answersAccepted) / all, (processes * result.answersAccepted) / api),
  );
}

/** The run's figures from its rooms result and CPU report (components with roles api, server, bench). */
export function roomRunOf(
  processes: number,
  apiCores: number | null,
  result: RoomsResult,
  cpu: CpuReport,
): ScaleRoomRun {
  const api = cpuSecondsOf(cpu, (component) => component.role === 'api');
  return {
    processes,
    apiCores,
    result,
    cpu,
    answersPerApiCpuSecond: api > 0 ? Math.round(result.answersAccepted / api) : 0,
    ceilingAnswersPerSecond: ceiling(processes, result, cpu, () => true),
    ceilingWithoutBenchAnswersPerSecond: ceiling(processes, result, cpu, (role) => role !== 'bench'),
  };
}

/** "2 process(es)" or "2 process(es) at 0.4 cores each". */
export function scaleRunLabel(run: Pick<ScaleRoomRun, 'processes' | 'apiCores'>): string {
  return `${run.processes} process(es)${run.apiCores === null ? '' : ` at ${run.apiCores} cores each`}`;
}

/**
 * Prints where the CPU went in each room run: per component its CPU seconds, the cores it kept busy
 * on average, its share of the machine and its CPU milliseconds per 1,000 answers accepted, then the
 * rest of the machine and its idle time; then, as additional figures (not the target, which stays the
 * raw answers/s ratio), answers per API CPU-second and the ceiling of each run.
 */
export function printScaleCpu(rooms: readonly ScaleRoomRun[]): void {
  for (const run of rooms) {
    const { cpu, result } = run;
    console.log(
      `\nCPU during the room run with ${scaleRunLabel(run)}: ${cpu.wallSeconds} s on ${cpu.machineCores} cores, ${result.answersAccepted} answers accepted (load ${result.loadAverage} at its start)`,
    );
    printTable(
      ['component', 'CPU s', 'cores busy', 'share of machine', 'CPU ms / 1,000 answers'],
      [...cpu.components, cpu.otherBusy, cpu.idle].map((row, index) => [
        row.name,
        row.cpuSeconds,
        row.cores,
        `${Math.round(row.shareOfMachine * 100)} %`,
        index < cpu.components.length && result.answersAccepted > 0
          ? Math.round((row.cpuSeconds * 1e6) / result.answersAccepted)
          : '-',
      ]),
    );
  }
  // The ceilings are those of the uncapped runs: a capped run's ceiling is its cap.
  const one = rooms.find((run) => run.processes === 1 && run.apiCores === null);
  const two = rooms.find((run) => run.processes === 2 && run.apiCores === null);
  const list = (figure: (run: ScaleRoomRun) => number, runs = rooms) =>
    runs.map((run) => `${scaleRunLabel(run)} ${figure(run)}`).join(', ');
  const uncapped = rooms.filter((run) => run.apiCores === null);
  const best = (figure: (run: ScaleRoomRun) => number) =>
    one && two && figure(one) > 0 ? `, at best ${Math.round((figure(two) / figure(one)) * 100) / 100}×` : '';
  console.log(
    [
      'Additional figures (not the target, which is the answers/s ratio above):',
      `- answers per API CPU-second: ${list((run) => run.answersPerApiCpuSecond)}`,
      `- answers/s each set-up could carry on these ${rooms[0]?.cpu.machineCores ?? '?'} cores with nothing else running: ${list((run) => run.ceilingAnswersPerSecond, uncapped)}${best((run) => run.ceilingAnswersPerSecond)}`,
      `- the same with the proxy and the load generator on other machines: ${list((run) => run.ceilingWithoutBenchAnswersPerSecond, uncapped)}${best((run) => run.ceilingWithoutBenchAnswersPerSecond)}`,
    ].join('\n'),
  );
}
