import type { QuizEdit } from '@quizset/domain';
import { memo } from 'react';
import { MultipleEditor } from './multiple-choice';
import { MultipleChoiceView } from './multiple-choice-view';
import { OxEditor } from './ox';
import { OxView } from './ox-view';
import { SubjectiveEditor } from './subjective';
import { SubjectiveView } from './subjective-view';
import type { QuestionTypeUiMap } from './types';

/** One entry per question type (stack.md style 3); the card and the add bar read only this map. */
export const questionTypeUi: QuestionTypeUiMap = {
  multiple: {
    type: 'multiple',
    labelKey: 'types.multiple',
    Editor: MultipleEditor,
    View: MultipleChoiceView,
  },
  ox: { type: 'ox', labelKey: 'types.ox', Editor: OxEditor, View: OxView },
  subjective: {
    type: 'subjective',
    labelKey: 'types.subjective',
    Editor: SubjectiveEditor,
    View: SubjectiveView,
  },
};

/**
 * Renders the editor of `quiz`'s type. The switch narrows `quiz` per branch so each editor receives
 * its own quiz type without a cast; the map stays the single place that names the editors. Memoised:
 * only the card in edit mode has one, and it re-renders when its quiz or position changes.
 */
export const QuestionEditor = memo(function QuestionEditor({
  quiz,
  index,
}: {
  quiz: QuizEdit;
  index: number;
}) {
  switch (quiz.type) {
    case 'multiple': {
      const { Editor } = questionTypeUi.multiple;
      return <Editor quiz={quiz} index={index} />;
    }
    case 'ox': {
      const { Editor } = questionTypeUi.ox;
      return <Editor quiz={quiz} index={index} />;
    }
    case 'subjective': {
      const { Editor } = questionTypeUi.subjective;
      return <Editor quiz={quiz} index={index} />;
    }
  }
});

/**
 * View mode of `quiz` (issue 3). Memoised on the quiz object alone: operations keep untouched quizzes'
 * identity, so a drag reorder, or an edit in another card, does not re-render it (issue 3 "Performance").
 */
export const QuestionView = memo(function QuestionView({ quiz }: { quiz: QuizEdit }) {
  switch (quiz.type) {
    case 'multiple': {
      const { View } = questionTypeUi.multiple;
      return <View quiz={quiz} />;
    }
    case 'ox': {
      const { View } = questionTypeUi.ox;
      return <View quiz={quiz} />;
    }
    case 'subjective': {
      const { View } = questionTypeUi.subjective;
      return <View quiz={quiz} />;
    }
  }
});
