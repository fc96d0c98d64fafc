import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ErrorMapping, errorText } from '../lib/error-text';

/**
 * A red alert for a failed request, worded by the generic error helper (spec §8, lib/error-text.ts).
 * `namespace`: where the mapping's keys live (the common namespace is always reachable).
 */
export function ErrorAlert({
  error,
  mapping,
  namespace = 'common',
  mb,
}: {
  error: unknown;
  mapping?: ErrorMapping;
  namespace?: string;
  mb?: string;
}) {
  const { t } = useTranslation(namespace);
  const { title, message } = errorText(error, t, mapping);
  return (
    <Alert color="red" variant="light" role="alert" title={title} mb={mb} data-testid="error-alert">
      {message}
    </Alert>
  );
}
