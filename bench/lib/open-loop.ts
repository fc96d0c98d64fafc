/*
 * An open-loop offer schedule (issue 20 item 3): requests are offered at fixed times, `perSecond` a
 * second from `startMs`, whatever became of the earlier ones. A closed-loop generator (each client
 * waits for its reply before the next request) offers less the slower the server answers, and its
 * latencies leave out the time a request could not be sent ("coordinated omission"). Here a late
 * reply never delays the next offer, and latency is counted from the offer's scheduled time.
 */

/** A fixed rate of offers: slot `k` is due at `startMs + k × 1000 / perSecond`, for `count` slots. */
export interface OfferSchedule {
  startMs: number;
  perSecond: number;
  /** Slots in all: `perSecond × durationS`, rounded down. */
  count: number;
}

/**
 * The schedule of `perSecond` offers a second for `durationS` seconds from `startMs` (milliseconds on
 * any monotonic clock, e.g. `performance.now()`).
 * @throws RangeError when `perSecond` or `durationS` is not a positive finite number.
 */
export function offerSchedule(startMs: number, perSecond: number, durationS: number): OfferSchedule {
  if (!(perSecond > 0 && Number.isFinite(perSecond)) || !(durationS > 0 && Number.isFinite(durationS)))
    throw new RangeError(
      `offer schedule needs a positive rate and duration (${perSecond}/s, ${durationS} s)`,
    );
  return { startMs, perSecond, count: Math.floor(perSecond * durationS) };
}

/** When slot `index` (0-based) is due, in the schedule's milliseconds. */
export function slotTime(schedule: OfferSchedule, index: number): number {
  return schedule.startMs + (index * 1000) / schedule.perSecond;
}

/**
 * How many slots are due by `nowMs` (those with a time ≤ now), at most `count`: the generator sends
 * slots `sent … dueSlots − 1` now, however late its timer fired, so a stalled event loop sends its
 * backlog at once instead of shifting the whole schedule.
 */
export function dueSlots(schedule: OfferSchedule, nowMs: number): number {
  if (nowMs < schedule.startMs) return 0;
  // The small epsilon keeps a slot due at exactly `nowMs` due despite floating-point rounding.
  const due = Math.floor(((nowMs - schedule.startMs) * schedule.perSecond) / 1000 + 1e-9) + 1;
  return Math.min(schedule.count, due);
}

/** Milliseconds from `nowMs` until slot `index` is due (0 when due already). */
export function msUntilSlot(schedule: OfferSchedule, index: number, nowMs: number): number {
  return Math.max(0, slotTime(schedule, index) - nowMs);
}
