import { describe, expect, it } from 'vitest';
import { measureRichTextShape, RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_TAGS } from './rich-text';

/** The probe's inputs (issue 6 "Availability"); their timing is in `npm run bench -- abuse`. */
describe('measureRichTextShape (issue 6: cheap limits before sanitizing)', () => {
  it('refuses the probe nesting, 150,000 and 40,000 repetitions, at the depth limit', () => {
    for (const repetitions of [150_000, 40_000]) {
      const shape = measureRichTextShape(`<p>${'<b><i><u>'.repeat(repetitions)}x`);
      expect(shape.problem).toBe('tooDeep');
      expect(shape.tags).toBe(RICH_TEXT_MAX_DEPTH + 1);
    }
  });

  it('passes text without tags whatever its length (the length rule refuses it)', () => {
    expect(measureRichTextShape('‹'.repeat(100_000))).toEqual({ tags: 0, strays: 0, problem: null });
    expect(measureRichTextShape('a < b <<< c')).toEqual({ tags: 0, strays: 4, problem: null });
  });

  it('counts flat tags and refuses too many', () => {
    expect(measureRichTextShape('<p><strong>a</strong> <em>b</em></p>')).toEqual({
      tags: 6,
      strays: 0,
      problem: null,
    });
    const flat = '<strong>a</strong>'.repeat(RICH_TEXT_MAX_TAGS);
    expect(measureRichTextShape(flat).problem).toBe('tooManyTags');
  });

  it('closes to the matching tag, ignores unmatched closes, and never deepens for void tags', () => {
    expect(measureRichTextShape(`${'<br>'.repeat(50)}<p>x</p>`).problem).toBeNull();
    // Unmatched closing tags do not undo the nesting a parser keeps.
    expect(measureRichTextShape('<b></x>'.repeat(RICH_TEXT_MAX_DEPTH + 1)).problem).toBe('tooDeep');
    // A close that matches deeper down pops everything above it, as parsers do.
    expect(measureRichTextShape(`${'<p><b><i></p>'.repeat(100)}`).problem).toBeNull();
  });

  it('counts self-closing and attribute-hidden tags as a parser might', () => {
    expect(measureRichTextShape('<b/>'.repeat(RICH_TEXT_MAX_DEPTH + 1)).problem).toBe('tooDeep');
    expect(measureRichTextShape('<a title=">"><b>x</b></a>').tags).toBe(4);
    expect(measureRichTextShape('<!-- <b><b><b> --><p>x</p>').tags).toBe(3);
  });

  it('is linear on unterminated tags', () => {
    expect(measureRichTextShape('<a'.repeat(100_000)).tags).toBe(1);
  });
});
