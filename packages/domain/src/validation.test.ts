import { describe, expect, it } from 'vitest';
import {
  createChoice,
  createMultipleChoice,
  createOx,
  createSubjective,
  type MultipleChoiceEdit,
  type QuizEdit,
  quizToSubmit,
} from './questions';
import { createEmptyQuizSetForm, type QuizSetForm, toSubmitPayload } from './quiz-set';
import {
  formatIssue,
  isQuizTabValid,
  type ValidationIssue,
  validateQuiz,
  validateQuizSetForm,
  validateQuizSetSubmit,
  validateTitle,
} from './validation';

function mc(question = 'What is 1 + 1?', texts = ['1', '2', '3', '4'], answers = [1]): MultipleChoiceEdit {
  const quiz = createMultipleChoice();
  quiz.question = question;
  quiz.questionRichText = `<p>${question}</p>`;
  quiz.choiceList = texts.map((text, index) => ({
    ...createChoice(answers.includes(index)),
    text,
    richText: `<p>${text}</p>`,
  }));
  return quiz;
}

function validForm(quizList: QuizEdit[] = [mc()]): QuizSetForm {
  return { ...createEmptyQuizSetForm(), title: 'Fractions', templateId: 'tpl-1', quizList };
}

const paths = (issues: ValidationIssue[]) => issues.map((issue) => issue.path);
const only = (issues: ValidationIssue[]) => {
  expect(issues).toHaveLength(1);
  return issues[0];
};

describe('title (spec §5)', () => {
  it.each([
    ['', 'validation.required', 'no_title'],
    ['   ', 'validation.required', 'no_title'],
    ['a', 'validation.title.tooShort', 'title_too_short'],
    [' a ', 'validation.title.tooShort', 'title_too_short'],
    ['a'.repeat(51), 'validation.title.tooLong', 'title_too_long'],
  ])('%j → %s', (title, key, reason) => {
    expect(only(validateTitle(title))).toMatchObject({ path: 'title', key, reason });
  });

  it('accepts 2 and 50 characters (trimmed)', () => {
    expect(validateTitle('ab')).toEqual([]);
    expect(validateTitle('가나')).toEqual([]);
    expect(validateTitle(` ${'a'.repeat(50)} `)).toEqual([]);
  });

  it('carries the limit as a message param', () => {
    expect(validateTitle('a')[0]?.params).toEqual({ min: 2 });
    expect(validateTitle('a'.repeat(51))[0]?.params).toEqual({ max: 50 });
  });
});

describe('validateQuizSetForm (spec §5)', () => {
  it('passes a complete form', () => {
    expect(validateQuizSetForm(validForm())).toEqual([]);
  });

  it('requires a map template', () => {
    expect(only(validateQuizSetForm({ ...validForm(), templateId: null }))).toMatchObject({
      path: 'templateId',
      key: 'validation.template.required',
      reason: 'no_map_template',
    });
  });

  it('requires 1–20 questions', () => {
    expect(only(validateQuizSetForm(validForm([])))).toMatchObject({ path: 'quizList', reason: 'no_quiz' });
    expect(validateQuizSetForm(validForm([mc()]))).toEqual([]);
    expect(validateQuizSetForm(validForm(Array.from({ length: 20 }, () => mc())))).toEqual([]);
    expect(only(validateQuizSetForm(validForm(Array.from({ length: 21 }, () => mc()))))).toMatchObject({
      path: 'quizList',
      key: 'validation.quizList.limit',
      params: { max: 20 },
      reason: 'too_many_quiz',
    });
  });

  it('orders issues templateId, title, quizList…, publisher, category', () => {
    const form: QuizSetForm = {
      ...validForm([mc(''), mc('ok', ['', 'b'])]),
      title: '',
      templateId: null,
      publisher: { id: 'CUSTOM', customName: '' },
      categoryId: 'abc',
    };
    expect(paths(validateQuizSetForm(form))).toEqual([
      'templateId',
      'title',
      'quizList.0.question',
      'quizList.1.choiceList.0.text',
      'publisher.customName',
      'categoryId',
    ]);
  });

  it('gives the same issues for the form and its submit payload', () => {
    const quiz = mc('', ['', 'b', 'c'], []);
    const subjective = createSubjective();
    const form = { ...validForm([quiz, subjective, { ...createOx(), answer: '' as const }]), title: 'x' };
    const fromForm = validateQuizSetForm(form);
    const fromPayload = validateQuizSetSubmit(toSubmitPayload(form));
    expect(fromPayload).toEqual(fromForm);
    expect(paths(fromForm)).toEqual([
      'title',
      'quizList.0.question',
      'quizList.0.choiceList.0.text',
      'quizList.0.answerList',
      'quizList.1.question',
      'quizList.1.answerList.0',
      'quizList.2.question',
      'quizList.2.answer',
    ]);
  });
});

