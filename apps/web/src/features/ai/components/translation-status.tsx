import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { fetchTranslations, type TranslationState } from '../api/translations';
import { useLazyAiLocales } from '../lib/lazy-locales';
import { useAiCapabilities } from '../lib/use-ai-capabilities';

const COLOR: Record<TranslationState['status'], string> = {
  pending: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'red',
  unavailable: 'orange',
};

/**
 * The AI translation state for the settings' AI translation option (issue 9: "the settings say so
 * instead of pretending"): without a model that translates (`GET /api/ai/capabilities`) a note says
 * the chosen languages will not be translated; for a saved set, each chosen language's state
 * (`GET /api/quizsets/{id}/translations`). Issue 8 owns the settings section; it mounts this.
 */
export function TranslationStatus({
  quizSetId,
  languages,
}: {
  quizSetId?: string;
  languages: readonly string[];
}) {
  useLazyAiLocales();
  const { t } = useTranslation('ai');
  const capabilities = useAiCapabilities();
  const states = useQuery({
    queryKey: queryKeys.aiTranslations(quizSetId),
    queryFn: ({ signal }) => fetchTranslations(quizSetId as string, signal),
    enabled: Boolean(quizSetId) && languages.length > 0,
    // While some language is still on its way, look again.
    refetchInterval: (query) =>
      Object.values(query.state.data ?? {}).some(
        (state) => state.status === 'pending' || state.status === 'running',
      )
        ? 5000
        : false,
  }).data;
  if (languages.length === 0) return null;
  return (
    <Stack gap={4} data-testid="ai-translation-status">
      {capabilities && !capabilities.translate && (
        <Text size="sm" c="orange.8" data-testid="ai-translation-needs-model">
          {t('translation.needsModel')}
        </Text>
      )}
      {states && (
        <Group gap={6}>
          {languages.map((language) => {
            const state = states[language];
            return (
              <Badge key={language} variant="light" color={state ? COLOR[state.status] : 'gray'}>
                {t('translation.state', {
                  language,
                  status: t(`translation.status.${state?.status ?? 'pending'}`),
                })}
              </Badge>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
