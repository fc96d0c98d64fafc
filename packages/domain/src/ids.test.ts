import { describe, expect, it } from 'vitest';
import { createId } from './ids';

describe('createId (spec §3)', () => {
  it('makes 8-character alphanumeric ids that do not repeat', () => {
    const ids = Array.from({ length: 1000 }, () => createId());
    expect(ids.every((id) => /^[0-9A-Za-z]{8}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(createId(12)).toHaveLength(12);
  });
});
