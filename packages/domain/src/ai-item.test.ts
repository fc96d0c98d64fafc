import { describe, expect, it } from 'vitest';
import { type AiItem, aiItemSchema, aiItemToQuiz } from './ai-item';
import { validateQuiz } from './validation';

const item = (overrides: Partial<AiItem>): AiItem =>
  aiItemSchema.parse({
    question: 'Which is a fruit?',
    type: 'MULTIPLE_CHOICE',
    options: [],
    answer: [],
    ...overrides,
  });

function expectMultipleChoice(quiz: ReturnType<typeof aiItemToQuiz>) {
  if (quiz.type !== 'MULTIPLE_CHOICE') throw new Error(`expected MULTIPLE_CHOICE, got ${quiz.type}`);
  return quiz;
}

describe('aiItemSchema (spec §3)', () => {
  it('parses the wire item, comment optional', () => {
    expect(
      aiItemSchema.parse({ question: 'q', type: 'OX', options: [], answer: ['o'] }).comment,
    ).toBeUndefined();
    expect(aiItemSchema.safeParse({ question: 'q', type: 'ESSAY', options: [], answer: [] }).success).toBe(
      false,
    );
  });
});

describe('aiItemToQuiz (spec §3)', () => {
  it('maps options to choices and marks answers by text, with fresh 8-char ids', () => {
    const quiz = expectMultipleChoice(
      aiItemToQuiz(
        item({ options: ['Apple', 'Rock', 'Pear', 'Iron'], answer: [' apple ', 'PEAR'], comment: 'x' }),
      ),
    );
    expect(quiz.id).toHaveLength(8);
    expect(quiz.question).toBe('Which is a fruit?');
    expect(quiz.questionRichText).toBe('<p>Which is a fruit?</p>');
    expect(quiz.hint).toBeNull();
    expect(quiz.choiceList.map((choice) => [choice.text, choice.isAnswer])).toEqual([
      ['Apple', true],
      ['Rock', false],
      ['Pear', true],
      ['Iron', false],
    ]);
    const ids = [quiz.id, ...quiz.choiceList.map((choice) => choice.id)];
    expect(ids.every((id) => /^[0-9A-Za-z]{8}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(validateQuiz(quiz, 0)).toEqual([]);
  });

  it('gives new ids on every conversion', () => {
    const source = item({ options: ['a', 'b'], answer: ['a'] });
    expect(aiItemToQuiz(source).id).not.toBe(aiItemToQuiz(source).id);
  });

  it('falls back to a 1-based answer number when no text matches', () => {
    const quiz = expectMultipleChoice(aiItemToQuiz(item({ options: ['a', 'b', 'c'], answer: ['2'] })));
    expect(quiz.choiceList.map((choice) => choice.isAnswer)).toEqual([false, true, false]);
  });

  it('marks nothing when the answer matches nothing (validation asks)', () => {
    const quiz = expectMultipleChoice(aiItemToQuiz(item({ options: ['a', 'b'], answer: ['z'] })));
    expect(quiz.choiceList.some((choice) => choice.isAnswer)).toBe(false);
    expect(validateQuiz(quiz, 0).map((issue) => issue.reason)).toEqual(['no_answer']);
  });

  it('trims to 5 choices keeping the answers, drops blanks and repeats', () => {
    const quiz = expectMultipleChoice(
      aiItemToQuiz(item({ options: ['a', 'b', ' ', 'c', 'A', 'd', 'e', 'f', 'g'], answer: ['g'] })),
    );
    expect(quiz.choiceList.map((choice) => choice.text)).toEqual(['a', 'b', 'c', 'd', 'g']);
    expect(quiz.choiceList.at(-1)?.isAnswer).toBe(true);
  });

  it('pads to 2 choices with empty ones', () => {
    const quiz = expectMultipleChoice(aiItemToQuiz(item({ options: ['only'], answer: ['only'] })));
    expect(quiz.choiceList.map((choice) => [choice.text, choice.isAnswer])).toEqual([
      ['only', true],
      ['', false],
    ]);
  });

  it('converts OX answers, tolerant of wording', () => {
    const ox = (answer: string[]) => {
      const quiz = aiItemToQuiz(item({ type: 'OX', answer }));
      if (quiz.type !== 'OX') throw new Error('type');
      return quiz.answer;
    };
    expect(ox(['o'])).toBe('o');
    expect(ox(['X'])).toBe('x');
    expect(ox(['True'])).toBe('o');
    expect(ox(['거짓'])).toBe('x');
    expect(ox(['maybe'])).toBe('');
    expect(ox([])).toBe('');
  });

  it('converts subjective answers: distinct, non-blank, at most 5', () => {
    const quiz = aiItemToQuiz(
      item({ type: 'SUBJECTIVE', answer: ['Seoul', ' seoul ', '', '서울', 'a', 'b', 'c', 'd'] }),
    );
    if (quiz.type !== 'SUBJECTIVE') throw new Error('type');
    expect(quiz.answerList.map((answer) => answer.text)).toEqual(['Seoul', '서울', 'a', 'b', 'c']);
    expect(quiz.answerList.every((answer) => answer.id.length === 8)).toBe(true);
    const empty = aiItemToQuiz(item({ type: 'SUBJECTIVE', answer: [] }));
    if (empty.type !== 'SUBJECTIVE') throw new Error('type');
    expect(empty.answerList.map((answer) => answer.text)).toEqual(['']);
  });

  it('escapes HTML in AI text', () => {
    const quiz = expectMultipleChoice(
      aiItemToQuiz(item({ question: 'Is 1 < 2?', options: ['<img onerror=x>', 'no'], answer: ['no'] })),
    );
    expect(quiz.questionRichText).toBe('<p>Is 1 &lt; 2?</p>');
    expect(quiz.choiceList[0]?.richText).toBe('<p>&lt;img onerror=x&gt;</p>');
  });
});
