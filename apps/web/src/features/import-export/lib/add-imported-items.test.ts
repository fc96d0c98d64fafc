import { createEmptyQuizSetForm, createOx, MAX_QUIZ_COUNT, type QuizSaved } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { addImportedItems } from './add-imported-items';
import { planSplit } from './plan-split';

const saved = (index: number): QuizSaved => ({
  id: `imp${String(index).padStart(5, '0')}`,
  order: index + 1,
  type: 'subjective',
  question: `Question ${index + 1}`,
  questionRichText: `<p>Question ${index + 1}</p>`,
  questionImageUrl: null,
  hint: { type: 'text', value: 'a hint' },
  answerList: ['서울', 'Seoul'],
});

describe('addImportedItems (issue 21: confirmed items join the draft as one edit)', () => {
  it('appends the items in order as cards with new ids, keeping answers and hints', () => {
    const form = { ...createEmptyQuizSetForm(), quizList: [createOx()] };
    const result = addImportedItems(form, [saved(0), saved(1)]);
    if (!result.ok) throw new Error('refused');
    expect(result.form.quizList).toHaveLength(3);
    expect(result.quizIds).toHaveLength(2);
    const added = result.form.quizList[1];
    expect(added).toMatchObject({ type: 'subjective', question: 'Question 1', hint: { value: 'a hint' } });
    if (added?.type !== 'subjective') throw new Error('type');
    expect(added.answerList.map((answer) => answer.text)).toEqual(['서울', 'Seoul']);
    expect(added.id).not.toBe('imp00000');
  });

  it('changes nothing when the items do not fit under 20 (spec §5) and says how many would', () => {
    const form = { ...createEmptyQuizSetForm(), quizList: Array.from({ length: 18 }, () => createOx()) };
    expect(addImportedItems(form, [saved(0), saved(1), saved(2)])).toEqual({
      ok: false,
      reason: 'QUIZ_LIMIT',
      remaining: 2,
    });
  });
});

describe('planSplit (issue 21 "Limits": "{title} (1/3)")', () => {
  it('fills the draft first, then sets of 20, every part titled with its number', () => {
    const items = Array.from({ length: 45 }, (_, index) => saved(index));
    const plan = planSplit('Science', 0, items);
    expect(plan.draft.title).toBe('Science (1/3)');
    expect(plan.draft.items).toHaveLength(MAX_QUIZ_COUNT);
    expect(plan.others.map((part) => [part.title, part.items.length])).toEqual([
      ['Science (2/3)', 20],
      ['Science (3/3)', 5],
    ]);
    expect(plan.others[1]?.items[0]?.question).toBe('Question 41');
  });

  it('counts the questions already in the draft', () => {
    const plan = planSplit(
      '수학',
      15,
      Array.from({ length: 30 }, (_, index) => saved(index)),
    );
    expect(plan.draft.items).toHaveLength(5);
    expect(plan.others.map((part) => part.title)).toEqual(['수학 (2/3)', '수학 (3/3)']);
  });
});
