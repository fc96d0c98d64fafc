import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { AiCapabilities } from '../api';
import { aiApi } from './ai-api';

/**
 * `GET /api/ai/capabilities` (api.md "AI"): what the configured provider does, so each entry point can
 * explain what needs a configured model (issue 9: "hides nothing but explains"). Undefined while
 * loading or when it cannot be read; the entry points then say nothing extra.
 */
export function useAiCapabilities(): AiCapabilities | undefined {
  return useQuery({
    queryKey: queryKeys.aiCapabilities,
    queryFn: () => aiApi().capabilities(),
    staleTime: 30 * 60_000,
    retry: false,
  }).data;
}

/** True when the provider writes `call` offline without a model (embedded provider), so a note is due. */
export function needsModelNote(
  capabilities: AiCapabilities | undefined,
  call: keyof AiCapabilities['generate'],
): boolean {
  const how = capabilities?.generate[call];
  return how !== undefined && how !== 'model';
}
