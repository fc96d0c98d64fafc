import { createEmptyQuizSetForm, createOx, type QuizEdit } from '@quizset/domain';
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { editParts } from '../questions/edit-parts';
import { initialBuildState, useBuildStore } from '../store/build-store';
import { moveQuiz, updateQuestion } from '../store/operations';
import { QuizList, QuizListFrame } from './quiz-list';

/**
 * Issue 3 "Performance": a drag reorder must not re-render the other cards' editors. The question
 * view / editor components are wrapped to count renders per card id.
 */
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../questions/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('../questions/registry')>();
  const { createElement, memo } = await import('react');
  const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
  return {
    ...original,
    QuestionView: memo(function CountedView(props: { quiz: QuizEdit }) {
      count(props.quiz.id);
      return createElement(original.QuestionView, props);
    }),
    QuestionEditor: memo(function CountedEditor(props: { quiz: QuizEdit; index: number }) {
      count(props.quiz.id);
      return createElement(original.QuestionEditor, props);
    }),
  };
});

beforeAll(async () => {
  // The drag-and-drop frame loads beside the page (quiz-list.tsx): these tests are about the sortable list.
  await QuizListFrame.ready;
  // The card in edit mode draws its editor once the editor's code is here (questions/edit-parts.tsx).
  await editParts.preload();
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
});

describe('render isolation', () => {
  it('a reorder re-renders only the edited card editor (its index changed); a text edit only its own card', () => {
    const quizList = Array.from({ length: 20 }, (_, index) =>
      createOx(`card${String(index).padStart(4, '0')}`),
    );
    useBuildStore.setState({ ...initialBuildState(), form: { ...createEmptyQuizSetForm(), quizList } });
    renderElement(<QuizList />);
    expect(screen.getAllByTestId('quiz-card')).toHaveLength(20);
    act(() => useBuildStore.getState().setEditingQuizId('card0005'));
    renders.clear();

    act(() => useBuildStore.getState().editList((form) => moveQuiz(form, 0, 19)));
    // Card 5 (in edit mode) moved from index 5 to 4: its editor takes the index for field ids.
    expect(Object.fromEntries(renders)).toEqual({ card0005: 1 });

    renders.clear();
    act(() => useBuildStore.getState().edit((form) => updateQuestion(form, 'card0007', 'typed')));
    expect(Object.fromEntries(renders)).toEqual({ card0007: 1 });
  });
});
