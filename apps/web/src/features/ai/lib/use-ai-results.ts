import { notifications } from '@mantine/notifications';
import { MAX_QUIZ_COUNT } from '@quizset/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { useQuizIds } from '../../quiz-builder/store/selectors';
import type { AiItem } from '../api';
import { useAiUiStore } from '../store/ai-ui-store';
import { addAiItems } from './add-ai-items';
import { countExceededAlert } from './error-alerts';
import { addedIndexes, type Selection, selectionLimit, toggleAll, toggleItem } from './selection';

/** The "N questions added" toast; an AI modal opening takes it away (it would cover a phone's footer). */
export const ADDED_TOAST_ID = 'ai-added';

export interface AiResults {
  items: AiItem[];
  selection: Selection;
  /** How many more may be selected: 20 minus the questions in the set (spec §9). */
  limit: number;
  setItems: (items: AiItem[]) => void;
  toggle: (index: number) => void;
  toggleAll: () => void;
  /** Adds the selected items as cards (one undoable list edit); returns the new cards' ids. */
  addSelected: () => string[];
}

/**
 * The results of one AI generation with the selection rules of spec §4 (lib/selection.ts): a step
 * the limit refuses raises the count-exceeded alert (spec §8 "AI quiz limit"). Adding goes through
 * the build store's `editList`, so it is undoable like any list edit; an added item stays in the list
 * faded with its 'added' chip for as long as its card is in the set.
 */
export function useAiResults(): AiResults {
  const { t } = useTranslation('ai');
  const quizIds = useQuizIds();
  const limit = selectionLimit(quizIds.length);
  const [items, setItemsState] = useState<AiItem[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [addedIds, setAddedIds] = useState<ReadonlyMap<number, string>>(new Map());
  const selection: Selection = { selected, added: addedIndexes(addedIds, quizIds) };

  const showExceeded = (remaining: number) =>
    useAiUiStore.getState().showAlert(countExceededAlert(remaining, MAX_QUIZ_COUNT));

  const setItems = useCallback((next: AiItem[]) => {
    setItemsState(next);
    setSelected([]);
    setAddedIds(new Map());
  }, []);

  const apply = (step: { selected: number[]; isExceeded: boolean }) => {
    setSelected(step.selected);
    if (step.isExceeded) showExceeded(limit);
  };

  const addSelected = () => {
    const chosen = selected.flatMap((index) => (items[index] ? [{ index, item: items[index] }] : []));
    if (chosen.length === 0) return [];
    let newIds: string[] = [];
    let refusedRemaining: number | null = null;
    useBuildStore.getState().editList((form) => {
      const result = addAiItems(
        form,
        chosen.map(({ item }) => item),
      );
      if (!result.ok) {
        refusedRemaining = result.remaining;
        return form;
      }
      newIds = result.quizIds;
      return result.form;
    });
    if (refusedRemaining !== null) {
      showExceeded(refusedRemaining);
      return [];
    }
    setAddedIds((previous) => {
      const next = new Map(previous);
      chosen.forEach(({ index }, position) => {
        const id = newIds[position];
        if (id) next.set(index, id);
      });
      return next;
    });
    setSelected([]);
    notifications.show({
      id: ADDED_TOAST_ID,
      message: t('results.addedToast', { count: newIds.length }),
      autoClose: 3000,
    });
    return newIds;
  };

  return {
    items,
    selection,
    limit,
    setItems,
    toggle: (index) => apply(toggleItem(selection, index, limit)),
    toggleAll: () => apply(toggleAll(selection, items.length, limit)),
    addSelected,
  };
}
