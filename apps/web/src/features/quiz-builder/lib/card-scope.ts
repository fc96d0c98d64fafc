import { createContext, type RefObject, useContext } from 'react';

/**
 * The DOM element of the card a field sits in. The question image listens for pasted images on the
 * whole card (issue 3 "Drop and paste work only in edit mode"), so a screenshot pasted while typing
 * the question lands on the card; choice images keep their own, inner scope.
 */
export const CardScopeContext = createContext<RefObject<HTMLElement | null> | null>(null);

export function useCardScope(): RefObject<HTMLElement | null> | undefined {
  return useContext(CardScopeContext) ?? undefined;
}
