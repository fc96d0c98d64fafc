import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { preloaded, usePreloadAfterPaint, usePreloadSettled } from '../../../components/preloaded';
import { PageLoader } from '../../../components/query-state';
import { useEditModeDismiss } from '../lib/use-edit-mode-dismiss';
import { editParts } from '../questions/edit-parts';
import { useQuizIds } from '../store/selectors';
import type { QuizListFrameProps } from './card-sortable';
import { QuizCard } from './quiz-card';

/** The cards as they are, before dnd-kit has loaded: the same list, nothing to drag yet. */
function StillQuizList({ children }: QuizListFrameProps) {
  return children;
}

/**
 * The drag-and-drop frame (sortable-quiz-list.tsx). Its code starts loading with the build page
 * and nearly always arrives before the page's data, so the list is drawn sortable from the start
 * (issue 20 item 1: dnd-kit out of /build's first load). The still list is drawn only after a failed
 * load: the cards stay editable, nothing can be dragged.
 */
export const QuizListFrame = preloaded<QuizListFrameProps>(
  () => import('./sortable-quiz-list').then((module) => module.SortableQuizList),
  StillQuizList,
);

const EDIT_PARTS = [editParts];

/**
 * The sortable card list (spec §2 Step 1; the drag rules in sortable-quiz-list.tsx). The cards are
 * memoised by id and index, and their views by quiz, so a reorder re-renders only the moved cards'
 * shells (quiz-list.test.tsx counts it).
 */
export function QuizList() {
  const { t } = useTranslation('quiz-builder');
  const ids = useQuizIds();
  const editHintId = useId();
  useEditModeDismiss();
  // Cards drawn in the still frame and then in the sortable one would be mounted afresh when dnd-kit
  // arrived (the frame's element type changes above them): a teacher typing in a card on a slow
  // tablet lost her caret and focus. So cards wait for the frame's load to settle (the rest of one
  // chunk that started with the page), a loader meanwhile; the empty list has nothing to lose.
  const frameSettled = usePreloadSettled(QuizListFrame);
  // A list with cards is about to be edited: the editor's code is asked for once it is on screen.
  usePreloadAfterPaint(ids.length > 0, EDIT_PARTS);

  if (ids.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="quiz-list-empty">
        {t('list.empty')}
      </Text>
    );
  }
  if (!frameSettled) return <PageLoader />;

  return (
    <QuizListFrame ids={ids}>
      <Stack gap="md" aria-label={t('list.label')} data-testid="quiz-list">
        {ids.map((id, index) => (
          <QuizCard key={id} id={id} index={index} editHintId={editHintId} />
        ))}
      </Stack>
      <VisuallyHidden id={editHintId}>{t('card.editHint')}</VisuallyHidden>
    </QuizListFrame>
  );
}
