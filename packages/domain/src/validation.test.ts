import { describe, expect, it } from 'vitest';
import { KR_CATEGORY_TREE, KR_PUBLISHER_OPTIONS, US_CATEGORY_TREE } from './category-seed';
import {
  createChoice,
  createMultiple,
  createOx,
  createSubjective,
  createSubjectiveAnswer,
  type MultipleEdit,
  type QuizEdit,
  quizToSubmit,
  validateQuiz,
} from './questions';
import { createEmptyQuizSetForm, toSubmitPayload } from './quiz-set';
import type { QuizSetForm } from './quiz-set-schema';
import {
  formatIssue,
  isQuizTabValid,
  VALIDATION_FAILURE_REASONS,
  type ValidationIssue,
  validateQuizList,
  validateQuizSetForm,
  validateQuizSetSubmit,
  validateSchoolInfo,
  validateTitle,
} from './validation';

const kr = { tree: KR_CATEGORY_TREE, publishers: KR_PUBLISHER_OPTIONS };
const us = { tree: US_CATEGORY_TREE, publishers: [] };

function mc(question = 'What is 1 + 1?', texts = ['1', '2', '3', '4'], answers = [1]): MultipleEdit {
  const quiz = createMultiple();
  quiz.question = question;
  quiz.questionRichText = `<p>${question}</p>`;
  quiz.choiceList = texts.map((text, index) => createChoice(answers.includes(index), text, `<p>${text}</p>`));
  return quiz;
}

const SCHOOL_INFO = {
  schoolTypeId: '101',
  gradeId: '10105',
  semesterId: '10105-1',
  subject: '1010504',
  subSubject: null,
};

function validForm(quizList: QuizEdit[] = [mc()]): QuizSetForm {
  return { ...createEmptyQuizSetForm(), title: 'Fractions', templateId: 'tpl-1', ...SCHOOL_INFO, quizList };
}

const paths = (issues: ValidationIssue[]) => issues.map((issue) => issue.path);
const messages = (issues: ValidationIssue[]) => issues.map((issue) => formatIssue(issue, 'en'));
const only = (issues: ValidationIssue[]) => {
  expect(issues).toHaveLength(1);
  return issues[0];
};

describe('title (spec §5)', () => {
  it.each([
    ['', 'Title must be at least 2 characters'],
    ['   ', 'Title must be at least 2 characters'],
    ['a', 'Title must be at least 2 characters'],
    [' a ', 'Title must be at least 2 characters'],
    ['a'.repeat(61), 'Title must be at most 60 characters'],
  ])('%j → %s (no_title)', (title, message) => {
    const found = only(validateTitle(title));
    expect(found).toMatchObject({ path: 'title', reason: 'no_title' });
    expect(found && formatIssue(found, 'en')).toBe(message);
  });

  it('accepts 2 and 60 characters (trimmed), counting code points', () => {
    expect(validateTitle('ab')).toEqual([]);
    expect(validateTitle('가나')).toEqual([]);
    expect(validateTitle(` ${'a'.repeat(60)} `)).toEqual([]);
    expect(validateTitle('😀'.repeat(60))).toEqual([]);
  });

  it('falls back to the placeholder title when none was typed (spec §3 titlePlaceHolder)', () => {
    expect(
      paths(validateQuizSetForm({ ...validForm(), title: '', titlePlaceHolder: '5학년 과학' }, kr)),
    ).toEqual([]);
    expect(paths(validateQuizSetForm({ ...validForm(), title: '', titlePlaceHolder: '' }, kr))).toEqual([
      'title',
    ]);
  });
});

