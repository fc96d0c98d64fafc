import { createEmptyQuizSetForm, MAX_QUIZ_COUNT, type QuizEdit, type QuizSetForm } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import * as op from './operations';

function formWith(...types: QuizEdit['type'][]): QuizSetForm {
  let form = createEmptyQuizSetForm();
  for (const type of types) {
    const result = op.addQuiz(form, type);
    if (!result.ok) throw new Error('limit');
    form = result.form;
  }
  return form;
}

function only<T extends QuizEdit['type']>(
  form: QuizSetForm,
  type: T,
  index = 0,
): Extract<QuizEdit, { type: T }> {
  const quiz = form.quizList[index];
  if (!quiz || quiz.type !== type) throw new Error(`expected ${type} at ${index}`);
  return quiz as Extract<QuizEdit, { type: T }>;
}

describe('addQuiz', () => {
  it('adds a multiple choice with 4 choices, the first being the answer', () => {
    const quiz = only(formWith('multiple'), 'multiple');
    expect(quiz.choiceList.map((choice) => choice.isAnswer)).toEqual([true, false, false, false]);
  });

  it('allows the 20th question and refuses the 21st with a limit result', () => {
    const nineteen = formWith(...Array.from({ length: MAX_QUIZ_COUNT - 1 }, () => 'ox' as const));
    const twentieth = op.addQuiz(nineteen, 'subjective');
    expect(twentieth.ok && twentieth.form.quizList).toHaveLength(20);
    if (!twentieth.ok) throw new Error('unreachable');
    expect(op.addQuiz(twentieth.form, 'ox')).toEqual({ ok: false, reason: 'QUIZ_LIMIT' });
  });
});

describe('duplicateQuiz', () => {
  it('inserts a copy with new ids right below the original', () => {
    const form = formWith('multiple', 'ox');
    const original = only(form, 'multiple');
    const result = op.duplicateQuiz(
      op.setChoiceText(form, original.id, original.choiceList[1]!.id, 'B'),
      original.id,
    );
    if (!result.ok) throw new Error('limit');
    const copy = only(result.form, 'multiple', 1);
    expect(result.form.quizList.map((quiz) => quiz.type)).toEqual(['multiple', 'multiple', 'ox']);
    expect(copy.id).not.toBe(original.id);
    expect(result.quizId).toBe(copy.id);
    expect(copy.choiceList[1]!.choiceText).toBe('B');
    expect(copy.choiceList.map((c) => c.id)).not.toContain(original.choiceList[0]!.id);
  });

  it('refuses at 20 questions', () => {
    const form = formWith(...Array.from({ length: 20 }, () => 'ox' as const));
    expect(op.duplicateQuiz(form, form.quizList[0]!.id).ok).toBe(false);
  });
});

describe('deleteQuiz and moveQuiz', () => {
  it('deletes by id and turns shuffle off under 2 questions', () => {
    let form = formWith('ox', 'subjective');
    form = op.setOption(form, 'isShuffle', true);
    expect(form.isShuffle).toBe(true);
    form = op.deleteQuiz(form, form.quizList[0]!.id);
    expect(form.quizList.map((quiz) => quiz.type)).toEqual(['subjective']);
    expect(form.isShuffle).toBe(false);
  });

  it('moves a card and ignores out-of-range moves', () => {
    const form = formWith('ox', 'subjective', 'multiple');
    expect(op.moveQuiz(form, 0, 2).quizList.map((quiz) => quiz.type)).toEqual([
      'subjective',
      'multiple',
      'ox',
    ]);
    expect(op.moveQuiz(form, 0, 3)).toBe(form);
  });
});

describe('question edits', () => {
  it('keeps questionRichText as escaped paragraph of the text', () => {
    const form = formWith('ox');
    const next = op.updateQuestion(form, form.quizList[0]!.id, 'a < b & "c"');
    expect(next.quizList[0]!.questionRichText).toBe('<p>a &lt; b &amp; &quot;c&quot;</p>');
    expect(op.updateQuestion(next, next.quizList[0]!.id, '').quizList[0]!.questionRichText).toBe('');
  });

  it('changes type keeping the id and the question text', () => {
    const form = formWith('multiple');
    const id = form.quizList[0]!.id;
    const next = op.changeQuizType(op.updateQuestion(form, id, 'Q'), id, 'subjective');
    const quiz = only(next, 'subjective');
    expect([quiz.id, quiz.question, quiz.answerList.length]).toEqual([id, 'Q', 1]);
  });
});

