import type { QuizSetSummary, SearchOrder, SearchType } from '@quizset/domain';
import { PAGE_SIZE, SEARCH_ORDERS, SEARCH_TYPES } from '@quizset/domain';
import type { QuizSetListParams } from './query-keys';

/** One page of a quiz set list (api.md "Conventions": `{ data, currentPage, totalPages }`, pages from 1). */
export interface QuizSetPage {
  data: QuizSetSummary[];
  currentPage: number;
  totalPages: number;
}

/** `useInfiniteQuery`'s next page: one past the current one until `totalPages`. */
export function nextPageParam(lastPage: QuizSetPage): number | undefined {
  return lastPage.currentPage < lastPage.totalPages ? lastPage.currentPage + 1 : undefined;
}

/**
 * Body of POST /api/users/myquiz and POST /api/users/{id}/quizsets (api.md "Building"):
 * `{ page, limit, order, categoryFilters?: { criteria: { searchText, searchType } } }`.
 * The criteria are sent only when there is text, so an empty search is the plain list.
 */
export function toUserListBody(params: QuizSetListParams, page: number) {
  const searchText = params.q.trim();
  return {
    page,
    limit: PAGE_SIZE,
    order: params.order,
    ...(searchText ? { categoryFilters: { criteria: { searchText, searchType: params.qType } } } : {}),
  };
}

/** Query string of GET /api/quizsets (api.md "Building"); empty `q` is left out. */
export function toPublicListQuery(params: QuizSetListParams, page: number): string {
  const query = new URLSearchParams();
  const q = params.q.trim();
  if (q) query.set('q', q);
  query.set('qType', params.qType);
  query.set('order', params.order);
  query.set('page', String(page));
  return query.toString();
}

export function isSearchType(value: string | null): value is SearchType {
  return (SEARCH_TYPES as readonly (string | null)[]).includes(value);
}

export function isSearchOrder(value: string | null): value is SearchOrder {
  return (SEARCH_ORDERS as readonly (string | null)[]).includes(value);
}
