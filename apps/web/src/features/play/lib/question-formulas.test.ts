import { MATH_LATEX_ATTRIBUTE, MATH_NODE_TYPE, type PlayerQuestion } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { FORMULA_MARK, questionHasFormula } from './question-formulas';

const formula = `<p>x = <span data-type="${MATH_NODE_TYPE}" ${MATH_LATEX_ATTRIBUTE}="\\frac{1}{2}"></span></p>`;

function question(questionRichText: string, choices: string[] = []): PlayerQuestion {
  return {
    id: 'q1',
    type: 'multiple',
    question: 'x',
    questionRichText,
    questionImageUrl: null,
    hint: null,
    choiceList: choices.map((richText) => ({ text: 'x', richText, imageUrl: null })),
  };
}

describe('questionHasFormula (issue 3 "Formulas": the player waits for the renderer)', () => {
  it('is the domain formula node written out', () => {
    expect(FORMULA_MARK).toBe(`data-type="${MATH_NODE_TYPE}"`);
  });

  it('finds a formula in the question or in any choice, and none in plain text', () => {
    expect(questionHasFormula(question(formula))).toBe(true);
    expect(questionHasFormula(question('<p>plain</p>', ['<p>a</p>', formula]))).toBe(true);
    expect(questionHasFormula(question('<p>math is fun</p>', ['<p>data-type</p>']))).toBe(false);
  });
});
