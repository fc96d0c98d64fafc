import {
  createChoice,
  createEmptyQuizSetForm,
  createMultiple,
  createSubjective,
  type QuizSetForm,
} from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import * as op from './operations';

/** Issue 3 "Multiple choice" / "Subjective": the Enter/Backspace rules at 2 and 5, answer rules. */
function mcForm(count: number, answers: number[] = [0]): QuizSetForm {
  const quiz = createMultiple('card0001');
  const choiceList = Array.from({ length: count }, (_, index) => ({
    ...createChoice(answers.includes(index)),
    id: `c${index}`,
    choiceText: `T${index}`,
  }));
  return { ...createEmptyQuizSetForm(), quizList: [{ ...quiz, choiceList }] };
}
const choicesOf = (form: QuizSetForm) => {
  const quiz = form.quizList[0];
  if (quiz?.type !== 'multiple') throw new Error('type');
  return quiz.choiceList;
};

describe('insertChoiceAfter (Enter)', () => {
  it('inserts the given choice right below, up to 5', () => {
    const next = op.insertChoiceAfter(mcForm(4), 'card0001', 'c1', { ...createChoice(), id: 'new' });
    expect(choicesOf(next).map((c) => c.id)).toEqual(['c0', 'c1', 'new', 'c2', 'c3']);
    expect(op.insertChoiceAfter(next, 'card0001', 'c1')).toBe(next);
  });
});

describe('removeChoice (Backspace on empty, remove button)', () => {
  it('removes while more than 2 exist, never below 2', () => {
    const three = mcForm(3);
    expect(choicesOf(op.removeChoice(three, 'card0001', 'c2')).map((c) => c.id)).toEqual(['c0', 'c1']);
    const two = mcForm(2);
    expect(op.removeChoice(two, 'card0001', 'c1')).toBe(two);
    expect(op.removeChoice(three, 'card0001', 'nope')).toBe(three);
  });

  it('hands the only answer to the first remaining choice', () => {
    const next = op.removeChoice(mcForm(3, [1]), 'card0001', 'c1');
    expect(choicesOf(next).map((c) => [c.id, c.isAnswer])).toEqual([
      ['c0', true],
      ['c2', false],
    ]);
    const kept = op.removeChoice(mcForm(3, [0, 2]), 'card0001', 'c0');
    expect(choicesOf(kept).map((c) => c.isAnswer)).toEqual([false, true]);
  });
});

describe('toggleChoiceAnswer', () => {
  it('keeps at least one answer', () => {
    const form = mcForm(3, [0]);
    expect(op.toggleChoiceAnswer(form, 'card0001', 'c0')).toBe(form);
    expect(op.isOnlyAnswer(choicesOf(form), 'c0')).toBe(true);
    const two = op.toggleChoiceAnswer(form, 'card0001', 'c2');
    expect(choicesOf(op.toggleChoiceAnswer(two, 'card0001', 'c0')).map((c) => c.isAnswer)).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('subjective answers (Enter / Backspace)', () => {
  const form = (): QuizSetForm => {
    const quiz = createSubjective('card0002');
    return {
      ...createEmptyQuizSetForm(),
      quizList: [{ ...quiz, answerList: [{ key: 'a0', id: 'a0', text: 'main' }] }],
    };
  };
  const answersOf = (f: QuizSetForm) => {
    const quiz = f.quizList[0];
    if (quiz?.type !== 'subjective') throw new Error('type');
    return quiz.answerList.map((a) => a.id);
  };

  it('inserts below up to 5 and removes down to 1 (the main one only while others remain)', () => {
    let f = form();
    expect(op.removeSubjectiveAnswer(f, 'card0002', 'a0')).toBe(f);
    f = op.insertSubjectiveAnswerAfter(f, 'card0002', 'a0', { key: 'a2', id: 'a2', text: '' });
    f = op.insertSubjectiveAnswerAfter(f, 'card0002', 'a0', { key: 'a1', id: 'a1', text: '' });
    expect(answersOf(f)).toEqual(['a0', 'a1', 'a2']);
    for (const id of ['a3', 'a4'])
      f = op.insertSubjectiveAnswerAfter(f, 'card0002', 'a2', { key: id, id, text: '' });
    expect(answersOf(f)).toHaveLength(5);
    expect(op.insertSubjectiveAnswerAfter(f, 'card0002', 'a0')).toBe(f);
    expect(answersOf(op.removeSubjectiveAnswer(f, 'card0002', 'a0'))[0]).toBe('a1');
  });
});