describe('validateQuizSetForm (spec §5)', () => {
  it('passes a complete form', () => {
    expect(validateQuizSetForm(validForm(), kr)).toEqual([]);
  });

  it("requires a map template: 'Background template is required'", () => {
    const found = only(validateQuizSetForm({ ...validForm(), templateId: null }, kr));
    expect(found).toMatchObject({ path: 'templateId', reason: 'no_map_template' });
    expect(found && formatIssue(found, 'en')).toBe('Background template is required');
  });

  it("requires 1–20 questions: 'At least one quiz is required'", () => {
    const empty = only(validateQuizSetForm(validForm([]), kr));
    expect(empty).toMatchObject({ path: 'quizList', reason: 'no_quiz' });
    expect(empty && formatIssue(empty, 'en')).toBe('At least one quiz is required');
    const many = Array.from({ length: 21 }, () => mc());
    expect(validateQuizSetForm(validForm(many), kr)[0]).toMatchObject({
      path: 'quizList',
      key: 'validation.quizList.limit',
      params: { max: 20 },
    });
    expect(validateQuizSetForm(validForm(Array.from({ length: 20 }, () => mc())), kr)).toEqual([]);
  });

  it('orders issues templateId, title, quizList…, school info, subject, custom publisher', () => {
    const broken: QuizSetForm = {
      ...createEmptyQuizSetForm(),
      publisher: 'other',
      customPublisher: 'x',
      quizList: [mc('')],
    };
    expect(paths(validateQuizSetForm(broken, kr))).toEqual([
      'templateId',
      'title',
      'quizList.0.multipleData.question',
      'schoolTypeId',
      'gradeId',
      'semesterId',
      'subject',
      'customPublisher',
    ]);
  });

  it('gives the same issues for the form and its submit payload', () => {
    const form: QuizSetForm = {
      ...validForm([mc('', ['', '  ', 'c']), createOx(), createSubjective()]),
      semesterId: null,
      publisher: 'other',
      customPublisher: ' a ',
    };
    const fromForm = validateQuizSetForm(form, kr);
    const fromPayload = validateQuizSetSubmit(toSubmitPayload(form, kr.tree), kr);
    expect(fromForm.length).toBeGreaterThan(3);
    expect(fromPayload).toEqual(fromForm);
  });

  it('tracks only the seven failure reasons of spec §5', () => {
    expect([...VALIDATION_FAILURE_REASONS]).toEqual([
      'no_title',
      'no_map_template',
      'missing_school_info',
      'no_subject',
      'no_quiz',
      'invalid_custom_publisher',
      'invalid_quiz',
    ]);
  });
});

describe('school info and subject (spec §5)', () => {
  it('requires school type, grade, semester and subject in KR with the spec messages', () => {
    const issues = validateSchoolInfo(
      { schoolTypeId: null, gradeId: null, semesterId: null, subject: null, subSubject: null },
      KR_CATEGORY_TREE,
    );
    expect(paths(issues)).toEqual(['schoolTypeId', 'gradeId', 'semesterId', 'subject']);
    expect(messages(issues)).toEqual([
      'School type is required',
      'Grade is required',
      'Semester is required',
      'Subject is required',
    ]);
    expect(issues.map((issue) => issue.reason)).toEqual([
      'missing_school_info',
      'missing_school_info',
      'missing_school_info',
      'no_subject',
    ]);
  });

  it('asks for no semester where the tree has none (US)', () => {
    const issues = validateSchoolInfo(
      { schoolTypeId: '201', gradeId: '20104', semesterId: null, subject: null, subSubject: null },
      US_CATEGORY_TREE,
    );
    expect(messages(issues)).toEqual(['Subject is required']);
    expect(
      validateSchoolInfo(
        { schoolTypeId: '201', gradeId: '20104', semesterId: null, subject: '2010403', subSubject: null },
        US_CATEGORY_TREE,
      ),
    ).toEqual([]);
  });

  it('refuses nodes that are not where the selection puts them', () => {
    // A subject of grade 3 under grade 5, a sub-subject of another subject, an unknown semester.
    expect(paths(validateSchoolInfo({ ...SCHOOL_INFO, subject: '1010304' }, KR_CATEGORY_TREE))).toEqual([
      'subject',
    ]);
    expect(
      paths(
        validateSchoolInfo({ ...SCHOOL_INFO, subject: '1030202', subSubject: '103020105' }, KR_CATEGORY_TREE),
      ),
    ).toEqual(['subject']);
    expect(paths(validateSchoolInfo({ ...SCHOOL_INFO, semesterId: '10104-1' }, KR_CATEGORY_TREE))).toEqual([
      'semesterId',
    ]);
    expect(
      validateSchoolInfo(
        {
          schoolTypeId: '103',
          gradeId: '10302',
          semesterId: '10302-COMMON',
          subject: '1030202',
          subSubject: '103020205',
        },
        KR_CATEGORY_TREE,
      ),
    ).toEqual([]);
  });

  it('reads the payload by prefix: no subject means no school info either', () => {
    const payload = toSubmitPayload(validForm(), kr.tree);
    const none = {
      ...payload,
      categoryTreeData: { categoryTreeId: null, schoolSemester: null, publisher: null },
    };
    expect(paths(validateQuizSetSubmit(none, kr))).toEqual([
      'schoolTypeId',
      'gradeId',
      'semesterId',
      'subject',
    ]);
    const noSemester = {
      ...payload,
      categoryTreeData: { ...payload.categoryTreeData, schoolSemester: null },
    };
    expect(messages(validateQuizSetSubmit(noSemester, kr))).toEqual(['Semester is required']);
    // A KR subject id is unknown to the US tree.
    expect(paths(validateQuizSetSubmit(payload, us))).toEqual(['schoolTypeId', 'gradeId', 'subject']);
  });
});

