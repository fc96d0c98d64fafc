import { describe, expect, it } from 'vitest';
import {
  createChoice,
  createMultiple,
  createQuiz,
  createSubjectiveAnswer,
  type QuizEdit,
  quizEditSchema,
  quizFromSaved,
  quizSavedSchema,
  quizSavedToSubmit,
  quizSubmitSchema,
  quizSubmitToSaved,
  quizToSubmit,
} from './index';

describe('question types (spec §3)', () => {
  it('a new multiple choice has 4 empty choices, the first marked as the answer (spec §4)', () => {
    const quiz = createQuiz('multiple');
    if (quiz.type !== 'multiple') throw new Error('type');
    expect(quiz.choiceList.map((choice) => [choice.choiceText, choice.isAnswer])).toEqual([
      ['', true],
      ['', false],
      ['', false],
      ['', false],
    ]);
    expect(new Set(quiz.choiceList.map((choice) => choice.id)).size).toBe(4);
    expect(Object.keys(quiz.choiceList[0] ?? {}).sort()).toEqual(
      ['choiceRichText', 'choiceText', 'id', 'imageUrl', 'isAnswer', 'key'].sort(),
    );
  });

  it("a new OX defaults to 'o'; a new subjective has one empty answer {key, id, text}", () => {
    const ox = createQuiz('ox');
    expect(ox.type === 'ox' && ox.answer).toBe('o');
    const subjective = createQuiz('subjective');
    if (subjective.type !== 'subjective') throw new Error('type');
    expect(subjective.answerList).toHaveLength(1);
    expect(Object.keys(subjective.answerList[0] ?? {}).sort()).toEqual(['id', 'key', 'text']);
  });

  it('every new question parses with the edit schema and converts to a valid submit item', () => {
    for (const type of ['multiple', 'ox', 'subjective'] as const) {
      const quiz = createQuiz(type);
      expect(quizEditSchema.parse(quiz)).toEqual(quiz);
      const item = quizToSubmit(quiz, 2);
      expect(quizSubmitSchema.parse(item)).toEqual(item);
      expect(item).toMatchObject({ id: quiz.id, order: 3, imageUrl: null, hint: null, type });
    }
  });

  it('puts each type in its own data object with the payload names (spec §3 "Submit payload")', () => {
    const mc = createMultiple('card0001');
    mc.question = 'Pick primes';
    mc.questionRichText = '<p>Pick primes</p>';
    mc.questionImageUrl = '/uploads/q.webp';
    mc.hint = { type: 'text', value: 'not 4' };
    mc.choiceList = [
      createChoice(true, '2', '<p>2</p>'),
      { ...createChoice(false, '4', '<p>4</p>'), imageUrl: '/uploads/c.webp' },
      createChoice(true, '3', '<p>3</p>'),
    ];
    expect(quizToSubmit(mc, 0)).toEqual({
      id: 'card0001',
      order: 1,
      imageUrl: '/uploads/q.webp',
      hint: { type: 'text', value: 'not 4' },
      type: 'multiple',
      multipleData: {
        question: 'Pick primes',
        questionRichText: '<p>Pick primes</p>',
        choiceListV2: [
          { text: '2', richText: '<p>2</p>', imageUrl: null },
          { text: '4', richText: '<p>4</p>', imageUrl: '/uploads/c.webp' },
          { text: '3', richText: '<p>3</p>', imageUrl: null },
        ],
        answerList: ['0', '2'],
      },
    });
  });

  it('submit → saved → submit → edit keeps every field; saved answers are numbers (spec §3)', () => {
    const ox: QuizEdit = { ...createQuiz('ox'), question: 'Sky is blue', questionRichText: '<p>Sky</p>' };
    const subjective = createQuiz('subjective');
    if (subjective.type !== 'subjective') throw new Error('type');
    subjective.question = 'Capital?';
    subjective.answerList = [createSubjectiveAnswer('Seoul'), createSubjectiveAnswer('서울')];
    const mc = createMultiple();
    mc.choiceList = [createChoice(false, 'a', '<p>a</p>'), createChoice(true, 'b', '<p>b</p>')];
    for (const [index, quiz] of [mc, ox, subjective].entries()) {
      const item = quizToSubmit(quiz, index);
      const saved = quizSubmitToSaved(item, index);
      expect(quizSavedSchema.parse(saved)).toEqual(saved);
      expect(saved).toMatchObject({ id: quiz.id, order: index + 1, questionImageUrl: null });
      expect(quizSavedToSubmit(saved, index)).toEqual(item);
      const back = quizFromSaved(saved);
      expect(quizToSubmit(back, index)).toEqual(item);
    }
    const savedMc = quizSubmitToSaved(quizToSubmit(mc, 0), 0);
    expect(savedMc.type === 'multiple' && savedMc.answerList).toEqual([1]);
    const savedSubjective = quizSubmitToSaved(quizToSubmit(subjective, 0), 0);
    expect(savedSubjective.type === 'subjective' && savedSubjective.answerList).toEqual(['Seoul', '서울']);
  });

  it('order is set from the position, whatever the item said', () => {
    const item = { ...quizToSubmit(createQuiz('ox'), 0), order: 99 };
    expect(quizSubmitToSaved(item, 4).order).toBe(5);
  });

  it('quizFromSaved keeps the card id for UPDATE and replaces every id for DUPLICATE', () => {
    const quiz = createQuiz('multiple');
    const saved = quizSubmitToSaved(quizToSubmit(quiz, 0), 0);
    expect(quizFromSaved(saved).id).toBe(quiz.id);
    const copy = quizFromSaved(saved, false);
    expect(copy.id).not.toBe(quiz.id);
    expect(copy.id).toHaveLength(8);
  });
});
