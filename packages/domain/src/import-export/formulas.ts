import { decodeHtmlEntities, escapeHtml, MATH_LATEX_ATTRIBUTE, MATH_NODE_TYPE } from '../rich-text';

/**
 * Formulas between interchange formats and the builder's math nodes (issue 21: "Formulas (GIFT and
 * Moodle `$$…$$`, `\(…\)`, MathML in QTI) become math nodes"; issue 6 stores a formula as
 * `<span data-type="math" data-latex="…"></span>`).
 */

/** The builder's math node of a LaTeX formula (its rendering is left to the browser). */
export function mathNode(latex: string): string {
  return `<span data-type="${MATH_NODE_TYPE}" ${MATH_LATEX_ATTRIBUTE}="${escapeHtml(latex)}"></span>`;
}

// `$$…$$`, `\(…\)` and `\[…\]`: the delimiters Moodle's MathJax/TeX filters read.
const DELIMITED = /\$\$([\s\S]+?)\$\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;

/** Escaped plain text with each delimited formula turned into a math node (no HTML is read). */
export function plainTextWithFormulasToHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(DELIMITED)) {
    const latex = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    html += escapeHtml(text.slice(last, match.index));
    html += latex === '' ? escapeHtml(match[0]) : mathNode(latex);
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** True when `text` holds a delimited formula. */
export function hasDelimitedFormula(text: string): boolean {
  return new RegExp(DELIMITED.source).test(text);
}

// Text between tags (a tag starts with a letter, '/', '!' or '?').
const TAG_OR_TEXT = /(<[a-zA-Z/!?][^>]*>)|([^<]+|<)/g;

/**
 * HTML with each delimited formula found in its text (never inside a tag's attributes) replaced by
 * a math node. The text is entity-decoded to read the LaTeX (`$$a &lt; b$$` is `a < b`).
 */
export function htmlWithFormulas(html: string): string {
  if (!hasDelimitedFormula(decodeHtmlEntities(html))) return html;
  let out = '';
  let text = '';
  const flush = () => {
    out += hasDelimitedFormula(decodeHtmlEntities(text))
      ? plainTextWithFormulasToHtml(decodeHtmlEntities(text))
      : text;
    text = '';
  };
  for (const match of html.matchAll(TAG_OR_TEXT)) {
    if (match[1]) {
      flush();
      out += match[1];
    } else text += match[2] ?? '';
  }
  flush();
  return out;
}

const MATH_SPAN = /<span\b[^>]*\bdata-type="math"[^>]*>[\s\S]*?<\/span>/g;
const LATEX_ATTRIBUTE = /\bdata-latex="([^"]*)"/;

/** The LaTeX of each math node in `html`, in order. */
export function formulasOf(html: string): string[] {
  return [...html.matchAll(MATH_SPAN)].map((match) =>
    decodeHtmlEntities(LATEX_ATTRIBUTE.exec(match[0])?.[1] ?? ''),
  );
}

/**
 * HTML with each math node written as `\(latex\)` text (escaped): how formulas travel in formats
 * without math nodes (Moodle XML, GIFT, CSV, QTI without MathML), read back by htmlWithFormulas.
 */
export function formulasToDelimiters(html: string): string {
  return html.replace(MATH_SPAN, (span) => {
    const latex = decodeHtmlEntities(LATEX_ATTRIBUTE.exec(span)?.[1] ?? '');
    return escapeHtml(`\\(${latex}\\)`);
  });
}
