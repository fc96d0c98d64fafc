import { createEmptyQuizSetForm, createOx, MAX_QUIZ_COUNT } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import * as op from './operations';

/** Issue 3 "The 20-question limit applies to add, duplicate and AI add alike"; delete undo. */
const formOf = (count: number) => ({
  ...createEmptyQuizSetForm(),
  quizList: Array.from({ length: count }, () => createOx()),
});

describe('addQuizzes (AI add)', () => {
  it('adds all that fit with new ids and reports how many', () => {
    const batch = [createOx('same0001'), createOx('same0001'), createOx('same0001')];
    const result = op.addQuizzes(formOf(18), batch);
    expect([result.requested, result.added, result.isLimited]).toEqual([3, 2, true]);
    expect(result.form.quizList).toHaveLength(MAX_QUIZ_COUNT);
    expect(new Set(result.quizIds).size).toBe(2);
    expect(result.quizIds).not.toContain('same0001');
  });

  it('adds nothing at the limit and everything below it', () => {
    const full = formOf(MAX_QUIZ_COUNT);
    const none = op.addQuizzes(full, [createOx()]);
    expect([none.added, none.isLimited, none.form]).toEqual([0, true, full]);
    expect(op.addQuizzes(formOf(0), [createOx(), createOx()]).isLimited).toBe(false);
  });
});

describe('restoreQuiz (delete undo)', () => {
  it('puts the card back at its position, clamped, once', () => {
    const form = formOf(3);
    const victim = form.quizList[1]!;
    const deleted = op.deleteQuiz(form, victim.id);
    const result = op.restoreQuiz(deleted, victim, 1);
    expect(result.ok && result.form.quizList.map((q) => q.id)).toEqual(form.quizList.map((q) => q.id));
    if (!result.ok) throw new Error('limit');
    expect(op.restoreQuiz(result.form, victim, 1)).toEqual({
      ok: true,
      form: result.form,
      quizId: victim.id,
    });
    const end = op.restoreQuiz(op.deleteQuiz(deleted, deleted.quizList[1]!.id), victim, 5);
    expect(end.ok && end.form.quizList.at(-1)?.id).toBe(victim.id);
  });

  it('respects the limit', () => {
    expect(op.restoreQuiz(formOf(MAX_QUIZ_COUNT), createOx(), 0)).toEqual({
      ok: false,
      reason: 'QUIZ_LIMIT',
    });
  });
});
