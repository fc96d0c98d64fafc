import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from './not-found-page';

/**
 * Route error boundary. The usual cause after a deploy is a page chunk that no longer exists
 * (lazy routes), which a reload fixes, so reload is the first action offered.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <Title order={1} size="h2">
          {t('error.title')}
        </Title>
        <Text c="dimmed">{t('error.page')}</Text>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </Stack>
    </Center>
  );
}
