import type { QuizEdit } from '@quizset/domain';
import { memo } from 'react';
import { MultipleChoiceEditor } from './multiple-choice';
import { MultipleChoiceView } from './multiple-choice-view';
import { OxEditor } from './ox';
import { OxView } from './ox-view';
import { SubjectiveEditor } from './subjective';
import { SubjectiveView } from './subjective-view';
import type { QuestionTypeUiMap } from './types';

/** One entry per question type (stack.md style 3); the card and the add bar read only this map. */
export const questionTypeUi: QuestionTypeUiMap = {
  MULTIPLE_CHOICE: {
    type: 'MULTIPLE_CHOICE',
    labelKey: 'types.MULTIPLE_CHOICE',
    Editor: MultipleChoiceEditor,
    View: MultipleChoiceView,
  },
  OX: { type: 'OX', labelKey: 'types.OX', Editor: OxEditor, View: OxView },
  SUBJECTIVE: {
    type: 'SUBJECTIVE',
    labelKey: 'types.SUBJECTIVE',
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
    case 'MULTIPLE_CHOICE': {
      const { Editor } = questionTypeUi.MULTIPLE_CHOICE;
      return <Editor quiz={quiz} index={index} />;
    }
    case 'OX': {
      const { Editor } = questionTypeUi.OX;
      return <Editor quiz={quiz} index={index} />;
    }
    case 'SUBJECTIVE': {
      const { Editor } = questionTypeUi.SUBJECTIVE;
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
    case 'MULTIPLE_CHOICE': {
      const { View } = questionTypeUi.MULTIPLE_CHOICE;
      return <View quiz={quiz} />;
    }
    case 'OX': {
      const { View } = questionTypeUi.OX;
      return <View quiz={quiz} />;
    }
    case 'SUBJECTIVE': {
      const { View } = questionTypeUi.SUBJECTIVE;
      return <View quiz={quiz} />;
    }
  }
});
