import { createEmptyQuizSetForm, createMultiple, createOx, type QuizSetForm } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import * as op from './operations';

/** Issue 3 "Image" and "Hint": the card's image, a choice's image, the hint, and the commit's prune. */
function form(): QuizSetForm {
  return { ...createEmptyQuizSetForm(), quizList: [createMultiple('card0001'), createOx('card0002')] };
}

describe('setQuizImage', () => {
  it('sets and removes the one image of a card, leaving the other cards as they were', () => {
    const start = form();
    const withImage = op.setQuizImage(start, 'card0001', '/uploads/a.webp');
    expect(withImage.quizList[0]?.questionImageUrl).toBe('/uploads/a.webp');
    expect(withImage.quizList[1]).toBe(start.quizList[1]);
    expect(op.setQuizImage(withImage, 'card0001', '/uploads/a.webp')).toBe(withImage);
    expect(op.setQuizImage(withImage, 'card0001', null).quizList[0]?.questionImageUrl).toBeNull();
  });
});

describe('setChoiceImage', () => {
  it("sets one choice's image and keeps the form when nothing changes", () => {
    const start = form();
    const quiz = start.quizList[0];
    if (quiz?.type !== 'multiple') throw new Error('type');
    const choiceId = quiz.choiceList[1]!.id;
    const next = op.setChoiceImage(start, 'card0001', choiceId, '/uploads/c.webp');
    const nextQuiz = next.quizList[0];
    if (nextQuiz?.type !== 'multiple') throw new Error('type');
    expect(nextQuiz.choiceList.map((choice) => choice.imageUrl)).toEqual([
      null,
      '/uploads/c.webp',
      null,
      null,
    ]);
    expect(op.setChoiceImage(next, 'card0001', choiceId, '/uploads/c.webp')).toBe(next);
    expect(op.setChoiceImage(start, 'card0002', choiceId, '/uploads/c.webp')).toBe(start);
  });
});

describe('setQuizHint and commitQuizEdit', () => {
  it('keeps a filled hint on commit and removes a blank one (a hidden, empty hint is removed)', () => {
    const withHint = op.setQuizHint(form(), 'card0002', { type: 'text', value: 'Think' });
    expect(op.commitQuizEdit(withHint, 'card0002')).toBe(withHint);
    const blank = op.setQuizHint(withHint, 'card0002', { type: 'youtube', value: '  ' });
    expect(op.commitQuizEdit(blank, 'card0002').quizList[1]?.hint).toBeNull();
  });
});
