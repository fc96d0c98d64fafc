import { describe, expect, it } from 'vitest';
import { median, percentile, summarize } from './stats.ts';

describe('bench statistics (issue 20: medians of alternated runs)', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([0.8, 0.41, 0.63])).toBe(0.63);
    expect(median([3])).toBe(3);
  });

  it('takes the lower middle value of an even count (nearest rank) and NaN of none', () => {
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });

  it('leaves its input unsorted', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('summarizes latencies by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarize(samples)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99 });
    expect(percentile([1, 2, 3], 100)).toBe(3);
  });
});
