import { describe, expect, it } from 'vitest';
import { plainTextFromHtml } from '../rich-text';
import {
  formulasOf,
  formulasToDelimiters,
  htmlWithFormulas,
  mathNode,
  plainTextWithFormulasToHtml,
} from './formulas';
import { partTitle, splitIntoParts } from './import-split';
import { NOT_IMPORTED_REASONS, notImportedReasonText } from './not-imported-reasons';

describe('formulas between formats and math nodes (issue 21)', () => {
  it('turns $$…$$, \\(…\\) and \\[…\\] in plain text into math nodes, escaping the rest', () => {
    expect(plainTextWithFormulasToHtml('a < b and $$\\frac{1}{2}$$, \\(x^2\\) \\[y\\]')).toBe(
      `a &lt; b and ${mathNode('\\frac{1}{2}')}, ${mathNode('x^2')} ${mathNode('y')}`,
    );
    expect(plainTextWithFormulasToHtml('costs $5 and $$ $$')).toBe('costs $5 and $$ $$');
  });

  it('reads formulas in HTML text, never in attributes, with entities decoded', () => {
    const html = '<p title="$$x$$"><strong>$$a &lt; b$$</strong> then \\(c\\)</p>';
    expect(htmlWithFormulas(html)).toBe(
      `<p title="$$x$$"><strong>${mathNode('a < b')}</strong> then ${mathNode('c')}</p>`,
    );
    expect(htmlWithFormulas('<p>no formula</p>')).toBe('<p>no formula</p>');
  });

  it('writes math nodes back as \\(…\\) and reads them again (round trip)', () => {
    const html = `<p>x ${mathNode('\\sqrt{a} & "b"')} y</p>`;
    expect(formulasOf(html)).toEqual(['\\sqrt{a} & "b"']);
    const delimited = formulasToDelimiters(html);
    expect(plainTextFromHtml(delimited)).toBe('x \\(\\sqrt{a} & "b"\\) y');
    expect(htmlWithFormulas(delimited)).toBe(html);
  });
});

describe('split (issue 21 "Limits")', () => {
  it('cuts into parts of 20 and names them "{title} (k/n)"', () => {
    expect(splitIntoParts(Array.from({ length: 41 }, (_, i) => i)).map((part) => part.length)).toEqual([
      20, 20, 1,
    ]);
    expect(splitIntoParts([])).toEqual([]);
    expect(partTitle(' 과학 ', 0, 3)).toBe('과학 (1/3)');
  });
});

describe('not-imported reasons', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(notImportedReasonText('notSupported', { kind: 'matching' })).toBe(
      'matching questions are not supported',
    );
    expect(notImportedReasonText('choiceCount')).toBe(NOT_IMPORTED_REASONS.choiceCount);
  });
});
