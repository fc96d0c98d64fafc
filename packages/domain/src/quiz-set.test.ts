import { describe, expect, it } from 'vitest';
import { createChoice, createMultipleChoice, createOx, createSubjective, type QuizEdit } from './questions';
import {
  createEmptyQuizSetForm,
  type QuizSetForm,
  quizSetSubmitSchema,
  type SavedQuizSet,
  savedToForm,
  toSubmitPayload,
} from './quiz-set';

function sampleForm(): QuizSetForm {
  const mc = createMultipleChoice();
  mc.question = 'Pick the primes';
  mc.questionRichText = '<p>Pick the primes</p>';
  mc.hint = { type: 'TEXT', value: 'not 4' };
  mc.choiceList = ['2', '3', '4'].map((text, index) => ({
    ...createChoice(index < 2),
    text,
    richText: `<p>${text}</p>`,
  }));
  const ox: QuizEdit = { ...createOx(), question: 'Water boils at 100°C', answer: 'x' };
  const subjective = createSubjective();
  subjective.question = 'Capital of Korea';
  subjective.answerList = [
    { id: 'ans00001', text: 'Seoul' },
    { id: 'ans00002', text: '서울' },
  ];
  return {
    ...createEmptyQuizSetForm(),
    title: '  Mixed  ',
    templateId: 'tpl-1',
    categoryId: '102010202',
    publisher: { id: 'CUSTOM', customName: 'My Press' },
    isShuffle: true,
    quizList: [mc, ox, subjective],
  };
}

function saved(form: QuizSetForm): SavedQuizSet {
  const payload = toSubmitPayload(form);
  return {
    ...payload,
    id: 'qs1',
    templateType: 'CLASSIC',
    categoryTreeData: {
      schoolTypeId: '102',
      gradeId: '10201',
      semesterId: '1020102',
      subjectId: '102010202',
    },
    originQuizSetId: null,
    countryCode: 'KR',
    author: { id: 'u1', name: 'Kim', image: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    isLocked: false,
    enabledEdit: true,
    playCount: 0,
  };
}

/** Replaces every id with a placeholder, so forms compare "modulo ids". */
function withoutIds(form: QuizSetForm) {
  return JSON.parse(JSON.stringify(form).replace(/"id":"[^"]*"/g, '"id":"_"'));
}

describe('conversions (spec §3)', () => {
  it('builds the submit payload: answer indexes, answer texts, quizId, trimmed title', () => {
    const form = sampleForm();
    const payload = toSubmitPayload(form, { originQuizSetId: 'orig' });
    expect(quizSetSubmitSchema.parse(payload)).toEqual(payload);
    expect(payload.title).toBe('Mixed');
    expect(payload.originQuizSetId).toBe('orig');
    const [mc, ox, subjective] = payload.quizList;
    expect(mc).toMatchObject({ quizId: form.quizList[0]?.id, answerList: [0, 1] });
    expect(mc && 'choiceList' in mc && mc.choiceList[0]).toEqual({
      text: '2',
      richText: '<p>2</p>',
      imageUrl: null,
    });
    expect(ox).toMatchObject({ type: 'OX', answer: 'x' });
    expect(subjective).toMatchObject({ type: 'SUBJECTIVE', answerList: ['Seoul', '서울'] });
  });

  it('throws without a template (validation catches it first)', () => {
    expect(() => toSubmitPayload(createEmptyQuizSetForm())).toThrow(/templateId/);
  });

  it('round-trips form → submit → saved → form, equal modulo ids (UPDATE keeps card ids)', () => {
    const form = { ...sampleForm(), title: 'Mixed' };
    const back = savedToForm(saved(form), 'UPDATE');
    expect(withoutIds(back)).toEqual(withoutIds(form));
    expect(back.quizList.map((quiz) => quiz.id)).toEqual(form.quizList.map((quiz) => quiz.id));
  });

  it('DUPLICATE gives every card, choice and answer a new id', () => {
    const form = sampleForm();
    const copy = savedToForm(saved(form), 'DUPLICATE');
    expect(withoutIds(copy)).toEqual(withoutIds({ ...form, title: 'Mixed' }));
    const ids = (f: QuizSetForm) => [...JSON.stringify(f).matchAll(/"id":"([^"]*)"/g)].map((m) => m[1]);
    const before = new Set(ids(form));
    for (const id of ids(copy).filter((id) => id !== 'CUSTOM')) expect(before.has(id)).toBe(false);
  });
});
