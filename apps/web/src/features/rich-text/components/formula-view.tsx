import { MATH_LATEX_ATTRIBUTE, MATH_NODE_TYPE } from '@quizset/domain';
import { useRef } from 'react';
import { useFormulaEnhancer } from '../hooks/use-formula-enhancer';

interface FormulaViewProps {
  latex: string;
}

/**
 * One formula outside rich text (e.g. a preview), rendered like the stored node is in view mode
 * (issue 3 "Formulas … rendered in view mode"). Shows the LaTeX until MathLive has loaded.
 */
export function FormulaView({ latex }: FormulaViewProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const html = `${MATH_NODE_TYPE}:${latex}`;
  useFormulaEnhancer(ref, html);
  return (
    <span ref={ref}>
      {/* Empty on purpose: the hook fills it (LaTeX text, then MathLive's markup) outside React. */}
      <span data-type={MATH_NODE_TYPE} {...{ [MATH_LATEX_ATTRIBUTE]: latex }} />
    </span>
  );
}
