import { describe, expect, it } from 'vitest';
import { type CapacityTrial, capacityOf, carried, nextOfferedRate } from './capacity-search';

const search = { start: 400, step: 1.25, precision: 1.1, maxTrials: 8 };

/** Runs the search against a set-up that carries up to `limit` answers/s (accepting what it carries). */
function searchAgainst(limit: number, options = search): CapacityTrial[] {
  const trials: CapacityTrial[] = [];
  for (let rate = nextOfferedRate(trials, options); rate !== null; rate = nextOfferedRate(trials, options))
    trials.push({ offeredPerSecond: rate, carried: rate <= limit, answersPerSecond: Math.min(rate, limit) });
  return trials;
}

describe('capacity search (bench -- scale)', () => {
  it('climbs from the start, then narrows to within the precision of the limit', () => {
    const trials = searchAgainst(700);
    expect(trials.map((trial) => Math.round(trial.offeredPerSecond))).toEqual([400, 500, 625, 781, 699, 739]);
    const capacity = capacityOf(trials);
    expect(capacity).toBeLessThanOrEqual(700);
    expect(capacity).toBeGreaterThan(700 / search.precision);
  });

  it('steps down when the start is already too much', () => {
    const trials = searchAgainst(200);
    expect(trials[1]?.offeredPerSecond).toBe(320);
    expect(trials[2]?.offeredPerSecond).toBe(256);
    expect(capacityOf(trials)).toBeGreaterThan(200 / search.precision);
  });

  it('stops after maxTrials, and reads 0 when nothing was carried', () => {
    const trials = searchAgainst(1, { ...search, maxTrials: 3 });
    expect(trials).toHaveLength(3);
    expect(capacityOf(trials)).toBe(0);
  });

  it('refuses a search that cannot move', () => {
    expect(() => nextOfferedRate([], { ...search, step: 1 })).toThrow(RangeError);
    expect(() => nextOfferedRate([], { ...search, start: 0 })).toThrow(RangeError);
  });
});

describe('carried', () => {
  const run = { answersOffered: 100, answersSent: 100, answersAccepted: 100, p99: 120 };
  it('needs every offer sent and accepted and the p99 within the bound', () => {
    expect(carried(run, 250)).toBe(true);
    expect(carried({ ...run, p99: 251 }, 250)).toBe(false);
    expect(carried({ ...run, answersSent: 99, answersAccepted: 99 }, 250)).toBe(false);
    expect(carried({ ...run, answersAccepted: 99 }, 250)).toBe(false);
    expect(carried({ ...run, answersOffered: 0, answersSent: 0, answersAccepted: 0 }, 250)).toBe(false);
  });
});
