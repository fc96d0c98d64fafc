import { describe, expect, it } from 'vitest';
import { createQuiz, quizEditSchema, quizFromSaved, quizSubmitSchema, quizToSubmit } from './index';

describe('question types (spec §3)', () => {
  it('a new multiple choice has 4 empty choices, the first marked as the answer', () => {
    const quiz = createQuiz('MULTIPLE_CHOICE');
    if (quiz.type !== 'MULTIPLE_CHOICE') throw new Error('type');
    expect(quiz.choiceList.map((choice) => [choice.text, choice.isAnswer])).toEqual([
      ['', true],
      ['', false],
      ['', false],
      ['', false],
    ]);
    expect(new Set(quiz.choiceList.map((choice) => choice.id)).size).toBe(4);
  });

  it("a new OX defaults to 'o'; a new subjective has one empty answer", () => {
    const ox = createQuiz('OX');
    expect(ox.type === 'OX' && ox.answer).toBe('o');
    const subjective = createQuiz('SUBJECTIVE');
    expect(subjective.type === 'SUBJECTIVE' && subjective.answerList.map((answer) => answer.text)).toEqual([
      '',
    ]);
  });

  it('every new question parses with the edit schema and converts to a valid submit shape', () => {
    for (const type of ['MULTIPLE_CHOICE', 'OX', 'SUBJECTIVE'] as const) {
      const quiz = createQuiz(type);
      expect(quizEditSchema.parse(quiz)).toEqual(quiz);
      const submitted = quizToSubmit(quiz);
      expect(quizSubmitSchema.parse(submitted)).toEqual(submitted);
      expect(submitted.quizId).toBe(quiz.id);
    }
  });

  it('quizFromSaved keeps the card id for UPDATE and replaces it otherwise', () => {
    const quiz = createQuiz('SUBJECTIVE');
    const submitted = quizToSubmit(quiz);
    expect(quizFromSaved(submitted).id).toBe(quiz.id);
    expect(quizFromSaved(submitted, false).id).not.toBe(quiz.id);
    expect(quizFromSaved({ ...submitted, quizId: undefined }).id).toHaveLength(8);
  });
});
