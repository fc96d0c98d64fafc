import { describe, expect, it } from 'vitest';
import { countedAttemptIds, countedAttemptOf, mayStartAttempt, roomIsOpenAt } from './room-rules';

// Issue 15 items 2 and 7: retries, the attempt that counts, the bell.
describe('mayStartAttempt', () => {
  it('allows up to max attempts, any number when unlimited', () => {
    expect(mayStartAttempt(0, 1)).toBe(true);
    expect(mayStartAttempt(1, 1)).toBe(false);
    expect(mayStartAttempt(2, 3)).toBe(true);
    expect(mayStartAttempt(3, 3)).toBe(false);
    expect(mayStartAttempt(50, null)).toBe(true);
  });
});

describe('countedAttemptOf', () => {
  const a = { id: 'a', score: 30, startedAt: '2026-01-01T09:00:00Z', finishedAt: '2026-01-01T09:05:00Z' };
  const b = { id: 'b', score: 80, startedAt: '2026-01-01T09:10:00Z', finishedAt: '2026-01-01T09:15:00Z' };
  const c = { id: 'c', score: 80, startedAt: '2026-01-01T09:20:00Z', finishedAt: '2026-01-01T09:25:00Z' };
  const open = { id: 'o', score: null, startedAt: '2026-01-01T08:00:00Z', finishedAt: null };
  it('first: the earliest finished attempt, whatever its score', () => {
    expect(countedAttemptOf([b, open, a], 'first')?.id).toBe('a');
  });
  it('best: the highest score, the earlier on a tie', () => {
    expect(countedAttemptOf([c, a, b], 'best')?.id).toBe('b');
  });
  it('an unfinished attempt never counts', () => {
    expect(countedAttemptOf([open], 'best')).toBeNull();
    expect(countedAttemptOf([open], 'first')).toBeNull();
  });
  it('one counted attempt per player', () => {
    const ids = countedAttemptIds(
      [
        { ...a, playerKey: 'u1' },
        { ...b, playerKey: 'u1' },
        { ...c, id: 'z', playerKey: 'g:minji' },
      ],
      'best',
    );
    expect([...ids].sort()).toEqual(['b', 'z']);
  });
});

describe('roomIsOpenAt', () => {
  const now = new Date('2026-01-01T09:00:00Z');
  it('closed when isOpen is false or the bell has rung', () => {
    expect(roomIsOpenAt({ isOpen: false, closesAt: null }, now)).toBe(false);
    expect(roomIsOpenAt({ isOpen: true, closesAt: '2026-01-01T09:00:00Z' }, now)).toBe(false);
    expect(roomIsOpenAt({ isOpen: true, closesAt: '2026-01-01T09:00:30Z' }, now)).toBe(true);
    expect(roomIsOpenAt({ isOpen: true, closesAt: null }, now)).toBe(true);
  });
});
