import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { DRAG_ACTIVATION_DISTANCE_PX, DRAG_TOUCH_DELAY_MS, DRAG_TOUCH_TOLERANCE_PX } from '@quizset/domain';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditModeDismiss } from '../lib/use-edit-mode-dismiss';
import { useBuildStore } from '../store/build-store';
import { moveQuiz } from '../store/operations';
import { useQuizIds } from '../store/selectors';
import { QuizCard } from './quiz-card';

/**
 * The sortable card list (spec §2 Step 1). Pointer drags start after 10 px, touch after 100 ms within
 * 10 px (so scrolling a phone never picks a card up), and the keyboard sorts with space/arrows. Screen
 * readers hear translated announcements naming question numbers, not internal ids. A move is an
 * undoable list edit (issue 3). The cards are memoised by id and index, and their views by quiz, so a
 * reorder re-renders only the moved cards' shells (quiz-list.test.tsx counts it).
 */
export function QuizList() {
  const { t } = useTranslation('quiz-builder');
  const ids = useQuizIds();
  const editList = useBuildStore((state) => state.editList);
  const editHintId = useId();
  useEditModeDismiss();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements = useMemo<Announcements>(() => {
    const numberOf = (id: string | number) => ids.indexOf(String(id)) + 1;
    return {
      onDragStart: ({ active }) => t('dnd.pickedUp', { number: numberOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('dnd.over', { number: numberOf(active.id), position: numberOf(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('dnd.dropped', { number: numberOf(active.id), position: numberOf(over.id) }) : undefined,
      onDragCancel: ({ active }) => t('dnd.cancelled', { number: numberOf(active.id) }),
    };
  }, [ids, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    editList((form) => moveQuiz(form, from, to));
  };

  if (ids.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="quiz-list-empty">
        {t('list.empty')}
      </Text>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="md" aria-label={t('list.label')} data-testid="quiz-list">
          {ids.map((id, index) => (
            <QuizCard key={id} id={id} index={index} editHintId={editHintId} />
          ))}
        </Stack>
        <VisuallyHidden id={editHintId}>{t('card.editHint')}</VisuallyHidden>
      </SortableContext>
    </DndContext>
  );
}
