import { describe, expect, it } from 'vitest';
import { KR_CATEGORY_TREE, KR_PUBLISHER_OPTIONS } from './category-seed';
import {
  createChoice,
  createMultiple,
  createOx,
  createSubjective,
  createSubjectiveAnswer,
  quizSubmitToSaved,
} from './questions';
import {
  createEmptyQuizSetForm,
  effectiveTitle,
  publisherFieldsOf,
  savedToForm,
  toSubmitPayload,
} from './quiz-set';
import {
  draftSchema,
  type QuizSetForm,
  quizSetFormSchema,
  quizSetSubmitSchema,
  type SavedQuizSet,
} from './quiz-set-schema';

const context = { tree: KR_CATEGORY_TREE, publishers: KR_PUBLISHER_OPTIONS };

function sampleForm(): QuizSetForm {
  const mc = createMultiple();
  mc.question = 'Pick the primes';
  mc.questionRichText = '<p>Pick the primes</p>';
  mc.questionImageUrl = '/uploads/q.webp';
  mc.hint = { type: 'text', value: 'not 4' };
  mc.choiceList = ['2', '3', '4'].map((text, index) => createChoice(index < 2, text, `<p>${text}</p>`));
  const ox = { ...createOx(), question: 'Water boils at 100°C', answer: 'x' as const };
  const subjective = createSubjective();
  subjective.question = 'Capital of Korea';
  subjective.hint = { type: 'youtube', value: 'https://youtu.be/dQw4w9WgXcQ' };
  subjective.answerList = [createSubjectiveAnswer('Seoul'), createSubjectiveAnswer('서울')];
  return {
    ...createEmptyQuizSetForm({ titlePlaceHolder: '새 퀴즈' }),
    title: '  Mixed  ',
    templateId: 'tpl-1',
    templateType: 'linear',
    schoolTypeId: '103',
    gradeId: '10302',
    semesterId: '10302-COMMON',
    subject: '1030202',
    subSubject: '103020205',
    publisher: 'other',
    customPublisher: ' My Press ',
    isPublic: false,
    isAllowPass: false,
    isShuffle: true,
    isLastSchoolInfoSaved: true,
    isNextQuizsetAvailable: true,
    nextQuizsetId: 'next-set',
    isAiTranslationEnabled: true,
    aiTranslationLanguages: ['en', 'vi'],
    aiTutorEnabled: true,
    aiTutor: { id: 'tutor-1', name: 'Tutor', avatarSrc: '/static/tutors/t.svg', introduction: 'Hi' },
    isLearningMaterialEnabled: true,
    materials: [
      {
        type: 'FILE',
        url: '/uploads/m.pdf',
        originalFileName: 'm.pdf',
        allowReopenDuringPlay: false,
        fileSize: 10,
      },
    ],
    quizList: [mc, ox, subjective],
  };
}

