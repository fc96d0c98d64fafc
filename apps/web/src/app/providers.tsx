import '@mantine/core/styles.css';
import './accessibility.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { cssVariablesResolver } from './accessible-colors';
import { theme } from './theme';

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
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedMantine env={env}>{children}</ThemedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Mantine with the app theme, plus the labels the theme cannot know without the language: every
 * modal's and drawer's close button (an icon) is named "Close" / "닫기" unless a screen names it
 * itself (issue 24 item 3: icon-only buttons are named in both languages).
 */
function ThemedMantine({ env, children }: { env: 'default' | 'test'; children: ReactNode }) {
  const { t } = useTranslation('common');
  const closeLabel = t('actions.close');
  const themed = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider
      theme={themed}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
