import { describe, expect, it } from 'vitest';
import { isRenderableLatex, isSubmittableLatex } from './latex';

describe('isSubmittableLatex (issue 3: submit only when non-empty and no placeholder remains)', () => {
  it('refuses empty and blank LaTeX', () => {
    expect(isSubmittableLatex('')).toBe(false);
    expect(isSubmittableLatex('  ')).toBe(false);
  });

  it('refuses LaTeX with an unfilled placeholder', () => {
    expect(isSubmittableLatex('\\frac{1}{\\placeholder{}}')).toBe(false);
    expect(isSubmittableLatex('x^{\\placeholder[a]{}}')).toBe(false);
  });

  it('accepts a complete formula', () => {
    expect(isSubmittableLatex('\\frac{1}{2}')).toBe(true);
  });
});

describe('isRenderableLatex', () => {
  it('refuses commands that put markup, styles or links in the rendering', () => {
    expect(isRenderableLatex('\\htmlStyle{position:fixed}{x}')).toBe(false);
    expect(isRenderableLatex('\\href{https://x}{y}')).toBe(false);
    expect(isRenderableLatex('\\class{a}{b}')).toBe(false);
  });

  it('accepts ordinary math', () => {
    expect(isRenderableLatex('\\sqrt{x^2+1}')).toBe(true);
  });
});
