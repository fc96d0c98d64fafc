import { isRenderableLatex } from './latex';
import { MATHLIVE_SAFE_MACROS } from './mathlive-safety';

/**
 * Static formula rendering for the editor's math node and view mode (issue 3 "Formulas … rendered
 * in view mode"). MathLive is ~220 kB gzip, so it is imported on the first formula only: pages
 * whose rich text has no `span[data-type=math]` never load it (/public, most of /quiz/{id}).
 */

type ConvertLatexToMarkup = (latex: string) => string;

let rendererPromise: Promise<FormulaRenderer> | null = null;

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

interface FormulaRenderer {
  markup: ConvertLatexToMarkup;
  /** MathLive's spoken form of a formula ("x plus 2 equals 4"), in English. */
  speak: (latex: string) => string;
}

/** Loads MathLive's static renderer and its CSS/fonts once; later calls share the same promise (after a failure, a new one). */
export function loadFormulaRenderer(): Promise<FormulaRenderer> {
  rendererPromise ??= Promise.all([
    import('mathlive'),
    // Vite emits the KaTeX fonts referenced by fonts.css as hashed assets (the build step that
    // "copies" them), and MathLive's field finds the families already in document.fonts.
    import('mathlive/fonts.css'),
    import('mathlive/static.css'),
  ]).then(
    ([mathlive]) => ({
      markup: (latex: string) => mathlive.convertLatexToMarkup(latex, { macros: MATHLIVE_SAFE_MACROS }),
      speak: (latex: string) => mathlive.convertLatexToSpeakableText(latex),
    }),
    (error: unknown) => {
      rendererPromise = null; // a dropped connection: the next call fetches it again
      throw error;
    },
  );
  return rendererPromise;
}

/** The formula each element is being rendered for: a later call wins over an earlier one. */
const renderingFor = new WeakMap<HTMLElement, string>();

/**
 * Render `latex` into `element`: the LaTeX text first (so the content is never blank and reads
 * sensibly if MathLive fails), then MathLive's markup. A formula MathLive refuses (it throws on
 * some input) or that is outside the domain's LaTeX allow-list stays as text; MathLive itself runs
 * with its HTML-producing commands off (MATHLIVE_SAFE_MACROS). The element's accessible name is the
 * LaTeX until MathLive has rendered it, then MathLive's spoken form.
 * @returns a promise that settles once the element shows its final content.
 */
export async function renderFormulaInto(element: HTMLElement, latex: string): Promise<void> {
  renderingFor.set(element, latex);
  element.textContent = latex;
  element.setAttribute('aria-label', latex);
  element.removeAttribute('lang');
  if (!isRenderableLatex(latex)) return;
  try {
    const renderer = await loadFormulaRenderer();
    // The element may have been re-rendered for another formula meanwhile.
    if (renderingFor.get(element) !== latex) return;
    element.innerHTML = cachedMarkup(renderer.markup, latex);
    // The spoken form (issue 24 item 5): a screen reader says "x plus 2 equals 4", not the glyphs
    // one by one or the LaTeX. MathLive speaks English only, so the name is marked as English.
    const spoken = renderer.speak(latex).trim();
    if (spoken) {
      element.setAttribute('aria-label', spoken);
      element.setAttribute('lang', 'en');
    }
  } catch {
    element.textContent = latex;
  }
}
