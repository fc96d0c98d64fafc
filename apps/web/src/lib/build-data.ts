import type { CategoryTree, CategoryTreeData, MapTemplate, PublisherOption } from '@quizset/domain';
import { useQuery } from '@tanstack/react-query';
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
 * Build data under `['buildData']`, shared by the builder and the quiz view (template names and
 * thumbnails, category and publisher labels). The server answers it without a session too.
 */
export function useBuildData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.buildData,
    queryFn: ({ signal }) => fetchBuildData(signal),
    select: (body) => body.data,
    enabled,
    staleTime: 10 * 60_000,
  });
}