function saved(form: QuizSetForm): SavedQuizSet {
  const payload = toSubmitPayload(form, context.tree);
  return {
    id: 'qs1',
    title: payload.title,
    templateId: payload.templateId,
    templateType: 'linear',
    categoryTreeData: payload.categoryTreeData,
    quizsetOptions: payload.quizsetOptions,
    materials: payload.materials,
    isNextQuizsetAvailable: payload.isNextQuizsetAvailable,
    nextQuizsetId: payload.nextQuizsetId,
    aiTranslationLanguages: payload.aiTranslationLanguages,
    aiTutorId: payload.aiTutorId,
    quizList: payload.quizList.map(quizSubmitToSaved),
    originQuizSetId: null,
    origin: null,
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
  return JSON.parse(JSON.stringify(form).replace(/"(id|key)":"[^"]*"/g, '"$1":"_"'));
}

describe('the quiz set form (spec §3 "Quiz set form")', () => {
  it('has every field of the spec, with the spec defaults', () => {
    const form = createEmptyQuizSetForm({ countryCode: 'US', titlePlaceHolder: 'Quiz' });
    expect(Object.keys(form).sort()).toEqual(
      [
        'id',
        'title',
        'titlePlaceHolder',
        'templateId',
        'templateType',
        'isPublic',
        'isAllowPass',
        'showIncorrectAnswer',
        'isShuffle',
        'isNextQuizsetAvailable',
        'nextQuizsetId',
        'aiTranslationLanguages',
        'isAiTranslationEnabled',
        'aiTutorEnabled',
        'aiTutor',
        'isLearningMaterialEnabled',
        'materials',
        'publisher',
        'customPublisher',
        'schoolTypeId',
        'gradeId',
        'semesterId',
        'subject',
        'subSubject',
        'isLastSchoolInfoSaved',
        'quizList',
        'countryCode',
      ].sort(),
    );
    expect(form).toMatchObject({
      isPublic: true,
      isAllowPass: true,
      showIncorrectAnswer: false,
      countryCode: 'US',
      titlePlaceHolder: 'Quiz',
    });
    expect(quizSetFormSchema.parse(form)).toEqual(form);
    expect(draftSchema.safeParse({ version: '3.0', data: form, timeStamp: 1 }).success).toBe(true);
  });

  it('uses the placeholder title when no title was typed', () => {
    expect(effectiveTitle({ title: '  ', titlePlaceHolder: ' 새 퀴즈 ' })).toBe('새 퀴즈');
    expect(effectiveTitle({ title: ' Mine ', titlePlaceHolder: '새 퀴즈' })).toBe('Mine');
  });
});

describe('the submit payload (spec §3 "Submit payload")', () => {
  it('carries every field, field for field', () => {
    const form = sampleForm();
    const payload = toSubmitPayload(form, context.tree, { originQuizSetId: 'orig' });
    expect(quizSetSubmitSchema.parse(payload)).toEqual(payload);
    expect(payload).toEqual({
      title: 'Mixed',
      templateId: 'tpl-1',
      categoryTreeData: { categoryTreeId: '103020205', schoolSemester: 'COMMON', publisher: 'My Press' },
      quizList: expect.any(Array),
      quizsetOptions: {
        isPublic: false,
        isAllowPass: false,
        showIncorrectAnswer: false,
        isLastSchoolInfoSaved: true,
        isAiTranslationEnabled: true,
        isShuffle: true,
      },
      materials: form.materials,
      isNextQuizsetAvailable: true,
      nextQuizsetId: 'next-set',
      aiTranslationLanguages: ['en', 'vi'],
      aiTutorId: 'tutor-1',
      originQuizSetId: 'orig',
    });
    expect(payload.quizList.map((item) => [item.type, item.order])).toEqual([
      ['multiple', 1],
      ['ox', 2],
      ['subjective', 3],
    ]);
    expect(payload.quizList[0]).toMatchObject({ imageUrl: '/uploads/q.webp' });
  });

  it('sends no materials, languages or tutor while their options are off; keeps the next set id', () => {
    const form = {
      ...sampleForm(),
      isLearningMaterialEnabled: false,
      isAiTranslationEnabled: false,
      aiTutorEnabled: false,
      isNextQuizsetAvailable: false,
    };
    const payload = toSubmitPayload(form, context.tree);
    expect(payload).toMatchObject({
      materials: [],
      aiTranslationLanguages: [],
      aiTutorId: null,
      isNextQuizsetAvailable: false,
      nextQuizsetId: 'next-set',
    });
    expect(payload.quizsetOptions.isAiTranslationEnabled).toBe(false);
  });

  it('fills the defaults of an older client (materials, learning tools, shuffle)', () => {
    const payload = toSubmitPayload(sampleForm(), context.tree);
    const { materials: _m, aiTutorId: _a, aiTranslationLanguages: _l, ...rest } = payload;
    const parsed = quizSetSubmitSchema.parse({
      ...rest,
      quizsetOptions: { isPublic: true, isAllowPass: true, showIncorrectAnswer: false },
    });
    expect(parsed).toMatchObject({ materials: [], aiTutorId: null, aiTranslationLanguages: [] });
    expect(parsed.quizsetOptions).toEqual({
      isPublic: true,
      isAllowPass: true,
      showIncorrectAnswer: false,
      isLastSchoolInfoSaved: false,
      isAiTranslationEnabled: false,
      isShuffle: false,
    });
  });

  it('throws without a template (validation catches it first)', () => {
    expect(() => toSubmitPayload(createEmptyQuizSetForm(), context.tree)).toThrow(/templateId/);
  });
});

describe('saved → form (spec §3, §4 modes)', () => {
  it('round-trips form → submit → saved → form, equal modulo ids (UPDATE keeps card ids)', () => {
    const form = { ...sampleForm(), title: 'Mixed', customPublisher: 'My Press', titlePlaceHolder: 'Mixed' };
    const back = savedToForm(saved(form), 'UPDATE', { ...context, aiTutor: form.aiTutor });
    expect(withoutIds(back)).toEqual(withoutIds({ ...form, id: 'qs1' }));
    expect(back.id).toBe('qs1');
    expect(back.quizList.map((quiz) => quiz.id)).toEqual(form.quizList.map((quiz) => quiz.id));
  });

  it('DUPLICATE gives every card, choice and answer a new id and no set id', () => {
    const form = sampleForm();
    const copy = savedToForm(saved(form), 'DUPLICATE', context);
    expect(copy.id).toBeNull();
    const ids = (f: QuizSetForm) =>
      f.quizList.flatMap((quiz) => [
        quiz.id,
        ...(quiz.type === 'multiple' ? quiz.choiceList.map((c) => c.id) : []),
        ...(quiz.type === 'subjective' ? quiz.answerList.map((a) => a.id) : []),
      ]);
    const before = new Set(ids(form));
    for (const id of ids(copy)) expect(before.has(id)).toBe(false);
  });

  it('reads a listed publisher back as the option and anything else as the custom name', () => {
    expect(publisherFieldsOf('VISANG', KR_PUBLISHER_OPTIONS)).toEqual({
      publisher: 'VISANG',
      customPublisher: '',
    });
    expect(publisherFieldsOf('My Press', KR_PUBLISHER_OPTIONS)).toEqual({
      publisher: 'other',
      customPublisher: 'My Press',
    });
    expect(publisherFieldsOf(null, KR_PUBLISHER_OPTIONS)).toEqual({ publisher: null, customPublisher: '' });
  });

  it('turns the learning tools on where their data exists, and keeps the tutor id without details', () => {
    const form = savedToForm(saved(sampleForm()), 'UPDATE', context);
    expect(form).toMatchObject({
      aiTutorEnabled: true,
      aiTutor: { id: 'tutor-1' },
      isAiTranslationEnabled: true,
      isLearningMaterialEnabled: true,
    });
  });
});
