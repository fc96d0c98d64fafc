import { createMultiple, createOx, createSubjective, type QuizEdit } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { convertQuizType } from './convert-type';

/** Issue 3 "changing type keeps the question text and converts what can be converted". */
const base = { question: 'Capital of Korea?', questionRichText: '<p>Capital of <u>Korea</u>?</p>' };

function multipleChoice(choices: [string, boolean][]): QuizEdit {
  const quiz = createMultiple('card0001');
  return {
    ...quiz,
    ...base,
    questionImageUrl: '/uploads/a.webp',
    hint: { type: 'text', value: 'Seoul-ish' },
    choiceList: choices.map(([text, isAnswer], index) => ({
      key: `c${index}`,
      id: `c${index}`,
      choiceText: text,
      choiceRichText: `<p>${text}</p>`,
      imageUrl: null,
      isAnswer,
    })),
  };
}

function subjective(answers: string[]): QuizEdit {
  return {
    ...createSubjective('card0002'),
    ...base,
    answerList: answers.map((text, index) => ({ key: `a${index}`, id: `a${index}`, text })),
  };
}

describe('convertQuizType', () => {
  it('returns the same quiz for the same type', () => {
    const quiz = subjective(['Seoul']);
    expect(convertQuizType(quiz, 'subjective')).toBe(quiz);
  });

  it('multiple → subjective keeps the answer choices as accepted answers', () => {
    const next = convertQuizType(
      multipleChoice([
        ['Seoul', true],
        ['Busan', false],
        [' ', true],
        ['서울', true],
      ]),
      'subjective',
    );
    if (next.type !== 'subjective') throw new Error('type');
    expect(next.answerList.map((answer) => answer.text)).toEqual(['Seoul', '서울']);
    expect([next.id, next.question, next.questionRichText, next.questionImageUrl, next.hint?.value]).toEqual([
      'card0001',
      base.question,
      base.questionRichText,
      '/uploads/a.webp',
      'Seoul-ish',
    ]);
  });

  it('multiple without answer texts → one empty accepted answer', () => {
    const next = convertQuizType(
      multipleChoice([
        ['', true],
        ['B', false],
      ]),
      'subjective',
    );
    expect(next.type === 'subjective' && next.answerList.map((a) => a.text)).toEqual(['']);
  });

  it('subjective → multiple turns answers into choices, first is the answer, padded to 2', () => {
    const one = convertQuizType(subjective(['Seoul', '']), 'multiple');
    if (one.type !== 'multiple') throw new Error('type');
    expect(one.choiceList.map((c) => [c.choiceText, c.choiceRichText, c.isAnswer])).toEqual([
      ['Seoul', '<p>Seoul</p>', true],
      ['', '', false],
    ]);
    const three = convertQuizType(subjective(['Seoul', '서울', 'Hanyang']), 'multiple');
    expect(three.type === 'multiple' && three.choiceList.map((c) => c.isAnswer)).toEqual([
      true,
      false,
      false,
    ]);
    expect(three.question).toBe(base.question);
  });

  it('subjective with no answer text → the 4 empty choices of a new card', () => {
    const next = convertQuizType(subjective(['']), 'multiple');
    expect(next.type === 'multiple' && next.choiceList.map((c) => c.isAnswer)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('→ ox keeps the text and answers o; ox → others gets defaults', () => {
    const ox = convertQuizType(
      multipleChoice([
        ['A', true],
        ['B', false],
      ]),
      'ox',
    );
    expect(ox.type === 'ox' && [ox.answer, ox.question, ox.id]).toEqual(['o', base.question, 'card0001']);
    const back = convertQuizType({ ...createOx('card0003'), ...base, answer: 'x' }, 'subjective');
    expect(back.type === 'subjective' && [back.question, back.answerList.length]).toEqual([base.question, 1]);
  });
});
