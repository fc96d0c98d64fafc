import { describe, expect, it } from 'vitest';
import { TITLE_MAX_LENGTH } from './constants';
import { withCopyMark } from './copy-title';

describe('withCopyMark (issue 7: a duplicate is recognisable)', () => {
  it('appends the copy mark after a space', () => {
    expect(withCopyMark('태양계 복습', '(사본)')).toBe('태양계 복습 (사본)');
    expect(withCopyMark('Solar system ', '(copy)')).toBe('Solar system (copy)');
  });

  it('keeps the result within the 60-character title limit (spec §5)', () => {
    const long = '가'.repeat(TITLE_MAX_LENGTH);
    const copy = withCopyMark(long, '(사본)');
    expect([...copy]).toHaveLength(TITLE_MAX_LENGTH);
    expect(copy.endsWith(' (사본)')).toBe(true);
    // Whole characters only: an emoji is not cut in half.
    const emoji = withCopyMark('😀'.repeat(TITLE_MAX_LENGTH), '(copy)');
    expect([...emoji].length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('does not mark a copy twice', () => {
    expect(withCopyMark('Quiz (copy)', '(copy)')).toBe('Quiz (copy)');
  });
});
