import { type CSSProperties, createContext, type HTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * What a card needs from dnd-kit's `useSortable` (spec §2 Step 1: cards reorder by drag and by
 * keyboard): refs for the card and its handle, the handle's attributes and listeners, and the
 * card's motion while it moves.
 */
export interface CardSortable {
  setNodeRef: (node: HTMLElement | null) => void;
  setActivatorNodeRef: Ref<HTMLButtonElement>;
  handleProps: HTMLAttributes<HTMLElement>;
  style: Pick<CSSProperties, 'transform' | 'transition'>;
  isDragging: boolean;
}

const STILL: CardSortable = {
  setNodeRef: () => {},
  setActivatorNodeRef: () => {},
  handleProps: {},
  style: {},
  isDragging: false,
};

/** The cards before dnd-kit is there (quiz-list.tsx): in place, nothing to drag yet. */
export function useStillCard(_id: string): CardSortable {
  return STILL;
}

/**
 * The hook each card calls for its sortable state: `useStillCard` until dnd-kit has loaded, then
 * sortable-quiz-list.tsx's `useSortableCard`. A list never switches hooks while its cards are
 * mounted: the frame that provides the hook is what changes, and its cards mount anew.
 */
export const CardSortableContext = createContext<(id: string) => CardSortable>(useStillCard);

/** What frames the card list (quiz-list.tsx): the ids in order, and the cards. */
export interface QuizListFrameProps {
  ids: string[];
  children: ReactNode;
}
