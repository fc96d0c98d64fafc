import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router. Creating it starts the initial navigation, which fetches the page's lazy chunk:
 * main.tsx makes it before the language's messages arrive, so the two load side by side.
 */
export function createAppRouter(): Router {
  return createBrowserRouter(routes);
}

/**
 * The whole app. `router` defaults to one created once per mount (not at import), so tests can build
 * their own.
 */
export function App({
  queryClient,
  i18n,
  router: given,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  router?: Router;
}) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  );
}
