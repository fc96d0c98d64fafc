import { MATH_LATEX_ATTRIBUTE, MATH_NODE_TYPE } from '@quizset/domain';
import { type RefObject, useEffect } from 'react';

const MATH_SELECTOR = `span[data-type="${MATH_NODE_TYPE}"]`;

/**
 * Renders the stored formula nodes (`<span data-type="math" data-latex="…"></span>`) inside a
 * container of server-sanitized HTML (issue 3 "View mode renders the stored HTML and formulas
 * exactly as a player will see them"). For /quiz/{id} and the card's view mode: this module stays
 * tiny, and MathLive is imported only when the container actually holds a formula.
 *
 * `html` is the content the container was rendered with: React replaces the container's children
 * when it changes, so the formulas are rendered again.
 */
export function useFormulaEnhancer(containerRef: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !html.includes(MATH_NODE_TYPE)) return;
    const spans = Array.from(container.querySelectorAll<HTMLElement>(MATH_SELECTOR));
    if (spans.length === 0) return;
    void import('../lib/render-formula').then(({ renderFormulaInto }) => {
      for (const span of spans) {
        if (!span.isConnected) continue;
        span.setAttribute('role', 'img');
        void renderFormulaInto(span, span.getAttribute(MATH_LATEX_ATTRIBUTE) ?? '');
      }
    });
  }, [containerRef, html]);
}
