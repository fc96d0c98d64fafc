import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { routes } from './routes';

/** The whole app. The router is created once per mount (not at import) so tests can build their own. */
export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  );
}
