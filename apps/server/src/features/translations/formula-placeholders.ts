import { MATH_NODE_TYPE } from '@quizset/domain';

/** A formula stands in the text sent to the model as `⟦n⟧` (characters no quiz text uses). */
const placeholder = (index: number) => `⟦${index}⟧`;
const PLACEHOLDER = /⟦(\d+)⟧/g;

// A tag starts with a letter or '/', so a bare "a < b" in text is not mistaken for one.
const TOKEN = /<\/?[a-zA-Z][^>]*>|[^<]+|</g;
const MATH_START = new RegExp(`^<span\\b[^>]*\\bdata-type\\s*=\\s*["']${MATH_NODE_TYPE}["']`, 'i');

/**
 * Rich text with each formula node (`<span data-type="math" data-latex="…">…</span>`, spec §1 "math
 * editor") replaced by a placeholder, so the model never sees — and cannot change — a formula
 * (issue 9: "formulas untouched").
 */
export function takeFormulasOut(html: string): { text: string; formulas: string[] } {
  const formulas: string[] = [];
  let text = '';
  let formula = '';
  let depth = 0;
  for (const [token] of html.matchAll(TOKEN)) {
    if (depth > 0) {
      formula += token;
      if (/^<span\b/i.test(token) && !token.endsWith('/>')) depth += 1;
      else if (/^<\/span\s*>$/i.test(token)) depth -= 1;
      if (depth === 0) {
        text += placeholder(formulas.length);
        formulas.push(formula);
        formula = '';
      }
      continue;
    }
    if (MATH_START.test(token)) {
      if (token.endsWith('/>')) {
        text += placeholder(formulas.length);
        formulas.push(token);
      } else {
        depth = 1;
        formula = token;
      }
      continue;
    }
    text += token;
  }
  // An unclosed formula span (never produced by the editor) goes back as it was.
  return { text: text + formula, formulas };
}

/**
 * Puts the formulas back. Every placeholder must come back exactly once and no other may appear:
 * otherwise the output is refused (null) rather than a formula lost, doubled or invented.
 */
export function putFormulasBack(text: string, formulas: readonly string[]): string | null {
  const seen = new Set<number>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const index = Number(match[1]);
    if (index >= formulas.length || seen.has(index)) return null;
    seen.add(index);
  }
  if (seen.size !== formulas.length) return null;
  return text.replace(PLACEHOLDER, (_, index: string) => formulas[Number(index)] ?? '');
}
