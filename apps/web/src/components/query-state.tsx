import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { errorText } from '../lib/error-text';

/** Shared loading / empty / error states so every page fails and waits the same way. */

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh" role="status" aria-live="polite" aria-busy="true">
      <Loader aria-label={t('status.loading')} />
    </Center>
  );
}

/**
 * The message line of a failed request, through the generic error helper (spec §8, lib/error-text.ts):
 * the server's own (localized) message when it sent one, the connection hint for a network failure,
 * else the generic "try again" text.
 */
export function useErrorMessage(error: unknown): string {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return t('error.network');
  return errorText(error, t).message ?? t('error.generic');
}

/** A failed page load: the generic error helper's title and message (spec §8), and a retry button. */
export function QueryErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  return (
    <Alert color="red" variant="light" title={errorText(error, t).title} role="alert" my="md">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py={64} px="md" ta="center">
      <Title order={3} size="h4">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
