import { describe, expect, it } from 'vitest';
import { HOSTILE_FORMULAS } from './hostile-formulas';
import {
  findDisallowedLatex,
  isAllowedLatex,
  LATEX_ALLOWED_COMMANDS,
  LATEX_FORBIDDEN_COMMANDS,
} from './latex';

describe('LaTeX allow-list (issue 6 "Formulas")', () => {
  it('never allows a forbidden command', () => {
    for (const name of LATEX_FORBIDDEN_COMMANDS) expect(LATEX_ALLOWED_COMMANDS.has(name)).toBe(false);
  });

  it.each(HOSTILE_FORMULAS)('refuses $name', ({ latex, command }) => {
    const refusal = findDisallowedLatex(latex);
    expect(refusal?.command.startsWith(command), JSON.stringify(refusal)).toBe(true);
  });

  it('accepts what the equation editor and its keyboard write', () => {
    for (const latex of [
      '\\frac{1}{2}',
      'x^2+y^2=z^2',
      '\\sqrt[3]{x}',
      '\\left(\\frac{a}{b}\\right)^{n}',
      '\\int_0^1 x\\,\\differentialD x',
      '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
      '\\begin{pmatrix}1 & 0\\\\ 0 & 1\\end{pmatrix}',
      '\\begin{cases}x & x\\ge 0\\\\ -x & x<0\\end{cases}',
      '\\textcolor{#ff0000}{x}+\\color{blue}y',
      '\\text{속력} = \\frac{\\text{거리}}{\\text{시간}}',
      '\\vec{v}\\cdot\\hat{n} \\ne 0 \\implies \\theta \\lt \\pi',
      '\\operatorname{sin}^2\\alpha+\\cos^2\\alpha=1',
      '\\exponentialE^{\\imaginaryI\\pi}+1=0',
      'a \\% b \\{c\\}',
    ])
      expect(findDisallowedLatex(latex), latex).toBeNull();
  });

  it('refuses unknown commands and case variants (allow-list, not deny-list)', () => {
    expect(isAllowedLatex('\\HTMLSTYLE{x}{y}')).toBe(false);
    expect(isAllowedLatex('\\unicode{"41}')).toBe(false);
    expect(isAllowedLatex('\\color')).toBe(false);
    expect(isAllowedLatex('\\begin')).toBe(false);
  });

  it('refuses a colour whose argument is missing or long (the look-ahead is bounded)', () => {
    const latex = '\\frac{1}{2}'.repeat(1000) + '\\color{'.repeat(1000);
    expect(findDisallowedLatex(latex)?.command).toBe('\\color{}');
  });
});
