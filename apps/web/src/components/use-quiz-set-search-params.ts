import type { SearchOrder } from '@quizset/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { QuizSetListParams } from '../lib/query-keys';
import { isSearchOrder, isSearchType } from '../lib/quiz-set-list';

/**
 * The list search state kept in the URL (issue 2 §10: `q`, `qType`, `order` "kept in the URL"), so
 * a search can be shared, reloaded and stepped through with back/forward.
 *
 * Unknown values fall back to the defaults (`ALL`, `defaultOrder`); defaults are left out of the
 * URL so the plain list has a plain address. `defaultOrder` is POPULARITY on /public and RECENTLY on
 * profile pages (issue 2 §10).
 */
export function useQuizSetSearchParams(defaultOrder: SearchOrder) {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const rawType = searchParams.get('qType');
  const rawOrder = searchParams.get('order');
  const params = useMemo<QuizSetListParams>(
    () => ({
      q,
      qType: isSearchType(rawType) ? rawType : 'ALL',
      order: isSearchOrder(rawOrder) ? rawOrder : defaultOrder,
    }),
    [q, rawType, rawOrder, defaultOrder],
  );

  const setParams = useCallback(
    (next: Partial<QuizSetListParams>) => {
      setSearchParams((current) => {
        const merged = new URLSearchParams(current);
        const apply = (key: string, value: string | undefined, fallback: string) => {
          if (value === undefined) return;
          if (value === fallback) merged.delete(key);
          else merged.set(key, value);
        };
        apply('q', next.q?.trim(), '');
        apply('qType', next.qType, 'ALL');
        apply('order', next.order, defaultOrder);
        return merged;
      });
    },
    [setSearchParams, defaultOrder],
  );

  return { params, setParams };
}
