import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageReload } from '../lib/reload-page';
import NotFoundPage from './not-found-page';

/**
 * Route error boundary. The usual causes are a page chunk that no longer exists after a deploy
 * (lazy routes) and one that could not be fetched for ~30 s (routes.tsx `page`: a classroom's Wi-Fi
 * down), both of which a reload fixes, so reload is the first action offered. Offline, a reload
 * would show the browser's own offline page, so the page says so and reloads by itself once the
 * browser is back online.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isOffline = !navigator.onLine;
  useEffect(() => {
    if (!isOffline) return undefined;
    const reload = () => pageReload.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [isOffline]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <Title order={1} size="h2">
          {t('error.title')}
        </Title>
        <Text c="dimmed">{t(isOffline ? 'error.pageOffline' : 'error.page')}</Text>
        <Button onClick={() => pageReload.reload()}>{t('actions.reload')}</Button>
      </Stack>
    </Center>
  );
}
