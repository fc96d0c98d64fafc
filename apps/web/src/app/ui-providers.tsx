import './accessibility.css';
import { mergeThemeOverrides } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { StaticMantineProvider } from './static-mantine-provider';
import { theme } from './theme';

interface UiProvidersProps {
  i18n: I18n;
  children: ReactNode;
  /** 'test' turns off Mantine transitions so component tests need no timers. */
  env?: 'default' | 'test';
}

/**
 * The language and Mantine with the app theme: what every screen of the app needs. The app's pages
 * get TanStack Query around this (providers.tsx); the player's own entry (play-main.tsx) has
 * PlayProviders instead, without Query (features/play/lib/requests.ts). Both render Mantine's
 * provider with its styles built with the page (StaticMantineProvider, issue 20 item 1). Mantine's
 * CSS is not imported here but by the entry before this module (main.tsx: all of it, and the
 * provider's); accessibility.css comes after it.
 */
export function UiProviders({ i18n, children, env = 'default' }: UiProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedMantine env={env}>{children}</ThemedMantine>
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
    <StaticMantineProvider theme={themed} env={env}>
      {children}
    </StaticMantineProvider>
  );
}
