import type { PlayerQuestion } from '@quizset/domain';

/**
 * The formula node's mark in stored rich text (`<span data-type="math" data-latex="…">`, the
 * domain's `MATH_NODE_TYPE`), written out: importing the domain's rich-text module put its whole
 * allow-list (1.4 kB) into the player's first load (≤ 120 kB, issue 20). The test holds the two equal.
 */
export const FORMULA_MARK = 'data-type="math"';

/**
 * Whether a question as a player sees it holds a formula, in its text or in a choice (issue 3
 * "Formulas"): it is shown only once the formula renderer is here (question-stage.tsx).
 */
export function questionHasFormula(question: PlayerQuestion): boolean {
  return (
    question.questionRichText.includes(FORMULA_MARK) ||
    (question.choiceList ?? []).some((choice) => choice.richText.includes(FORMULA_MARK))
  );
}
