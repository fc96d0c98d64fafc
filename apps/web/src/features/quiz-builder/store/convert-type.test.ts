import { createMultipleChoice, createOx, createSubjective, type QuizEdit } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { convertQuizType } from './convert-type';

/** Issue 3 "changing type keeps the question text and converts what can be converted". */
const base = { question: 'Capital of Korea?', questionRichText: '<p>Capital of <u>Korea</u>?</p>' };

function multipleChoice(choices: [string, boolean][]): QuizEdit {
  const quiz = createMultipleChoice('card0001');
  return {
    ...quiz,
    ...base,
    imageUrl: '/uploads/a.webp',
    hint: { type: 'TEXT', value: 'Seoul-ish' },
    choiceList: choices.map(([text, isAnswer], index) => ({
      id: `c${index}`,
      text,
      richText: `<p>${text}</p>`,
      imageUrl: null,
      isAnswer,
    })),
  };
}

function subjective(answers: string[]): QuizEdit {
  return {
    ...createSubjective('card0002'),
    ...base,
    answerList: answers.map((text, index) => ({ id: `a${index}`, text })),
  };
}

describe('convertQuizType', () => {
  it('returns the same quiz for the same type', () => {
    const quiz = subjective(['Seoul']);
    expect(convertQuizType(quiz, 'SUBJECTIVE')).toBe(quiz);
  });

  it('MULTIPLE_CHOICE → SUBJECTIVE keeps the answer choices as accepted answers', () => {
    const next = convertQuizType(
      multipleChoice([
        ['Seoul', true],
        ['Busan', false],
        [' ', true],
        ['서울', true],
      ]),
      'SUBJECTIVE',
    );
    if (next.type !== 'SUBJECTIVE') throw new Error('type');
    expect(next.answerList.map((answer) => answer.text)).toEqual(['Seoul', '서울']);
    expect([next.id, next.question, next.questionRichText, next.imageUrl, next.hint?.value]).toEqual([
      'card0001',
      base.question,
      base.questionRichText,
      '/uploads/a.webp',
      'Seoul-ish',
    ]);
  });

  it('MULTIPLE_CHOICE without answer texts → one empty accepted answer', () => {
    const next = convertQuizType(
      multipleChoice([
        ['', true],
        ['B', false],
      ]),
      'SUBJECTIVE',
    );
    expect(next.type === 'SUBJECTIVE' && next.answerList.map((a) => a.text)).toEqual(['']);
  });

  it('SUBJECTIVE → MULTIPLE_CHOICE turns answers into choices, first is the answer, padded to 2', () => {
    const one = convertQuizType(subjective(['Seoul', '']), 'MULTIPLE_CHOICE');
    if (one.type !== 'MULTIPLE_CHOICE') throw new Error('type');
    expect(one.choiceList.map((c) => [c.text, c.richText, c.isAnswer])).toEqual([
      ['Seoul', '<p>Seoul</p>', true],
      ['', '', false],
    ]);
    const three = convertQuizType(subjective(['Seoul', '서울', 'Hanyang']), 'MULTIPLE_CHOICE');
    expect(three.type === 'MULTIPLE_CHOICE' && three.choiceList.map((c) => c.isAnswer)).toEqual([
      true,
      false,
      false,
    ]);
    expect(three.question).toBe(base.question);
  });

  it('SUBJECTIVE with no answer text → the 4 empty choices of a new card', () => {
    const next = convertQuizType(subjective(['']), 'MULTIPLE_CHOICE');
    expect(next.type === 'MULTIPLE_CHOICE' && next.choiceList.map((c) => c.isAnswer)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('→ OX keeps the text and answers o; OX → others gets defaults', () => {
    const ox = convertQuizType(
      multipleChoice([
        ['A', true],
        ['B', false],
      ]),
      'OX',
    );
    expect(ox.type === 'OX' && [ox.answer, ox.question, ox.id]).toEqual(['o', base.question, 'card0001']);
    const back = convertQuizType({ ...createOx('card0003'), ...base, answer: 'x' }, 'SUBJECTIVE');
    expect(back.type === 'SUBJECTIVE' && [back.question, back.answerList.length]).toEqual([base.question, 1]);
  });
});
