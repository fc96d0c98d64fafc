import type { AiTutorTemplate } from '@quizset/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/ai-tutor-templates (spec §7; api.md): every tutor template, for the chooser. */
export function useAiTutorTemplates(enabled: boolean) {
  return useQuery({
    queryKey: ['aiTutorTemplates'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: AiTutorTemplate[] }>('/api/ai-tutor-templates', { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
