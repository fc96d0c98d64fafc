import type { Plugin } from 'vite';

/** The stylesheet the player's entry imports in place of MantineProvider's run-time `<style>`s. */
export const MANTINE_PROVIDER_STYLES_MODULE = 'virtual:mantine-provider-styles.css';
// A path-like id ending in .css, so Vite's CSS pipeline takes it as a stylesheet.
const RESOLVED = '\0mantine-provider-styles.css';

/** Whether a module id (as the bundle names it) is that stylesheet. */
export function isMantineProviderStyles(id: string): boolean {
  return id === RESOLVED || id.startsWith(`${RESOLVED}?`);
}

/**
 * The CSS of the `<style data-mantine-styles>` elements MantineProvider renders for the app's theme
 * and CSS variables resolver (src/app/theme.ts, theme-colors.ts) in the light scheme, rendered
 * here in Node with that provider: the theme's CSS variables (palettes, fonts, primary colour, the
 * readable grey text) and the `hidden-from`/`visible-from` classes of its breakpoints, in its order.
 */
export async function renderMantineProviderCss(): Promise<string[]> {
  const [
    { createElement },
    { renderToStaticMarkup },
    { MantineProvider },
    { theme },
    { cssVariablesResolver },
  ] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@mantine/core'),
    import('../src/app/theme.ts'),
    import('../src/app/theme-colors.ts'),
  ]);
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
  );
  const styles = [...html.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)].map(
    ([, css]) => css!,
  );
  if (styles.length === 0) throw new Error(`mantine-provider-styles: no <style> in ${html.slice(0, 200)}`);
  return styles;
}

/** A rule of the dark scheme: `:root[data-mantine-color-scheme="dark"], :host(…) { … }`. */
const DARK_RULE = /[^{}]*\[data-mantine-color-scheme="dark"\][^{}]*\{[^{}]*\}\s*/g;

/**
 * `css` without the dark scheme's rules: the page they are for is always light
 * (StaticMantineProvider sets `data-mantine-color-scheme="light"`), so they never apply.
 */
export function lightSchemeOnly(css: string): string {
  return css.replace(DARK_RULE, '');
}

/**
 * `virtual:mantine-provider-styles.css` (issue 20 item 1, /play ≤ 120 kB gzip): MantineProvider's
 * run-time CSS as a stylesheet built with the page. MantineProvider computes its CSS variables from
 * the theme on every page load, with the code that does it (≈ 5 kB gzip) and a color-scheme manager
 * the player, always light, never uses; the player imports this instead and renders
 * StaticMantineProvider (src/app/static-mantine-provider.tsx). Used by vite.config.ts and
 * vitest.config.ts alike.
 */
export function mantineProviderStyles(): Plugin {
  return {
    name: 'quizset-mantine-provider-styles',
    resolveId(id) {
      return id === MANTINE_PROVIDER_STYLES_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (!isMantineProviderStyles(id)) return undefined;
      return (await renderMantineProviderCss()).map(lightSchemeOnly).join('\n');
    },
  };
}
