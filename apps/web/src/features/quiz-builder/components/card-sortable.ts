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

/** The cards when dnd-kit could not load (quiz-list.tsx): in place, editable, nothing to drag. */
export function useStillCard(_id: string): CardSortable {
  return STILL;
}

/**
 * The hook each card calls for its sortable state: sortable-quiz-list.tsx's `useSortableCard`, or
 * `useStillCard` after a failed load. A list never switches hooks while its cards are mounted: the
 * frame that provides the hook is what changes, and its cards would mount anew, so quiz-list.tsx
 * draws cards only once the frame's load has settled.
 */
export const CardSortableContext = createContext<(id: string) => CardSortable>(useStillCard);

/** What frames the card list (quiz-list.tsx): the ids in order, and the cards. */
export interface QuizListFrameProps {
  ids: string[];
  children: ReactNode;
}
