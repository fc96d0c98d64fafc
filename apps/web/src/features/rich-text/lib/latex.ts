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
 * MathLive commands that put HTML attributes, styles or links into the rendered markup. MathLive
 * escapes them, but a stored formula is shown to every player, so a formula using them is shown as
 * its LaTeX source rather than rendered (a style could still overlay the page).
 */
const MARKUP_COMMANDS = /\\(?:htmlStyle|htmlData|cssId|class|href|url|style)\b/;

/** True when `latex` can be handed to MathLive's static renderer (see MARKUP_COMMANDS). */
export function isRenderableLatex(latex: string): boolean {
  return latex.trim() !== '' && !MARKUP_COMMANDS.test(latex);
}
