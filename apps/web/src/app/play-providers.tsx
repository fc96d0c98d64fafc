import './accessibility.css';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaticMantineProvider } from './static-mantine-provider';
import { theme } from './theme';

/**
 * The language and Mantine with the app theme around the player's own entry (play-main.tsx), as
 * UiProviders does for the app, but with Mantine's provider styles rendered at build time
 * (StaticMantineProvider; issue 20 item 1). No modal or drawer close label: the player renders
 * neither (build-tools/mantine-styles.ts fails the build when one of its chunks uses a component
 * whose CSS it does not import, Modal's included).
 */
export function PlayProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <StaticMantineProvider theme={theme}>{children}</StaticMantineProvider>
    </I18nextProvider>
  );
}
