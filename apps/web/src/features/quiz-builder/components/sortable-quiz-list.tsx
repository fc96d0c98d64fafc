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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DRAG_ACTIVATION_DISTANCE_PX, DRAG_TOUCH_DELAY_MS, DRAG_TOUCH_TOLERANCE_PX } from '@quizset/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildStore } from '../store/build-store';
import { moveQuiz } from '../store/operations';
import { type CardSortable, CardSortableContext, type QuizListFrameProps } from './card-sortable';

/** One card's dnd-kit state in the shape cards use (card-sortable.ts). */
function useSortableCard(id: string): CardSortable {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return {
    setNodeRef,
    setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners },
    style: { transform: CSS.Transform.toString(transform), transition },
    isDragging,
  };
}

/**
 * The card list's drag and drop (spec §2 Step 1), dnd-kit's ~20 kB gzip out of /build's first load
 * (issue 20 item 1; quiz-list.tsx loads it beside the page's data). Pointer drags start after 10 px,
 * touch after 100 ms within 10 px (so scrolling a phone never picks a card up), and the keyboard
 * sorts with space/arrows. Screen readers hear translated announcements naming question numbers,
 * not internal ids. A move is an undoable list edit (issue 3).
 */
export function SortableQuizList({ ids, children }: QuizListFrameProps) {
  const { t } = useTranslation('quiz-builder');
  const editList = useBuildStore((state) => state.editList);
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

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <CardSortableContext.Provider value={useSortableCard}>{children}</CardSortableContext.Provider>
      </SortableContext>
    </DndContext>
  );
}
