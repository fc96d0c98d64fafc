import { type CapacityTrial, capacityOf, carried, nextOfferedRate } from './lib/capacity-search.ts';
import { benchRooms } from './rooms.ts';

/*
 * `bench -- scale`'s capacity comparison (issue 20 item 4): for one and then two capped API processes,
 * the highest offered rate of room answers carried with every offer accepted and the p99 within
 * BENCH_SCALE_P99_MS, found by a search of short room runs (lib/capacity-search.ts explains why).
 */

export interface CapacityRun extends CapacityTrial {
  p99: number;
  /**
   * Share of the offers the load generator could send (1 = all). Below 1, the players were all
   * waiting for replies, finishing or joining: the run measured the player pool, not the servers.
   */
  sentShare: number;
}

export interface ProcessCapacity {
  processes: number;
  trials: CapacityRun[];
  /** answers/s of the highest carried offered rate; 0 when none was carried. */
  capacity: number;
}

export interface CapacityComparison {
  p99BoundMs: number;
  players: number;
  durationS: number;
  searches: ProcessCapacity[];
  /** capacity with two processes ÷ with one; null when either is 0. */
  ratio: number | null;
}

/** Runs `body` against a fresh cluster of `processes` capped API processes: the proxy's origin and its database. */
export type WithCluster = <T>(
  processes: number,
  body: (origin: string, databaseUrl: string) => Promise<T>,
) => Promise<T | undefined>;

const STEP = 1.25;
const PRECISION = 1.1;
const MAX_TRIALS = 7;

/**
 * The capacity of one capped process, then of two (starting one step above the first's), each on
 * a cluster of its own. `start`: the first offered rate for one process, answers/s (below its
 * capacity saves trials: e.g. 0.6 × what it accepted when overloaded).
 * Env: BENCH_SCALE_P99_MS (250), BENCH_SCALE_SEARCH_PLAYERS (1,500), BENCH_SCALE_SEARCH_DURATION (10 s).
 * 1,500 players: a player waits for its replies, so a slow reply leaves it unable to take an offer; with
 * 500, a machine where two capped processes carry about 1,000 answers/s sent only 88–94 % of the
 * offers there, and the search stopped at the load generator's limit, not the processes'.
 */
export async function compareCapacities(
  withCluster: WithCluster,
  start: number,
): Promise<CapacityComparison> {
  const p99BoundMs = Number(process.env.BENCH_SCALE_P99_MS ?? 250);
  const players = Number(process.env.BENCH_SCALE_SEARCH_PLAYERS ?? 1500);
  const durationS = Number(process.env.BENCH_SCALE_SEARCH_DURATION ?? 10);
  const searches: ProcessCapacity[] = [];
  let first = start;
  for (const processes of [1, 2]) {
    const trials: CapacityRun[] = [];
    await withCluster(processes, async (origin, databaseUrl) => {
      const search = { start: first, step: STEP, precision: PRECISION, maxTrials: MAX_TRIALS };
      for (
        let rate = nextOfferedRate(trials, search);
        rate !== null;
        rate = nextOfferedRate(trials, search)
      ) {
        const offered = Math.round(rate);
        console.log(`Scale: capacity of ${processes} capped process(es), offering ${offered} answers/s…`);
        const run = await benchRooms(
          { origin, pid: process.pid, stop: async () => undefined }, // pid: unused by benchRooms
          databaseUrl,
          players,
          durationS,
          offered / players,
        );
        trials.push({
          offeredPerSecond: offered,
          carried: carried(run, p99BoundMs),
          answersPerSecond: run.answersPerSecond,
          p99: run.p99,
          sentShare:
            run.answersOffered > 0 ? Math.round((run.answersSent / run.answersOffered) * 1000) / 1000 : 0,
        });
      }
    });
    const capacity = capacityOf(trials);
    searches.push({ processes, trials, capacity });
    first = Math.max(capacity, start) * STEP;
  }
  const [one, two] = searches.map((search) => search.capacity) as [number, number];
  return {
    p99BoundMs,
    players,
    durationS,
    searches,
    ratio: one > 0 && two > 0 ? Math.round((two / one) * 100) / 100 : null,
  };
}
