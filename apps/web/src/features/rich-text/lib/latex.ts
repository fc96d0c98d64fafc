import { isAllowedLatex } from '@quizset/domain';

/**
 * LaTeX rules of the equation dialog (issue 3 "Formulas": submit is enabled only when the equation
 * is non-empty and no placeholder remains).
 */

/** MathLive writes an unfilled slot (e.g. the denominator of a fresh `\frac`) as `\placeholder{}`. */
const PLACEHOLDER = /\\placeholder\b/;

/** True when `latex` may be inserted: something other than whitespace, and no `\placeholder`. */
export function isSubmittableLatex(latex: string): boolean {
  return latex.trim() !== '' && !PLACEHOLDER.test(latex);
}

/**
 * True when `latex` can be handed to MathLive's static renderer: every command is on the domain's
 * LaTeX allow-list, the one the server stores formulas by (issue 6 "Formulas"). A stored formula is
 * shown to every player; one outside the list (say, from before the rule) is shown as its source.
 */
export function isRenderableLatex(latex: string): boolean {
  return latex.trim() !== '' && isAllowedLatex(latex);
}
