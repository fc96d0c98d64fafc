import { describe, expect, it } from 'vitest';
import { keyAction } from './answer-keys';

describe('keyboard play (issue 10)', () => {
  it('maps 1–5 to choices that exist, O/X to OX, Enter to enter', () => {
    expect(keyAction('1', 'multiple', 4)).toEqual({ kind: 'choice', index: 0 });
    expect(keyAction('5', 'multiple', 4)).toBeNull();
    expect(keyAction('O', 'ox', 0)).toEqual({ kind: 'ox', value: 'o' });
    expect(keyAction('x', 'ox', 0)).toEqual({ kind: 'ox', value: 'x' });
    expect(keyAction('2', 'ox', 0)).toEqual({ kind: 'ox', value: 'x' });
    expect(keyAction('o', 'multiple', 4)).toBeNull();
    expect(keyAction('Enter', 'subjective', 0)).toEqual({ kind: 'enter' });
    expect(keyAction('1', 'subjective', 0)).toBeNull();
  });
});
