import type { CategoryTree, MapTemplate, PublisherOption } from '@quizset/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/quiz-builder/build-data (api.md "Building"): templates, category tree and publishers. */
export interface BuildData {
  templates: MapTemplate[];
  userBuildInfo: { lastQuizSetCreationInfo: unknown; countryCode: string };
  categoryTree: CategoryTree;
  publishers: PublisherOption[];
}

export function useBuildData() {
  return useQuery({
    queryKey: queryKeys.buildData,
    queryFn: ({ signal }) => apiRequest<{ data: BuildData }>('/api/quiz-builder/build-data', { signal }),
    select: (body) => body.data,
    // Templates and trees change with deploys, not while a teacher writes.
    staleTime: 10 * 60 * 1000,
  });
}
