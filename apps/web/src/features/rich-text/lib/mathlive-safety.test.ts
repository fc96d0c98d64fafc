import { HOSTILE_FORMULAS } from '@quizset/domain';
import { convertLatexToMarkup } from 'mathlive/ssr';
import { describe, expect, it } from 'vitest';
import { isRenderableLatex } from './latex';
import { MATHLIVE_SAFE_MACROS } from './mathlive-safety';

/** What MathLive's markup must never carry from a formula: styles, ids, classes, data or links from the input. */
function expectNoInjectedMarkup(markup: string) {
  const attributes = [...markup.matchAll(/\s[\w:-]+="[^"]*"/g)].map(([attribute]) => attribute).join(' ');
  expect(attributes).not.toMatch(/position\s*:\s*fixed|url\(|probe\.invalid|javascript:|href=/i);
  expect(attributes).not.toMatch(/id="root"|mantine-Modal-root/);
}

describe('MathLive with HTML commands off (issue 6 "Formulas")', () => {
  it.each(HOSTILE_FORMULAS)('renders $name without its markup', ({ latex }) => {
    expectNoInjectedMarkup(convertLatexToMarkup(latex, { macros: MATHLIVE_SAFE_MACROS }));
  });

  it('would have injected the markup with MathLive defaults (the test can fail)', () => {
    const markup = convertLatexToMarkup('\\csname htmlStyle\\endcsname{position:fixed;inset:0}{x}');
    expect(markup).toMatch(/position:\s*fixed/);
  });

  it('still renders the allowed MathLive macros', () => {
    const markup = convertLatexToMarkup('\\int_0^1 x\\,\\differentialD x', { macros: MATHLIVE_SAFE_MACROS });
    expect(markup).not.toContain('ML__error');
  });

  it('shows every hostile formula as text instead of rendering it', () => {
    for (const { latex } of HOSTILE_FORMULAS) expect(isRenderableLatex(latex), latex).toBe(false);
    expect(isRenderableLatex('\\frac{1}{2}')).toBe(true);
  });
});
