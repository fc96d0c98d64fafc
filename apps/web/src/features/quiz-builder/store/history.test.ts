import { createEmptyQuizSetForm, type QuizSetForm } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { emptyHistory, HISTORY_LIMIT, recordEdit, redoEdit, restoreStructure, undoEdit } from './history';
import * as op from './operations';

/** Issue 3 "Undo and redo across the whole list … for structural edits". */
function added(form: QuizSetForm, type: 'ox' | 'subjective' | 'multiple') {
  const result = op.addQuiz(form, type);
  if (!result.ok) throw new Error('limit');
  return result.form;
}

describe('list history', () => {
  it('undoes and redoes a delete, and a new edit clears redo', () => {
    const before = added(added(createEmptyQuizSetForm(), 'ox'), 'subjective');
    const deleted = op.deleteQuiz(before, before.quizList[0]!.id);
    const history = recordEdit(emptyHistory(), before);
    const undone = undoEdit(history, deleted);
    expect(undone?.form.quizList.map((q) => q.id)).toEqual(before.quizList.map((q) => q.id));
    const redone = redoEdit(undone!.history, undone!.form);
    expect(redone?.form.quizList.map((q) => q.type)).toEqual(['subjective']);
    expect(redoEdit(redone!.history, redone!.form)).toBeNull();
    expect(recordEdit(undone!.history, undone!.form).future).toEqual([]);
    expect(undoEdit(emptyHistory(), before)).toBeNull();
  });

  it('keeps text typed after the structural edit when undoing it', () => {
    const before = added(added(createEmptyQuizSetForm(), 'ox'), 'ox');
    const [a, b] = before.quizList.map((q) => q.id) as [string, string];
    const moved = op.moveQuiz(before, 0, 1);
    const typed = op.updateQuestion(moved, a, 'typed later');
    const step = undoEdit(recordEdit(emptyHistory(), before), typed);
    expect(step?.form.quizList.map((q) => [q.id, q.question])).toEqual([
      [a, 'typed later'],
      [b, ''],
    ]);
  });

  it('undoes a type change keeping the current question text', () => {
    const before = added(createEmptyQuizSetForm(), 'multiple');
    const id = before.quizList[0]!.id;
    const changed = op.updateQuestion(op.changeQuizType(before, id, 'ox'), id, 'new text');
    const restored = restoreStructure(changed, before);
    expect([restored.quizList[0]!.type, restored.quizList[0]!.question]).toEqual(['multiple', 'new text']);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let history = emptyHistory();
    const form = createEmptyQuizSetForm();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = recordEdit(history, { ...form, title: String(i) });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]!.title).toBe('5');
  });
});
