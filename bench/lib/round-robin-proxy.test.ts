import { describe, expect, it } from 'vitest';
import { targetIndex } from './round-robin-proxy.ts';

describe('targetIndex (issue 20 item 4: the scale bench proxy)', () => {
  it('round-robin: each request the next process, whatever its path', () => {
    const path = '/api/attempts/3f1c/answers';
    expect([0, 1, 2, 3].map((turn) => targetIndex(path, 2, turn, 'round-robin'))).toEqual([0, 1, 0, 1]);
  });

  it("attempt: one attempt's requests all go to one process; other paths in turn", () => {
    const ids = Array.from({ length: 200 }, (_, index) => `${index.toString(16).padStart(8, '0')}-4b1e-9c3a`);
    const first = ids.map((id) => targetIndex(`/api/attempts/${id}/answers`, 2, 0, 'attempt'));
    const later = ids.map((id) => targetIndex(`/api/attempts/${id}/finish?x=1`, 2, 7, 'attempt'));
    expect(later).toEqual(first);
    // Spread over both processes, not all on one.
    const onFirst = first.filter((index) => index === 0).length;
    expect(onFirst).toBeGreaterThan(60);
    expect(onFirst).toBeLessThan(140);
    expect([4, 5].map((turn) => targetIndex('/api/rooms/abc/attempts', 2, turn, 'attempt'))).toEqual([0, 1]);
  });
});
