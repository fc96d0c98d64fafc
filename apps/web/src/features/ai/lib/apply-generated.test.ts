import { createEmptyQuizSetForm, createMultiple, createSubjective, type QuizSetForm } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { applyGeneratedAnswers, applyGeneratedChoices, choiceToAi } from './apply-generated';

function formWithMultiple(texts: string[], answers: number[]): QuizSetForm {
  const quiz = createMultiple('mc000001');
  const choiceList = texts.map((text, index) => ({
    ...(quiz.choiceList[index] ?? quiz.choiceList[0]!),
    key: `k${index}`,
    id: `k${index}`,
    choiceText: text,
    choiceRichText: text ? `<p><strong>${text}</strong></p>` : '',
    isAnswer: answers.includes(index),
  }));
  return { ...createEmptyQuizSetForm(), quizList: [{ ...quiz, question: 'Q', choiceList }] };
}

const choicesOf = (form: QuizSetForm) => {
  const quiz = form.quizList[0];
  return quiz?.type === 'multiple' ? quiz.choiceList : [];
};

describe('generated choice list (issue 9: keeps answers marked, fills the rest)', () => {
  it('keeps each answer where and as it is; the other places take the generated choices', () => {
    const form = formWithMultiple(['typed', '목성', '', ''], [1]);
    const next = applyGeneratedChoices(form, 'mc000001', [
      { key: 'k1', text: '목성', isAnswer: true },
      { key: 'n1', text: '수성', isAnswer: false },
      { key: 'n2', text: '지구', isAnswer: false },
      { key: 'n3', text: '화성', isAnswer: false },
    ]);
    const list = choicesOf(next);
    expect(list.map((c) => [c.choiceText, c.isAnswer])).toEqual([
      ['수성', false],
      ['목성', true],
      ['지구', false],
      ['화성', false],
    ]);
    // The answer keeps its rich text and identity; new choices get plain rich text and new ids.
    expect(list[1]).toBe(choicesOf(form)[1]);
    expect(list[0]?.choiceRichText).toBe('<p>수성</p>');
    expect(new Set(list.map((c) => c.id)).size).toBe(4);
  });

  it('appends up to 5, never marks a generated answer, skips repeats of the answer', () => {
    const form = formWithMultiple(['A', 'B'], [0]);
    const next = applyGeneratedChoices(form, 'mc000001', [
      { key: 'x', text: 'a', isAnswer: false },
      { key: 'y', text: 'Wrong', isAnswer: true },
      ...['C', 'D', 'E', 'F'].map((text) => ({ key: text, text, isAnswer: false })),
    ]);
    expect(choicesOf(next).map((c) => [c.choiceText, c.isAnswer])).toEqual([
      ['A', true],
      ['C', false],
      ['D', false],
      ['E', false],
      ['F', false],
    ]);
  });

  it('changes nothing when nothing new came (the caller shows "generate fail")', () => {
    const form = formWithMultiple(['A', ''], [0]);
    expect(applyGeneratedChoices(form, 'mc000001', [{ key: 'k0', text: 'A', isAnswer: true }])).toBe(form);
    expect(applyGeneratedChoices(form, 'nope', [{ key: 'z', text: 'Z', isAnswer: false }])).toBe(form);
  });

  it('sends the choices as {key, text, isAnswer} (spec §7)', () => {
    expect(choiceToAi(choicesOf(formWithMultiple(['A'], [0]))[0]!)).toEqual({
      key: 'k0',
      text: 'A',
      isAnswer: true,
    });
  });
});

describe('generated answers (issue 9: more answers, one answer, one like a reference)', () => {
  const formWithAnswers = (texts: string[]): QuizSetForm => {
    const quiz = createSubjective('sub00001');
    return {
      ...createEmptyQuizSetForm(),
      quizList: [
        { ...quiz, question: 'Q', answerList: texts.map((text, i) => ({ key: `a${i}`, id: `a${i}`, text })) },
      ],
    };
  };
  const answersOf = (form: QuizSetForm) => {
    const quiz = form.quizList[0];
    return quiz?.type === 'subjective' ? quiz.answerList.map((a) => a.text) : [];
  };

  it('fills the empty main answer first, then appends', () => {
    const { form, taken } = applyGeneratedAnswers(formWithAnswers(['']), 'sub00001', ['서울', 'Seoul']);
    expect(answersOf(form)).toEqual(['서울', 'Seoul']);
    expect(taken).toBe(2);
  });

  it('skips what is already accepted and stops at 5', () => {
    const start = formWithAnswers(['a', 'b', 'c']);
    const { form, taken } = applyGeneratedAnswers(start, 'sub00001', [' A ', 'd', 'e', 'f']);
    expect(answersOf(form)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(taken).toBe(2);
    expect(applyGeneratedAnswers(start, 'sub00001', ['b', ' '])).toEqual({ form: start, taken: 0 });
  });
});