describe('custom publisher (spec §5)', () => {
  it("needs 2–15 characters after trimming with the 'other' option", () => {
    for (const name of ['', ' ', 'a', ' a ', 'a'.repeat(16)]) {
      const found = only(
        validateQuizSetForm({ ...validForm(), publisher: 'other', customPublisher: name }, kr),
      );
      expect(found).toMatchObject({ path: 'customPublisher', reason: 'invalid_custom_publisher' });
      expect(found && formatIssue(found, 'en')).toBe('Custom publisher is required');
    }
    for (const name of ['ab', ` ${'a'.repeat(15)} `, '우리출판'])
      expect(validateQuizSetForm({ ...validForm(), publisher: 'other', customPublisher: name }, kr)).toEqual(
        [],
      );
  });

  it('ignores the custom name for a listed publisher or none', () => {
    expect(validateQuizSetForm({ ...validForm(), publisher: 'VISANG', customPublisher: 'x' }, kr)).toEqual(
      [],
    );
    expect(validateQuizSetForm({ ...validForm(), publisher: null, customPublisher: 'x' }, kr)).toEqual([]);
  });

  it('on a payload, a publisher that is not a shown option is a custom name', () => {
    const payload = toSubmitPayload(validForm(), kr.tree);
    const withPublisher = (publisher: string) => ({
      ...payload,
      categoryTreeData: { ...payload.categoryTreeData, publisher },
    });
    expect(validateQuizSetSubmit(withPublisher('VISANG'), kr)).toEqual([]);
    expect(validateQuizSetSubmit(withPublisher('My Press'), kr)).toEqual([]);
    expect(paths(validateQuizSetSubmit(withPublisher('x'), kr))).toEqual(['customPublisher']);
  });
});

describe('validateQuiz: question text (spec §5)', () => {
  it("'Question is required' when empty or blank; 200 characters allowed, not 201", () => {
    for (const text of ['', '   ']) {
      const found = only(validateQuiz(mc(text), 0));
      expect(found).toMatchObject({ path: 'quizList.0.multipleData.question', reason: 'invalid_quiz' });
      expect(found && formatIssue(found, 'en')).toBe('Question is required');
    }
    expect(validateQuiz(mc('a'.repeat(200)), 0)).toEqual([]);
    expect(only(validateQuiz(mc('a'.repeat(201)), 3))).toMatchObject({
      path: 'quizList.3.multipleData.question',
      key: 'validation.question.tooLong',
      params: { max: 200 },
    });
  });

  it('limits the markup only far above what 200 characters need', () => {
    const quiz = { ...mc(), questionRichText: `<p>${'<strong>a</strong>'.repeat(1000)}</p>` };
    expect(validateQuiz(quiz, 0)).toEqual([]);
    const huge = { ...mc(), questionRichText: 'x'.repeat(20_001) };
    expect(only(validateQuiz(huge, 0))?.path).toBe('quizList.0.multipleData.questionRichText');
  });
});

