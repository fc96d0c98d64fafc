import { describe, expect, it } from 'vitest';
import {
  type AiItem,
  aiItemProblem,
  aiItemSchema,
  aiItemToQuiz,
  aiItemToSavedQuiz,
  aiItemWithSourceSchema,
  parseAiItem,
} from './ai-item';
import { quizSavedSchema, validateQuiz } from './questions';

// Built without parsing: the conversion must also cope with items no schema would pass.
const item = (overrides: Partial<AiItem>): AiItem => ({
  question: 'Which is a fruit?',
  type: 'multiple',
  options: [],
  answer: [],
  ...overrides,
});

describe('aiItemSchema (spec §3 "AI generated item")', () => {
  it('parses the wire item with the spec type names, comment optional', () => {
    expect(
      aiItemSchema.parse({ question: 'q', type: 'ox', options: [], answer: ['O'] }).comment,
    ).toBeUndefined();
    for (const type of ['MULTIPLE_CHOICE', 'OX', 'essay'])
      expect(aiItemSchema.safeParse({ question: 'q', type, options: [], answer: ['O'] }).success).toBe(false);
    expect(aiItemSchema.safeParse({ question: '  ', type: 'ox', options: [], answer: ['O'] }).success).toBe(
      false,
    );
    expect(aiItemSchema.safeParse({ question: 'q', type: 'ox', options: [], answer: [] }).success).toBe(
      false,
    );
  });

  it('carries `source` only as the documented extension (issue 9 "from page N")', () => {
    const wire = {
      question: 'q',
      type: 'ox',
      options: [],
      answer: ['O'],
      source: { page: 3, sentence: 's' },
    };
    expect(aiItemWithSourceSchema.parse(wire).source).toEqual({ page: 3, sentence: 's' });
    expect('source' in aiItemSchema.parse(wire)).toBe(false);
    expect(aiItemWithSourceSchema.safeParse({ ...wire, source: { page: 0, sentence: 's' } }).success).toBe(
      false,
    );
    expect(parseAiItem({ ...wire, source: { page: null, sentence: 's' } })?.source?.page).toBeNull();
  });
});

describe('AI item rules (spec §3 + §5)', () => {
  it('accepts the three shapes and refuses broken ones with a reason', () => {
    expect(
      parseAiItem({ question: 'Q?', type: 'multiple', options: ['a', 'b', 'c'], answer: ['2'] }),
    ).not.toBeNull();
    expect(parseAiItem({ question: 'Q', type: 'ox', options: [], answer: ['X'] })).not.toBeNull();
    expect(
      parseAiItem({ question: 'Q?', type: 'subjective', options: [], answer: ['a', 'b'] }),
    ).not.toBeNull();
    const base = { question: 'Q?', comment: undefined };
    expect(aiItemProblem({ ...base, type: 'multiple', options: ['a'], answer: ['0'] })).toMatch(/2 to 5/);
    expect(aiItemProblem({ ...base, type: 'multiple', options: ['a', 'A '], answer: ['0'] })).toMatch(
      /repeated/,
    );
    expect(aiItemProblem({ ...base, type: 'multiple', options: ['a', 'b'], answer: ['b'] })).toMatch(/index/);
    expect(aiItemProblem({ ...base, type: 'multiple', options: ['a', 'b'], answer: ['0', '0'] })).toMatch(
      /repeated answer/,
    );
    expect(aiItemProblem({ ...base, type: 'ox', options: [], answer: ['o'] })).toMatch(/O or X/);
    expect(aiItemProblem({ ...base, type: 'subjective', options: ['x'], answer: ['a'] })).toMatch(
      /no options/,
    );
    expect(aiItemProblem({ ...base, type: 'subjective', options: [], answer: ['a', ' A'] })).toMatch(
      /repeated/,
    );
    expect(parseAiItem({ question: 'x'.repeat(201), type: 'ox', options: [], answer: ['O'] })).toBeNull();
  });
});