describe('validateQuiz: question text', () => {
  it('requires question text (trimmed) and allows 200 characters, not 201', () => {
    expect(only(validateQuiz(mc('   '), 3))).toMatchObject({
      path: 'quizList.3.question',
      key: 'validation.required',
      reason: 'empty_required_field',
    });
    expect(validateQuiz(mc('q'), 0)).toEqual([]);
    expect(validateQuiz(mc('가'.repeat(200)), 0)).toEqual([]);
    expect(only(validateQuiz(mc('가'.repeat(201)), 0))).toMatchObject({
      path: 'quizList.0.question',
      key: 'validation.question.tooLong',
      params: { max: 200 },
      reason: 'question_too_long',
    });
  });

  it('limits the rich text markup', () => {
    const quiz = { ...mc(), questionRichText: `<p>${'a'.repeat(20_001)}</p>` };
    expect(only(validateQuiz(quiz, 0))).toMatchObject({
      path: 'quizList.0.questionRichText',
      reason: 'question_too_long',
    });
  });
});

describe('validateQuiz: multiple choice', () => {
  it.each([
    [1, false],
    [2, true],
    [5, true],
    [6, false],
  ])('%i choices valid: %s', (count, valid) => {
    const texts = Array.from({ length: count }, (_, i) => `choice ${i}`);
    const issues = validateQuiz(mc('q', texts, [0]), 0);
    if (valid) expect(issues).toEqual([]);
    else
      expect(only(issues)).toMatchObject({
        path: 'quizList.0.choiceList',
        key: 'validation.choice.count',
        params: { min: 2, max: 5 },
        reason: 'invalid_choice_count',
      });
  });

  it('rejects a blank choice but accepts an image-only one', () => {
    expect(only(validateQuiz(mc('q', ['a', '  ', 'c']), 2))).toMatchObject({
      path: 'quizList.2.choiceList.1.text',
      key: 'validation.required',
      reason: 'empty_required_field',
    });
    const quiz = mc('q', ['a', '', 'c']);
    const blank = quiz.choiceList[1];
    if (blank) blank.imageUrl = '/uploads/cat.webp';
    expect(validateQuiz(quiz, 0)).toEqual([]);
  });

  it('limits choice text to 100 characters', () => {
    expect(validateQuiz(mc('q', ['a'.repeat(100), 'b']), 0)).toEqual([]);
    expect(only(validateQuiz(mc('q', ['a'.repeat(101), 'b']), 0))).toMatchObject({
      path: 'quizList.0.choiceList.0.text',
      key: 'validation.choice.tooLong',
    });
  });

  it('requires at least one answer', () => {
    expect(only(validateQuiz(mc('q', ['a', 'b'], []), 1))).toMatchObject({
      path: 'quizList.1.answerList',
      key: 'validation.answer.required',
      reason: 'no_answer',
    });
    expect(validateQuiz(mc('q', ['a', 'b', 'c'], [0, 2]), 0)).toEqual([]);
  });

  it('rejects answer indexes out of range or repeated (payload only)', () => {
    const submitted = quizToSubmit(mc('q', ['a', 'b']));
    if (submitted.type !== 'MULTIPLE_CHOICE') throw new Error('type');
    expect(paths(validateQuiz({ ...submitted, answerList: [0, 2] }, 0))).toEqual(['quizList.0.answerList.1']);
    expect(paths(validateQuiz({ ...submitted, answerList: [1, 1] }, 0))).toEqual(['quizList.0.answerList.1']);
    expect(validateQuiz({ ...submitted, answerList: [-1] }, 0)[0]).toMatchObject({
      key: 'validation.answer.invalid',
      reason: 'no_answer',
    });
  });
});

describe('validateQuiz: OX', () => {
  it("accepts 'o' and 'x' and rejects an empty answer", () => {
    const ox = { ...createOx(), question: 'Is water wet?' };
    expect(validateQuiz(ox, 0)).toEqual([]);
    expect(validateQuiz({ ...ox, answer: 'x' }, 0)).toEqual([]);
    expect(only(validateQuiz({ ...ox, answer: '' }, 4))).toMatchObject({
      path: 'quizList.4.answer',
      key: 'validation.ox.answerRequired',
      reason: 'no_answer',
    });
  });
});

describe('validateQuiz: subjective', () => {
  const subjective = (answers: string[]) => ({
    ...createSubjective(),
    question: 'Capital of Korea?',
    answerList: answers.map((text, i) => ({ id: `a${i}`, text })),
  });

  it('accepts 1 and 5 answers, refuses 0 and 6', () => {
    expect(validateQuiz(subjective(['Seoul']), 0)).toEqual([]);
    expect(validateQuiz(subjective(['1', '2', '3', '4', '5']), 0)).toEqual([]);
    expect(only(validateQuiz(subjective([]), 0))).toMatchObject({
      path: 'quizList.0.answerList',
      reason: 'no_answer',
    });
    expect(only(validateQuiz(subjective(['1', '2', '3', '4', '5', '6']), 0))).toMatchObject({
      path: 'quizList.0.answerList',
      key: 'validation.subjective.tooMany',
      params: { max: 5 },
    });
  });

  it('rejects blank answers and answers over 50 characters', () => {
    expect(only(validateQuiz(subjective(['Seoul', ' ']), 0))).toMatchObject({
      path: 'quizList.0.answerList.1',
      key: 'validation.required',
    });
    expect(validateQuiz(subjective(['a'.repeat(50)]), 0)).toEqual([]);
    expect(only(validateQuiz(subjective(['a'.repeat(51)]), 0))).toMatchObject({
      path: 'quizList.0.answerList.0',
      key: 'validation.subjective.answerTooLong',
    });
  });
});

