import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { isMantineProviderStyles } from './mantine-provider-styles.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The global files Mantine needs under any component's styles (mantine.dev/styles/global-styles). */
export const MANTINE_GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'] as const;

/** `…/@mantine/core/esm/components/Button/Button.module.mjs` → `Button`: the class names of one CSS file. */
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
/** `…/@mantine/core/styles/Button.css` → `Button`; `…/@mantine/core/styles.css` → `*` (everything). */
const STYLE_FILE = /[\\/]@mantine[\\/]core[\\/]styles(?:[\\/]([A-Za-z-]+))?\.css$/;

/** What an entry's bundle holds of Mantine, as `checkMantineStyles` compares it. */
export interface MantineStylesUse {
  /** CSS files whose class names the entry's code uses (`Button` for `Button.module.mjs`), any order. */
  components: string[];
  /** `@mantine/core/styles/<name>.css` files in the entry's bundle, in load order; `*` for `styles.css`. */
  imported: string[];
  /** Every per-component file in the order `@mantine/core/styles.css` concatenates them. */
  canonicalOrder: string[];
}

/**
 * The problems of an entry that imports Mantine's CSS per component (issue 20 item 1: the player
 * loads only the CSS of the components it renders): Mantine's whole stylesheet, a component without
 * its file (it would render unstyled), a file of no component (bytes for nothing), a global file
 * missing, or files out of Mantine's own order (a component's rules must come after those of the
 * components it is built on, e.g. Button after UnstyledButton, as in styles.css).
 * @returns one sentence per problem; empty when the entry's imports are exactly right.
 */
export function checkMantineStyles({ components, imported, canonicalOrder }: MantineStylesUse): string[] {
  const problems: string[] = [];
  if (imported.includes('*')) problems.push('imports the whole @mantine/core/styles.css');
  const importedSet = new Set(imported);
  const needed = new Set([...MANTINE_GLOBAL_STYLES, ...components]);
  for (const name of [...needed].sort()) {
    if (!importedSet.has(name))
      problems.push(`renders Mantine's ${name} without @mantine/core/styles/${name}.css`);
  }
  for (const name of imported) {
    if (name !== '*' && !needed.has(name)) {
      problems.push(`imports @mantine/core/styles/${name}.css, but no component of it is in the bundle`);
    }
  }
  const rank = new Map(canonicalOrder.map((name, index) => [name, index]));
  const ranked = imported.filter((name) => rank.has(name));
  for (let index = 1; index < ranked.length; index += 1) {
    const before = ranked[index - 1]!;
    const after = ranked[index]!;
    if (rank.get(after)! < rank.get(before)!) {
      problems.push(`imports ${after}.css after ${before}.css; @mantine/core/styles.css has it before`);
    }
  }
  return problems;
}

/**
 * The per-component files in the order `@mantine/core/styles.css` holds them (it is their
 * concatenation), global files first.
 */
export function mantineCanonicalOrder(stylesDir: string, wholeSheet: string): string[] {
  const names = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const at = new Map(
    names.map((name) => [
      name,
      wholeSheet.indexOf(readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').trim()),
    ]),
  );
  const missing = names.filter((name) => at.get(name)! < 0);
  if (missing.length > 0) throw new Error(`mantine-styles: not found in styles.css: ${missing.join(', ')}`);
  return names.sort((a, b) => at.get(a)! - at.get(b)!);
}

/** The chunks `entry` loads at once or later: itself, its static and its dynamic imports, transitively. */
function reachableChunks(bundle: OutputBundle, entry: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const stack = [entry];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = bundle[file];
      if (next?.type === 'chunk') stack.push(next);
    }
  }
  return [...seen.values()];
}

/** `<link rel="stylesheet" … href="…/name.css">` tags as Vite writes them into the HTML. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?/g;

/**
 * `html` with the stylesheet links of `firstFiles` (output file names, `assets/play-….css`) moved
 * before every other stylesheet link, in their own order; other links keep theirs.
 */