describe('conversion to a quiz item (spec §3)', () => {
  it('multiple: answerList as numbers from index strings, choiceList {text, richText}, a new 8-char id', () => {
    const saved = aiItemToSavedQuiz(
      item({ options: ['Apple', 'Rock', 'Pear', 'Iron'], answer: ['0', '2'], comment: 'x' }),
    );
    expect(quizSavedSchema.parse(saved)).toEqual(saved);
    expect(saved).toMatchObject({
      type: 'multiple',
      question: 'Which is a fruit?',
      questionRichText: '<p>Which is a fruit?</p>',
      hint: null,
      answerList: [0, 2],
    });
    expect(saved.id).toHaveLength(8);
    expect(saved.type === 'multiple' && saved.choiceList[0]).toEqual({
      text: 'Apple',
      richText: '<p>Apple</p>',
      imageUrl: null,
    });
    expect(aiItemToSavedQuiz(item({ options: ['a', 'b'] })).id).not.toBe(saved.id);
  });

  it('multiple: blank options are dropped with their answers following, >5 cut keeping answers, <2 padded', () => {
    const dropped = aiItemToSavedQuiz(item({ options: ['', 'A', ' ', 'B'], answer: ['3'] }));
    expect(
      dropped.type === 'multiple' && [dropped.choiceList.map((c) => c.text), dropped.answerList],
    ).toEqual([['A', 'B'], [1]]);
    const cut = aiItemToSavedQuiz(item({ options: ['1', '2', '3', '4', '5', '6', '7'], answer: ['6'] }));
    expect(cut.type === 'multiple' && [cut.choiceList.map((c) => c.text), cut.answerList]).toEqual([
      ['1', '2', '3', '4', '7'],
      [4],
    ]);
    const padded = aiItemToSavedQuiz(item({ options: ['only'], answer: ['0'] }));
    expect(padded.type === 'multiple' && padded.choiceList.map((c) => c.text)).toEqual(['only', '']);
  });

  it('multiple: no answer is invented; validation then asks for one', () => {
    const quiz = aiItemToQuiz(item({ options: ['A', 'B'], answer: ['B', '9'] }));
    expect(validateQuiz(quiz, 0).map((issue) => issue.key)).toEqual(['validation.answer.required']);
  });

  it("ox: the first answer entry, 'O' or 'X' in either case", () => {
    for (const [answer, expected] of [
      [['O'], 'o'],
      [['x', 'O'], 'x'],
      [[' X '], 'x'],
    ] as const) {
      const saved = aiItemToSavedQuiz(item({ type: 'ox', answer: [...answer] }));
      expect(saved.type === 'ox' && saved.answer).toBe(expected);
    }
    const unreadable = aiItemToQuiz(item({ type: 'ox', answer: ['maybe'] }));
    expect(unreadable.type === 'ox' && unreadable.answer).toBe('');
    expect(validateQuiz(unreadable, 0).map((issue) => issue.key)).toEqual(['validation.ox.answerRequired']);
  });

  it('subjective: the answers as answerList, trimmed, distinct, at most 5; none → one empty answer', () => {
    const saved = aiItemToSavedQuiz(
      item({ type: 'subjective', answer: [' Seoul ', 'Seoul', '', '서울', 'a', 'b', 'c', 'd'] }),
    );
    expect(saved.type === 'subjective' && saved.answerList).toEqual(['Seoul', '서울', 'a', 'b', 'c']);
    const empty = aiItemToSavedQuiz(item({ type: 'subjective', answer: [] }));
    expect(empty.type === 'subjective' && empty.answerList).toEqual(['']);
  });

  it('a builder card keeps the new id and converts to a valid question', () => {
    const quiz = aiItemToQuiz(item({ options: ['Apple', 'Rock'], answer: ['0'] }));
    expect(quiz.id).toHaveLength(8);
    expect(validateQuiz(quiz, 0)).toEqual([]);
  });
});
