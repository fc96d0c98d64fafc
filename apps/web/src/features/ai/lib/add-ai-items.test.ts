import {
  type AiItem,
  createEmptyQuizSetForm,
  createOx,
  type QuizSetForm,
  validateQuiz,
} from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { addAiItems } from './add-ai-items';

const formWith = (count: number): QuizSetForm => ({
  ...createEmptyQuizSetForm(),
  quizList: Array.from({ length: count }, (_, index) => createOx(`ox${String(index).padStart(6, '0')}`)),
});

const items: AiItem[] = [
  {
    question: '태양계에서 가장 큰 행성은?',
    type: 'multiple',
    options: ['수성', '목성', '화성'],
    answer: ['1'],
  },
  { question: '지구는 태양 주위를 돈다.', type: 'ox', options: [], answer: ['O'] },
  { question: '붉은 행성은?', type: 'subjective', options: [], answer: ['화성', 'Mars'] },
];

describe('AI item → quiz item, added to the set (spec §3 "Conversion to a quiz item")', () => {
  it('appends normal cards in order with new 8-character ids, each valid', () => {
    const form = formWith(2);
    const result = addAiItems(form, items);
    if (!result.ok) throw new Error('refused');
    const added = result.form.quizList.slice(2);
    expect(added.map((quiz) => quiz.type)).toEqual(['multiple', 'ox', 'subjective']);
    expect(result.quizIds).toEqual(added.map((quiz) => quiz.id));
    for (const quiz of added) {
      expect(quiz.id).toMatch(/^[A-Za-z0-9_-]{8}$/);
      expect(validateQuiz(quiz, 0)).toEqual([]);
    }
    const multiple = added[0];
    expect(
      multiple?.type === 'multiple' && multiple.choiceList.map((c) => [c.choiceText, c.isAnswer]),
    ).toEqual([
      ['수성', false],
      ['목성', true],
      ['화성', false],
    ]);
    const ox = added[1];
    expect(ox?.type === 'ox' && ox.answer).toBe('o');
    const subjective = added[2];
    expect(subjective?.type === 'subjective' && subjective.answerList.map((a) => a.text)).toEqual([
      '화성',
      'Mars',
    ]);
    // The same items added twice get other ids: cards never share one.
    const again = addAiItems(result.form, items);
    expect(again.ok && again.quizIds.some((id) => result.quizIds.includes(id))).toBe(false);
  });

  it('refuses the whole add when the total would pass 20 (spec §5), changing nothing', () => {
    const form = formWith(18);
    expect(addAiItems(form, items)).toEqual({ ok: false, reason: 'QUIZ_LIMIT', remaining: 2 });
    const fits = addAiItems(form, items.slice(0, 2));
    expect(fits.ok && fits.form.quizList).toHaveLength(20);
  });
});
