import { createEmptyQuizSetForm, createOx, MAX_QUIZ_COUNT } from '@quizset/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialBuildState, useBuildStore } from '../store/build-store';
import { addQuizzesToDraft } from './add-quizzes';

/** Issue 3: AI add respects the 20-question limit, opens the limit alert, and is one undoable edit. */
beforeEach(() => useBuildStore.setState(initialBuildState()));

describe('addQuizzesToDraft', () => {
  it('adds what fits, opens the limit alert for the rest, and undoes in one step', () => {
    const quizList = Array.from({ length: MAX_QUIZ_COUNT - 1 }, () => createOx());
    useBuildStore.setState({ form: { ...createEmptyQuizSetForm(), quizList } });
    const result = addQuizzesToDraft([createOx(), createOx()]);
    expect([result.added, result.requested]).toEqual([1, 2]);
    const state = useBuildStore.getState();
    expect([state.form.quizList.length, state.isLimitAlertOpen]).toEqual([MAX_QUIZ_COUNT, true]);
    state.undo();
    expect(useBuildStore.getState().form.quizList).toHaveLength(MAX_QUIZ_COUNT - 1);
  });
});
