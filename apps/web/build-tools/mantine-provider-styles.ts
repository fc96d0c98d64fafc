import type { Plugin } from 'vite';

/**
 * The stylesheets the entries import in place of MantineProvider's run-time `<style>`s, one per entry
 * with the same CSS. A module both entries imported would go to a chunk they share, whose stylesheet
 * a page links before its entry's own: the app's whole Mantine stylesheet (main.tsx), linked after
 * it, would then set Mantine's default variables (blue, system font) over the theme's.
 */
const MANTINE_PROVIDER_STYLES_MODULES = [
  'virtual:mantine-provider-styles/app.css',
  'virtual:mantine-provider-styles/play.css',
];
// Path-like ids ending in .css, so Vite's CSS pipeline takes them as stylesheets.
const RESOLVED_PREFIX = '\0mantine-provider-styles/';

/** Whether a module id (as the bundle names it) is one of those stylesheets. */
export function isMantineProviderStyles(id: string): boolean {
  return id.startsWith(RESOLVED_PREFIX);
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
 * `virtual:mantine-provider-styles/{app,play}.css` (issue 20 item 1): MantineProvider's run-time CSS
 * as a stylesheet built with the page. MantineProvider computes its CSS variables from the theme on
 * every page load, with the code that does it (≈ 5 kB gzip) and a color-scheme manager the app and
 * the player, always light, never use; their entries import this instead and render
 * StaticMantineProvider (src/app/static-mantine-provider.tsx). Used by vite.config.ts and
 * vitest.config.ts alike.
 */
export function mantineProviderStyles(): Plugin {
  return {
    name: 'quizset-mantine-provider-styles',
    resolveId(id) {
      return MANTINE_PROVIDER_STYLES_MODULES.includes(id)
        ? `${RESOLVED_PREFIX}${id.slice(id.lastIndexOf('/') + 1)}`
        : undefined;
    },
    async load(id) {
      if (!isMantineProviderStyles(id)) return undefined;
      return (await renderMantineProviderCss()).map(lightSchemeOnly).join('\n');
    },
  };
}
