import { describe, expect, it } from 'vitest';
import { limitTextLength, textLength } from './text';

describe('textLength (spec §5 length rules)', () => {
  it('counts code points: Korean and emoji are one character each', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('제목')).toBe(2);
    expect(textLength('a😀')).toBe(2);
  });
});

describe('limitTextLength (issue 19 item 5: inputs stop at the limit)', () => {
  it('keeps text within the limit as it is', () => {
    expect(limitTextLength('제목', 60)).toBe('제목');
    expect(limitTextLength('a'.repeat(60), 60)).toBe('a'.repeat(60));
  });

  it('cuts at the limit in characters, never inside a surrogate pair', () => {
    expect(limitTextLength('가'.repeat(70), 60)).toBe('가'.repeat(60));
    expect(limitTextLength('😀'.repeat(61), 60)).toBe('😀'.repeat(60));
    expect(textLength(limitTextLength(`a${'😀'.repeat(70)}`, 60))).toBe(60);
  });
});
