import { describe, expect, it } from 'vitest';
import { shuffleWithSeed } from './shuffle';

const items = Array.from({ length: 12 }, (_, index) => `q${index}`);

describe('per-attempt shuffle (issue 10)', () => {
  it('is a permutation and leaves the input alone', () => {
    const copy = [...items];
    const shuffled = shuffleWithSeed(items, 'attempt-1');
    expect([...shuffled].sort()).toEqual([...items].sort());
    expect(items).toEqual(copy);
  });

  it('gives the same order for the same seed (a resumed attempt) and other orders for other seeds', () => {
    expect(shuffleWithSeed(items, 'attempt-1')).toEqual(shuffleWithSeed(items, 'attempt-1'));
    const orders = new Set(
      Array.from({ length: 20 }, (_, index) => shuffleWithSeed(items, `attempt-${index}`).join()),
    );
    expect(orders.size).toBeGreaterThan(15);
    expect(orders.has(items.join())).toBe(false);
  });

  it('handles empty and single lists', () => {
    expect(shuffleWithSeed([], 's')).toEqual([]);
    expect(shuffleWithSeed(['a'], 's')).toEqual(['a']);
  });
});