describe('validateQuiz: multiple choice (spec §5)', () => {
  it('needs 2–5 choices', () => {
    expect(only(validateQuiz(mc('q', ['a'], [0]), 0))).toMatchObject({
      path: 'quizList.0.multipleData.choiceListV2',
      params: { min: 2, max: 5 },
    });
    expect(validateQuiz(mc('q', ['a', 'b', 'c', 'd', 'e'], [0]), 0)).toEqual([]);
    expect(paths(validateQuiz(mc('q', ['a', 'b', 'c', 'd', 'e', 'f'], [0]), 0))).toEqual([
      'quizList.0.multipleData.choiceListV2',
    ]);
  });

  it("'Choice text is required' when empty, 'Blank choice text is not allowed' when blank", () => {
    const issues = validateQuiz(mc('q', ['', '   ', 'c'], [2]), 1);
    expect(paths(issues)).toEqual([
      'quizList.1.multipleData.choiceListV2.0.text',
      'quizList.1.multipleData.choiceListV2.1.text',
    ]);
    expect(messages(issues)).toEqual(['Choice text is required', 'Blank choice text is not allowed']);
  });

  it('refuses a choice with only an image and blank text (issue 7)', () => {
    const quiz = mc('q', ['a', ' '], [0]);
    quiz.choiceList[1] = {
      ...(quiz.choiceList[1] as MultipleEdit['choiceList'][number]),
      imageUrl: '/uploads/x.webp',
    };
    expect(messages(validateQuiz(quiz, 0))).toEqual(['Blank choice text is not allowed']);
  });

  it('keeps only a generous server-protecting limit on choice text', () => {
    expect(validateQuiz(mc('q', ['a'.repeat(1000), 'b'], [0]), 0)).toEqual([]);
    expect(only(validateQuiz(mc('q', ['a'.repeat(1001), 'b'], [0]), 0))?.key).toBe(
      'validation.choice.tooLong',
    );
  });

  it("'At least one answer is required'", () => {
    const found = only(validateQuiz(mc('q', ['a', 'b'], []), 0));
    expect(found).toMatchObject({ path: 'quizList.0.multipleData.answerList', reason: 'invalid_quiz' });
    expect(found && formatIssue(found, 'en')).toBe('At least one answer is required');
  });

  it('refuses answer indexes that are not an existing choice, once (payload only)', () => {
    const item = quizToSubmit(mc('q', ['a', 'b']), 0);
    if (item.type !== 'multiple') throw new Error('type');
    for (const answerList of [['2'], ['-1'], ['1', '1'], ['01'], ['x'], ['1.0']]) {
      const issues = validateQuiz({ ...item, multipleData: { ...item.multipleData, answerList } }, 0);
      expect(issues.map((i) => i.key)).toContain('validation.answer.invalid');
    }
    expect(
      validateQuiz({ ...item, multipleData: { ...item.multipleData, answerList: ['0', '1'] } }, 0),
    ).toEqual([]);
  });
});

describe('validateQuiz: OX (spec §5)', () => {
  it("accepts 'o' and 'x'; an empty answer gets 'OX Answer is required'", () => {
    const base = { ...createOx(), question: 'Water is wet', questionRichText: '<p>Water is wet</p>' };
    expect(validateQuiz({ ...base, answer: 'o' }, 0)).toEqual([]);
    expect(validateQuiz({ ...base, answer: 'x' }, 0)).toEqual([]);
    const found = only(validateQuiz({ ...base, answer: '' }, 2));
    expect(found).toMatchObject({ path: 'quizList.2.oxData.answer', reason: 'invalid_quiz' });
    expect(found && formatIssue(found, 'en')).toBe('OX Answer is required');
  });
});

