import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { UiProviders } from './ui-providers';

interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
  /** 'test' turns off Mantine transitions so component tests need no timers. */
  env?: 'default' | 'test';
}

/**
 * Everything a page needs around it; tests render pages inside the same stack (src/test/render.tsx).
 *
 * @mantine/modals and @mantine/notifications are deliberately not mounted here: together with their
 * transitions they cost ~10 kB gzip on every page, and /public and /quiz/{id} must stay under 200 kB
 * (issue 2 "Performance"). A page that needs them renders Mantine's `Modal` itself, or mounts
 * `<Notifications />` inside its own lazy chunk.
 */
export function Providers({ queryClient, i18n, children, env = 'default' }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProviders i18n={i18n} env={env}>
        {children}
      </UiProviders>
    </QueryClientProvider>
  );
}
