import { benchRooms } from './rooms.ts';

/*
 * `bench -- scale` warms each fresh cluster up before it is measured (issue 20 item 4): room answers
 * through the proxy, uncapped, WARM_UP_ANSWERS_PER_PROCESS answers per API process, and only then are
 * the processes held to their cores.
 *
 * Why (2026-11-30, five-second room runs at 450 answers/s, one fresh API process on PostgreSQL): its
 * CPU per answer was 4.5 ms over the first 2,250 answers, then 1.78, 1.40 and 1.25 ms over the next
 * three rounds, and 1.08–1.21 ms from about 9,000 answers on. V8 compiles the request path as it runs
 * it: some 10 CPU-seconds per process, which held to 0.25 cores is about 40 s, four of the capacity
 * search's 10-second trials. Two processes each compile the same code from half the answers, so a
 * comparison of cold clusters set a half-warm pair against a warmer single process. A deployed server
 * runs for days; the steady state is what the 1.7× is about.
 */

/** Answers each API process takes before it is measured (BENCH_SCALE_WARMUP_ANSWERS; 0: no warm-up). */
export const WARM_UP_ANSWERS_PER_PROCESS = Number(process.env.BENCH_SCALE_WARMUP_ANSWERS ?? 9000);
/** Answers a second offered per API process while warming up: one uncapped process carries it easily. */
const WARM_UP_RATE_PER_PROCESS = 450;
const WARM_UP_PLAYERS = 200;

/**
 * Plays one room through `origin` (the proxy) until each of `processes` API processes has taken about
 * WARM_UP_ANSWERS_PER_PROCESS answers; its figures are not reported.
 * @returns answers accepted and seconds taken (0 and 0 when the warm-up is off).
 * @throws when an accepted answer was not stored (as every room run of the bench checks).
 */
export async function warmUpCluster(
  origin: string,
  databaseUrl: string,
  processes: number,
): Promise<{ answersAccepted: number; seconds: number }> {
  if (WARM_UP_ANSWERS_PER_PROCESS <= 0) return { answersAccepted: 0, seconds: 0 };
  const started = Date.now();
  const result = await benchRooms(
    { origin, pid: process.pid, stop: async () => undefined }, // pid: unused by benchRooms
    databaseUrl,
    WARM_UP_PLAYERS,
    WARM_UP_ANSWERS_PER_PROCESS / WARM_UP_RATE_PER_PROCESS,
    (WARM_UP_RATE_PER_PROCESS * processes) / WARM_UP_PLAYERS,
  );
  if (result.answersAccepted !== result.answersStored)
    throw new Error(`warm-up: ${result.answersAccepted} answers accepted, ${result.answersStored} stored`);
  return { answersAccepted: result.answersAccepted, seconds: Math.round((Date.now() - started) / 1000) };
}