describe('validateQuiz: hint', () => {
  const withHint = (type: 'TEXT' | 'IMAGE' | 'YOUTUBE', value: string) => ({
    ...mc(),
    hint: { type, value },
  });

  it('text hint: 300 characters allowed, 301 not, empty is required', () => {
    expect(validateQuiz(withHint('TEXT', 'h'.repeat(300)), 0)).toEqual([]);
    expect(only(validateQuiz(withHint('TEXT', 'h'.repeat(301)), 0))).toMatchObject({
      path: 'quizList.0.hint.value',
      key: 'validation.hint.textTooLong',
      params: { max: 300 },
      reason: 'invalid_hint',
    });
    expect(only(validateQuiz(withHint('TEXT', ' '), 0))).toMatchObject({
      path: 'quizList.0.hint.value',
      key: 'validation.required',
      reason: 'invalid_hint',
    });
  });

  it('YouTube hint: a youtube link of at most 200 characters', () => {
    expect(validateQuiz(withHint('YOUTUBE', 'https://youtu.be/dQw4w9WgXcQ'), 0)).toEqual([]);
    expect(only(validateQuiz(withHint('YOUTUBE', 'https://vimeo.com/1'), 0))).toMatchObject({
      key: 'validation.hint.youtubeInvalid',
    });
    const long = `https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${'a'.repeat(200)}`;
    expect(only(validateQuiz(withHint('YOUTUBE', long), 0))).toMatchObject({
      key: 'validation.hint.youtubeTooLong',
    });
  });

  it('image hint needs a URL', () => {
    expect(validateQuiz(withHint('IMAGE', '/uploads/a.webp'), 0)).toEqual([]);
    expect(only(validateQuiz(withHint('IMAGE', ''), 0))).toMatchObject({ reason: 'invalid_hint' });
  });
});

describe('publisher and category (spec §5)', () => {
  const withPublisher = (customName: string | null, id: string | null = 'CUSTOM') => ({
    ...validForm(),
    publisher: { id, customName },
  });

  it('custom publisher is 2–15 characters', () => {
    expect(validateQuizSetForm(withPublisher('ab'))).toEqual([]);
    expect(validateQuizSetForm(withPublisher('가'.repeat(15)))).toEqual([]);
    for (const name of ['a', 'a'.repeat(16)])
      expect(only(validateQuizSetForm(withPublisher(name)))).toMatchObject({
        path: 'publisher.customName',
        key: 'validation.publisher.customLength',
        params: { min: 2, max: 15 },
        reason: 'invalid_publisher',
      });
    expect(only(validateQuizSetForm(withPublisher(null)))).toMatchObject({ key: 'validation.required' });
  });

  it('ignores customName for a listed publisher or none', () => {
    expect(validateQuizSetForm(withPublisher('x', 'VISANG'))).toEqual([]);
    expect(validateQuizSetForm(withPublisher(null, null))).toEqual([]);
  });

  it('accepts a null category or an id of 3/5/7/9 digits', () => {
    for (const categoryId of [null, '102', '10201', '1020101', '102010101'])
      expect(validateQuizSetForm({ ...validForm(), categoryId })).toEqual([]);
    for (const categoryId of ['', '1', '1020', '10201010101', 'abc'])
      expect(only(validateQuizSetForm({ ...validForm(), categoryId }))).toMatchObject({
        path: 'categoryId',
        key: 'validation.category.unknown',
        reason: 'invalid_category',
      });
  });
});

describe('isQuizTabValid (spec §2 next → finish)', () => {
  it('looks at the quiz list only', () => {
    expect(isQuizTabValid({ ...createEmptyQuizSetForm(), quizList: [mc()] })).toBe(true);
    expect(isQuizTabValid({ quizList: [] })).toBe(false);
    expect(isQuizTabValid({ quizList: [mc(''), mc()] })).toBe(false);
    expect(isQuizTabValid({ quizList: [createMultipleChoice()] })).toBe(false);
  });
});

describe('formatIssue', () => {
  it("formats with the issue's params in either language", () => {
    const [tooShort] = validateTitle('a');
    if (!tooShort) throw new Error('expected an issue');
    expect(formatIssue(tooShort, 'en')).toBe('Title must be at least 2 characters');
    expect(formatIssue(tooShort, 'ko')).toBe('제목은 2자 이상 입력해주세요');
  });
});