describe('validateQuiz: subjective (spec §5)', () => {
  const subjective = (answers: string[]) => ({
    ...createSubjective(),
    question: 'Capital?',
    questionRichText: '<p>Capital?</p>',
    answerList: answers.map((text) => createSubjectiveAnswer(text)),
  });

  it('accepts 1 and 5 answers, refuses 0 and 6', () => {
    expect(validateQuiz(subjective(['a']), 0)).toEqual([]);
    expect(validateQuiz(subjective(['a', 'b', 'c', 'd', 'e']), 0)).toEqual([]);
    expect(messages(validateQuiz(subjective([]), 0))).toEqual(['Subjective Answer text is required']);
    expect(paths(validateQuiz(subjective(['a', 'b', 'c', 'd', 'e', 'f']), 0))).toEqual([
      'quizList.0.subjectiveData.answerList',
    ]);
  });

  it("'Subjective Answer text is required' when empty, 'Blank answer is not allowed' when blank", () => {
    const issues = validateQuiz(subjective(['', '  ', 'ok']), 0);
    expect(paths(issues)).toEqual([
      'quizList.0.subjectiveData.answerList.0',
      'quizList.0.subjectiveData.answerList.1',
    ]);
    expect(messages(issues)).toEqual(['Subjective Answer text is required', 'Blank answer is not allowed']);
  });

  it('keeps only a generous server-protecting limit on answer length', () => {
    expect(validateQuiz(subjective(['a'.repeat(1000)]), 0)).toEqual([]);
    expect(only(validateQuiz(subjective(['a'.repeat(1001)]), 0))?.key).toBe(
      'validation.subjective.answerTooLong',
    );
  });
});

describe('validateQuiz: hint (spec §5)', () => {
  const withHint = (hint: QuizEdit['hint']) => ({ ...mc(), hint });

  it("text: 'Text hint is required' when empty; 300 characters allowed, 301 not", () => {
    expect(messages(validateQuiz(withHint({ type: 'text', value: ' ' }), 0))).toEqual([
      'Text hint is required',
    ]);
    expect(validateQuiz(withHint({ type: 'text', value: 'a'.repeat(300) }), 0)).toEqual([]);
    expect(only(validateQuiz(withHint({ type: 'text', value: 'a'.repeat(301) }), 0))).toMatchObject({
      path: 'quizList.0.hint.value',
      params: { max: 300 },
    });
  });

  it("youtube: 'Youtube hint is required', 'Youtube link is invalid', at most 200 characters", () => {
    expect(messages(validateQuiz(withHint({ type: 'youtube', value: '' }), 0))).toEqual([
      'Youtube hint is required',
    ]);
    expect(messages(validateQuiz(withHint({ type: 'youtube', value: 'https://vimeo.com/1' }), 0))).toEqual([
      'Youtube link is invalid',
    ]);
    expect(validateQuiz(withHint({ type: 'youtube', value: 'https://youtu.be/dQw4w9WgXcQ' }), 0)).toEqual([]);
    const long = `https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=${'1'.repeat(200)}`;
    expect(only(validateQuiz(withHint({ type: 'youtube', value: long }), 0))?.key).toBe(
      'validation.hint.youtubeTooLong',
    );
  });

  it("image: 'Image hint is required' without a URL", () => {
    expect(messages(validateQuiz(withHint({ type: 'image', value: '' }), 0))).toEqual([
      'Image hint is required',
    ]);
    expect(validateQuiz(withHint({ type: 'image', value: '/uploads/h.webp' }), 0)).toEqual([]);
  });

  it("a payload hint without a value: 'Hint is required'", () => {
    const item = { ...quizToSubmit(mc(), 0), hint: { type: 'text' as const } };
    expect(messages(validateQuiz(item, 0))).toEqual(['Hint is required']);
  });
});

describe('isQuizTabValid (spec §4 next → finish)', () => {
  it('looks at the quiz list only', () => {
    expect(isQuizTabValid({ quizList: [mc()] })).toBe(true);
    expect(isQuizTabValid({ quizList: [] })).toBe(false);
    expect(isQuizTabValid({ quizList: [mc('')] })).toBe(false);
    expect(validateQuizList([mc(), createOx()]).map((i) => i.path)).toEqual(['quizList.1.oxData.question']);
  });
});

describe('formatIssue', () => {
  it("formats with the issue's params in either language", () => {
    const found = only(validateTitle('a'));
    expect(found && formatIssue(found, 'en')).toBe('Title must be at least 2 characters');
    expect(found && formatIssue(found, 'ko')).toBe('제목은 2자 이상이어야 해요');
  });
});