describe('choices', () => {
  it('adds up to 5 choices and removes down to 2', () => {
    let form = formWith('multiple');
    const id = form.quizList[0]!.id;
    form = op.addChoice(form, id);
    expect(only(form, 'multiple').choiceList).toHaveLength(5);
    expect(op.addChoice(form, id)).toBe(form);
    for (const choice of only(form, 'multiple').choiceList.slice(0, 3))
      form = op.removeChoice(form, id, choice.id);
    const two = only(form, 'multiple').choiceList;
    expect(two).toHaveLength(2);
    expect(op.removeChoice(form, id, two[0]!.id)).toBe(form);
  });

  it('toggles answers, allowing several', () => {
    const form = formWith('multiple');
    const quiz = only(form, 'multiple');
    const next = op.toggleChoiceAnswer(form, quiz.id, quiz.choiceList[2]!.id);
    expect(only(next, 'multiple').choiceList.map((c) => c.isAnswer)).toEqual([true, false, true, false]);
  });

  it('ignores choice edits on other question types', () => {
    const form = formWith('ox');
    expect(op.addChoice(form, form.quizList[0]!.id)).toBe(form);
  });
});

describe('OX and subjective answers', () => {
  it('sets the OX answer', () => {
    const form = formWith('ox');
    expect(only(op.setOxAnswer(form, form.quizList[0]!.id, 'x'), 'ox').answer).toBe('x');
  });

  it('keeps 1–5 answers; the main one goes only while others remain', () => {
    let form = formWith('subjective');
    const id = form.quizList[0]!.id;
    const main = only(form, 'subjective').answerList[0]!;
    expect(op.removeSubjectiveAnswer(form, id, main.id)).toBe(form);
    for (let i = 0; i < 5; i++) form = op.addSubjectiveAnswer(form, id);
    expect(only(form, 'subjective').answerList).toHaveLength(5);
    form = op.setSubjectiveAnswer(form, id, only(form, 'subjective').answerList[1]!.id, 'second');
    form = op.removeSubjectiveAnswer(form, id, main.id);
    expect(only(form, 'subjective').answerList.map((a) => a.text)).toEqual(['second', '', '', '']);
  });
});

describe('settings (spec §4)', () => {
  it('forces isAllowPass and showIncorrectAnswer on with a round map, and keeps them locked', () => {
    let form = op.setOption(createEmptyQuizSetForm(), 'isAllowPass', false);
    expect([form.isAllowPass, form.showIncorrectAnswer]).toEqual([false, false]);
    form = op.setTemplate(form, { templateId: 'round-1', type: 'round' });
    expect([form.templateId, form.templateType, form.isAllowPass, form.showIncorrectAnswer]).toEqual([
      'round-1',
      'round',
      true,
      true,
    ]);
    expect(op.setOption(form, 'isAllowPass', false).isAllowPass).toBe(true);
  });

  it('isAllowPass off forces showIncorrectAnswer off', () => {
    const form = op.setTemplate(op.setOption(createEmptyQuizSetForm(), 'isAllowPass', false), {
      templateId: 'a',
      type: 'linear',
    });
    expect(op.setOption(form, 'showIncorrectAnswer', true).showIncorrectAnswer).toBe(false);
  });

  it('starts with showIncorrectAnswer off (spec §3 default)', () => {
    expect(createEmptyQuizSetForm().showIncorrectAnswer).toBe(false);
  });

  it('keeps shuffle off under 2 questions', () => {
    expect(op.setOption(formWith('ox'), 'isShuffle', true).isShuffle).toBe(false);
    expect(op.setOption(formWith('ox', 'ox'), 'isShuffle', true).isShuffle).toBe(true);
  });

  it('sets title, remember-school-info and isPublic', () => {
    let form = op.setTitle(createEmptyQuizSetForm(), 'T');
    form = op.setLastSchoolInfoSaved(form, true);
    form = op.setOption(form, 'isPublic', false);
    expect([form.title, form.isLastSchoolInfoSaved, form.isPublic]).toEqual(['T', true, false]);
  });
});

describe('commitQuizEdit', () => {
  it('drops a blank hint when the card leaves edit mode and keeps a filled one', () => {
    const form = formWith('ox');
    const id = form.quizList[0]!.id;
    const blank = {
      ...form,
      quizList: [{ ...form.quizList[0]!, hint: { type: 'text' as const, value: ' ' } }],
    };
    expect(op.commitQuizEdit(blank, id).quizList[0]!.hint).toBeNull();
    const filled = {
      ...form,
      quizList: [{ ...form.quizList[0]!, hint: { type: 'text' as const, value: 'x' } }],
    };
    expect(op.commitQuizEdit(filled, id)).toBe(filled);
  });
});