export function stylesheetsFirst(html: string, firstFiles: string[]): string {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const isFirst = (href: string) => firstFiles.some((file) => href.endsWith(`/${file}`));
  const moved = links.filter((link) => isFirst(link[1]!));
  if (moved.length === 0 || links.length === moved.length) return html;
  const at = links[0]!.index!;
  const rest =
    html.slice(0, at) +
    html.slice(at).replace(STYLESHEET_LINK, (tag, href: string) => (isFirst(href) ? '' : tag));
  return rest.slice(0, at) + moved.map((link) => link[0]).join('') + rest.slice(at);
}

/**
 * For the HTML entry `entry` (the player's play.html), which imports Mantine's CSS per component
 * (play-main.tsx; issue 20 item 1):
 * - fails the build unless the entry imports exactly the `@mantine/core/styles/<Component>.css` files
 *   of the Mantine components its code uses, the lazy chunks included (see `checkMantineStyles`).
 *   Tree-shaking decides what "uses" means: a component whose class names (`<Component>.module.mjs`)
 *   are in a chunk the entry loads needs its file, whether the player imports it directly or through
 *   another component (Alert's CloseButton, TextInput's Input, NativeSelect's Combobox chevron);
 * - links that CSS before the other stylesheets. Vite links an entry's own CSS after that of the
 *   chunks it imports, so Mantine's rules would come after the app's (the shared chunk's
 *   accessibility.css, the player's CSS modules) and win where they should lose, as they did when
 *   `@mantine/core/styles.css` sat in the shared chunk. So the entry module itself may import no CSS
 *   but Mantine's (also checked).
 */
export function mantineStylesCheck(entry: string): Plugin {
  let ownCss: string[] = [];
  return {
    name: 'quizset-mantine-styles-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entryChunk = Object.values(bundle).find(
        (item): item is OutputChunk =>
          item.type === 'chunk' && item.isEntry && Boolean(item.facadeModuleId?.endsWith(`/${entry}`)),
      );
      if (!entryChunk) throw new Error(`mantine-styles: no entry chunk for ${entry}`);
      const components = new Set<string>();
      const imported: string[] = [];
      // The entry's chunk first: its modules are listed in the order they run, which is the order
      // their CSS lands in the entry's stylesheet.
      for (const chunk of reachableChunks(bundle, entryChunk)) {
        for (const [id, module] of Object.entries(chunk.modules)) {
          const component = COMPONENT_CLASSES.exec(id)?.[1];
          if (component && module.renderedLength > 0) components.add(component);
          const style = STYLE_FILE.exec(id);
          if (style && !imported.includes(style[1] ?? '*')) imported.push(style[1] ?? '*');
        }
      }
      const require = createRequire(import.meta.url);
      const wholeSheetFile = require.resolve('@mantine/core/styles.css');
      const canonicalOrder = mantineCanonicalOrder(
        path.join(path.dirname(wholeSheetFile), 'styles'),
        readFileSync(wholeSheetFile, 'utf8'),
      );
      const problems = checkMantineStyles({ components: [...components], imported, canonicalOrder });
      const otherOwnCss = Object.keys(entryChunk.modules).filter(
        (id) => /\.css(?:\?|$)/.test(id) && !STYLE_FILE.test(id) && !isMantineProviderStyles(id),
      );
      if (otherOwnCss.length > 0) {
        problems.push(
          `its entry chunk holds CSS other than Mantine's, which would be linked first: ${otherOwnCss.join(', ')}`,
        );
      }
      if (problems.length > 0) {
        this.error(`${entry} and Mantine's per-component CSS (issue 20 item 1):\n- ${problems.join('\n- ')}`);
      }
      ownCss = [...(entryChunk.viteMetadata?.importedCss ?? [])];
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith(entry) || ownCss.length === 0) return html;
        return stylesheetsFirst(html, ownCss);
      },
    },
  };
}
