import type { CategoryTree, CategoryTreeData, MapTemplate, PublisherOption } from '@quizset/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** What the server wrote on the user's last save (spec §3 "User": build info). */
export interface LastQuizSetCreationInfo {
  createdAt: string;
  categoryTreeData: CategoryTreeData;
  isLastSchoolInfoSaved: boolean;
}

/**
 * GET /api/quiz-builder/build-data (api.md "Building", spec §7 "Build data load"): the templates
 * offered in the user's country, its category tree and publisher options, and `userBuildInfo`.
 */
export interface BuildData {
  templates: MapTemplate[];
  userBuildInfo: { lastQuizSetCreationInfo: LastQuizSetCreationInfo | null; countryCode: string };
  categoryTree: CategoryTree;
  publishers: PublisherOption[];
}

/**
 * The cache holds the response body `{ data }` and readers `select` the data: the builder's own
 * hook (features/quiz-builder/api/build-data.ts) shares this key and stores the same shape, so the
 * two can never read each other's entry wrongly.
 */
export function fetchBuildData(signal?: AbortSignal): Promise<{ data: BuildData }> {
  return apiRequest<{ data: BuildData }>('/api/quiz-builder/build-data', { signal });
}

/**
 * The `['buildData']` query, one definition for the hook and for main.tsx, which starts it on /build
 * before the page's code has arrived (app/first-data.ts). The server answers it without a session too.
 */
export const buildDataQuery = queryOptions({
  queryKey: queryKeys.buildData,
  queryFn: ({ signal }) => fetchBuildData(signal),
  staleTime: 10 * 60_000,
});

/**
 * Build data under `['buildData']`, shared by the builder and the quiz view (template names and
 * thumbnails, category and publisher labels).
 */
export function useBuildData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...buildDataQuery, select: (body) => body.data, enabled });
}
