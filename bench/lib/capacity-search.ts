/*
 * The highest rate a set-up carries (issue 20 item 4, `bench -- scale`): answers/s measured far past
 * a set-up's capacity also measure how full its batches get under the backlog (one process, 3,000
 * offered, p50 5 s: every INSERT full), so the 1-vs-2 ratio compares batch sizes as much as processes.
 * The fairer figure is the highest offered rate each set-up carries with every offer accepted and the
 * p99 under a bound. These pure functions pick the offered rates to try and read the result; the
 * trials themselves are bench/scale.ts's room runs.
 */

/** One room run at a fixed offered rate, as the search needs it. */
export interface CapacityTrial {
  /** Answers offered per second. */
  offeredPerSecond: number;
  /** Every offer sent and accepted, and the p99 within the bound (`carried`). */
  carried: boolean;
  /** Accepted answers per second the run measured. */
  answersPerSecond: number;
}

export interface CapacitySearch {
  /** The first offered rate, answers/s. */
  start: number;
  /** Factor between rates while no trial failed (or none was carried), > 1. */
  step: number;
  /** Stop when the highest carried and the lowest failed rate are within this factor, > 1. */
  precision: number;
  /** Trials at most. */
  maxTrials: number;
}

/**
 * Whether a room run carried its offered rate: every slot sent (a slot with no player ready is
 * not), every sent answer accepted (no refusal, no error), and the p99 (ms, from the slot's scheduled
 * time) at most `p99BoundMs`.
 */
export function carried(
  run: { answersOffered: number; answersSent: number; answersAccepted: number; p99: number },
  p99BoundMs: number,
): boolean {
  return (
    run.answersOffered > 0 &&
    run.answersSent === run.answersOffered &&
    run.answersAccepted === run.answersSent &&
    run.p99 <= p99BoundMs
  );
}

/**
 * The next offered rate to try after `trials` (in the order run), or null when the search is done:
 * `start`, then up by `step` while every trial was carried (down by `step` while none was), then
 * the geometric middle of the highest carried and the lowest failed rate until they are within
 * `precision` of each other, or `maxTrials` trials ran.
 * @throws RangeError when `start` is not positive, or `step`/`precision` not above 1.
 */
export function nextOfferedRate(trials: readonly CapacityTrial[], search: CapacitySearch): number | null {
  const { start, step, precision, maxTrials } = search;
  if (!(start > 0) || !(step > 1) || !(precision > 1))
    throw new RangeError(
      `capacity search needs start > 0, step > 1, precision > 1 (${start}, ${step}, ${precision})`,
    );
  if (trials.length === 0) return start;
  if (trials.length >= maxTrials) return null;
  const ok = trials.filter((trial) => trial.carried).map((trial) => trial.offeredPerSecond);
  const failed = trials.filter((trial) => !trial.carried).map((trial) => trial.offeredPerSecond);
  if (failed.length === 0) return Math.max(...ok) * step;
  if (ok.length === 0) return Math.min(...failed) / step;
  const [low, high] = [Math.max(...ok), Math.min(...failed)];
  if (high <= low * precision) return null;
  return Math.sqrt(low * high);
}

/** The answers/s of the highest carried offered rate among `trials`; 0 when none was carried. */
export function capacityOf(trials: readonly CapacityTrial[]): number {
  let best: CapacityTrial | null = null;
  for (const trial of trials)
    if (trial.carried && (best === null || trial.offeredPerSecond > best.offeredPerSecond)) best = trial;
  return best?.answersPerSecond ?? 0;
}
