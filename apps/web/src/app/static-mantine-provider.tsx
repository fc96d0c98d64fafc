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
 * no `env` (component tests add `env: 'test'`: StaticMantineProvider's `env`).
 */
const LIGHT: MantineContextValue = {
  colorScheme: 'light',
  // Nothing in the app or the player switches the scheme (MantineProvider's manager would store it).
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  // Where MantineProvider has it, so a test's copy of the context reads in the same order.
  env: undefined,
  deduplicateInlineStyles: false,
};

/** The same under test: Mantine's transitions off, so component tests need no timers. */
const LIGHT_UNDER_TEST: MantineContextValue = { ...LIGHT, env: 'test' };

interface StaticMantineProviderProps {
  /** The theme the page's provider CSS was built for: src/app/theme.ts (the test holds them together). */
  theme: MantineThemeOverride | MantineTheme;
  /** 'test' turns off Mantine transitions, as MantineProvider's `env` does. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * Mantine's provider for pages that are always light and never change their theme: the app's
 * (UiProviders) and the player's own entry (PlayProviders; issue 20 item 1). It gives components the
 * same context, theme and `<html>` attributes as `<MantineProvider theme={theme}
 * cssVariablesResolver={…} defaultColorScheme="light">`, but renders none of its `<style>`s: each
 * entry imports their CSS as a stylesheet built with it
 * (`virtual:mantine-provider-styles/{app,play}.css`, build-tools/mantine-provider-styles.ts), so no
 * page loads the CSS-variable generator and the color-scheme manager (≈ 3 kB gzip of every route's
 * first load, measured) or computes the variables as it starts. static-mantine-provider.test.tsx
 * holds the two to the same output.
 */
export function StaticMantineProvider({ theme, env = 'default', children }: StaticMantineProviderProps) {
  const respectReducedMotion = theme.respectReducedMotion === true;
  // Where and when MantineProvider sets them (its layout effects): the CSS selects on both.
  useLayoutEffect(() => {
    const root = getRootElement();
    root.setAttribute('data-mantine-color-scheme', 'light');
    if (respectReducedMotion) root.setAttribute('data-respect-reduced-motion', 'true');
  }, [respectReducedMotion]);
  return (
    <MantineContext value={env === 'test' ? LIGHT_UNDER_TEST : LIGHT}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
