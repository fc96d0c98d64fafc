import { isRenderableLatex } from './latex';
import { MATHLIVE_SAFE_MACROS } from './mathlive-safety';

/**
 * Static formula rendering for the editor's math node and view mode (issue 3 "Formulas … rendered
 * in view mode"). MathLive is ~220 kB gzip, so it is imported on the first formula only: pages
 * whose rich text has no `span[data-type=math]` never load it (/public, most of /quiz/{id}).
 */

type ConvertLatexToMarkup = (latex: string) => string;

let converterPromise: Promise<ConvertLatexToMarkup> | null = null;

// View mode re-renders every formula of a card when its HTML changes (React replaces the
// container's children); most of them did not change, so their markup is reused.
const MARKUP_CACHE_SIZE = 200;
const markupCache = new Map<string, string>();

function cachedMarkup(convert: ConvertLatexToMarkup, latex: string): string {
  let markup = markupCache.get(latex);
  if (markup !== undefined) {
    markupCache.delete(latex); // re-inserted below: most recently used last
  } else {
    markup = convert(latex);
    if (markupCache.size >= MARKUP_CACHE_SIZE) {
      const oldest = markupCache.keys().next().value;
      if (oldest !== undefined) markupCache.delete(oldest);
    }
  }
  markupCache.set(latex, markup);
  return markup;
}

/** Loads MathLive's static renderer and its CSS/fonts once; later calls share the same promise. */
export function loadFormulaRenderer(): Promise<ConvertLatexToMarkup> {
  converterPromise ??= Promise.all([
    import('mathlive'),
    // Vite emits the KaTeX fonts referenced by fonts.css as hashed assets (the build step that
    // "copies" them), and MathLive's field finds the families already in document.fonts.
    import('mathlive/fonts.css'),
    import('mathlive/static.css'),
  ]).then(
    ([mathlive]) =>
      (latex: string) =>
        mathlive.convertLatexToMarkup(latex, { macros: MATHLIVE_SAFE_MACROS }),
  );
  return converterPromise;
}

/**
 * Render `latex` into `element`: the LaTeX text first (so the content is never blank and reads
 * sensibly if MathLive fails), then MathLive's markup. A formula MathLive refuses (it throws on
 * some input) or that is outside the domain's LaTeX allow-list stays as text; MathLive itself runs
 * with its HTML-producing commands off (MATHLIVE_SAFE_MACROS).
 * @returns a promise that settles once the element shows its final content.
 */
export async function renderFormulaInto(element: HTMLElement, latex: string): Promise<void> {
  element.textContent = latex;
  element.setAttribute('aria-label', latex);
  if (!isRenderableLatex(latex)) return;
  try {
    const convert = await loadFormulaRenderer();
    // The element may have been re-rendered for another formula meanwhile.
    if (element.getAttribute('aria-label') !== latex) return;
    element.innerHTML = cachedMarkup(convert, latex);
  } catch {
    element.textContent = latex;
  }
}
