import {
  MantineContext,
  type MantineTheme,
  type MantineThemeOverride,
  MantineThemeProvider,
} from '@mantine/core';
import { type ContextType, type ReactNode, useLayoutEffect } from 'react';

type MantineContextValue = NonNullable<ContextType<typeof MantineContext>>;

const getRootElement = () => document.documentElement;

/**
 * What MantineProvider puts in its context for the light scheme, no nonce, Mantine's class prefix and
 * no `env` (the player's own entry is never under test; its tests render the app's UiProviders).
 */
const CONTEXT: MantineContextValue = {
  colorScheme: 'light',
  // Nothing on this page switches the scheme (MantineProvider's manager would store it).
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};

interface StaticMantineProviderProps {
  /** The theme the page's provider CSS was built for: src/app/theme.ts (the test holds them together). */
  theme: MantineThemeOverride | MantineTheme;
  children: ReactNode;
}

/**
 * Mantine's provider for a page that is always light and never changes its theme: the player's own
 * entry (play-main.tsx; issue 20 item 1, /play ≤ 120 kB gzip). It gives components the same context,
 * theme and `<html>` attributes as `<MantineProvider theme={theme} cssVariablesResolver={…}
 * defaultColorScheme="light">`, but renders none of its `<style>`s: the page imports their CSS as a
 * stylesheet built with it (`virtual:mantine-provider-styles.css`, build-tools/mantine-provider-styles.ts),
 * so it loads no CSS-variable generator and no color-scheme manager, and computes no variables as it
 * starts. static-mantine-provider.test.tsx holds the two to the same output.
 */
export function StaticMantineProvider({ theme, children }: StaticMantineProviderProps) {
  const respectReducedMotion = theme.respectReducedMotion === true;
  // Where and when MantineProvider sets them (its layout effects): the CSS selects on both.
  useLayoutEffect(() => {
    const root = getRootElement();
    root.setAttribute('data-mantine-color-scheme', 'light');
    if (respectReducedMotion) root.setAttribute('data-respect-reduced-motion', 'true');
  }, [respectReducedMotion]);
  return (
    <MantineContext value={CONTEXT}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
