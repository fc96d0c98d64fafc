import { describe, expect, it } from 'vitest';
import { textLength } from './text';

describe('textLength (spec §5 length rules)', () => {
  it('counts code points: Korean and emoji are one character each', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('제목')).toBe(2);
    expect(textLength('a😀')).toBe(2);
  });
});
