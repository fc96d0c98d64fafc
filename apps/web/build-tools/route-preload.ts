import type { PlayerLanguages } from '@quizset/domain';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Route pattern (react-router syntax, `:param` = one segment) → the source modules (relative to the
 * web app's root) whose code the page always needs at once: its lazy page module and what that
 * module `import()`s as soon as it runs.
 */
export type RoutePreloads = Record<string, string[]>;

/** `/quiz/:id` → /^\/quiz\/[^/]+\/?$/ as source text. */
function patternSource(pattern: string): string {
  const escaped = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return `^${escaped}\\/?$`;
}

/** The chunk files loaded with `chunk`: itself and its static imports, transitively. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticClosure(bundle, imported, seen);
  }
  return seen;
}

/** The bundle as a preload script's generator sees it. */
interface PreloadBundle {
  bundle: OutputBundle;
  chunks: OutputChunk[];
  /** The entry chunk of the HTML file, or undefined when the build has none for it. */
  entryChunk: OutputChunk | undefined;
  /** Writes another file beside the script (the bundler's `emitFile`). */
  emit: (file: Rolldown.EmittedFile) => void;
}

/** The chunk whose facade module is `module` (relative to the web app's root). */
function chunkOf(chunks: OutputChunk[], module: string): OutputChunk | undefined {
  return chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
}

/**
 * A build plugin that emits one generated script (`fileName`, from `source`) and puts it first in the
 * `<head>` of `entry` as `<script type="module" async>`: it has no imports, so it runs as soon as it
 * arrives, beside the entry's download. A file, not an inline script: the CSP allows scripts from
 * 'self' only. The shared half of routePreload and playerPreload.
 */
function preloadScript(
  name: string,
  entry: string,
  fileName: string,
  source: (built: PreloadBundle) => string,
): Plugin {
  let scriptFile: string | null = null;
  return {
    name,
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entryChunk = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(`/${entry}`));
      const emit = (file: Rolldown.EmittedFile) => void this.emitFile(file);
      const reference = this.emitFile({
        type: 'asset',
        name: fileName,
        source: source({ bundle, chunks, entryChunk, emit }),
      });
      scriptFile = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!scriptFile || !context.filename.endsWith(`/${entry}`)) return;
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: `/${scriptFile}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Hints for the page's own chunks in the HTML (issue 20, "/build cold: map picker usable < 1.8 s").
 * The router finds a page's lazy chunk only once the entry and all its imports have arrived and run,
 * and the page its `import()`s only once its chunk has: two chains of round trips after the entry.
 * This emits a small script of its own (no imports, so it runs as soon as it arrives, beside the
 * entry's download) that adds `<link rel="modulepreload">` for the current route's chunks and
 * `<link rel="preload" as="style">` for their CSS, so they load in parallel with the entry. The
 * bundler's own preload helper then finds the links present and adds nothing. A script file, not an
 * inline one: the CSP allows scripts from 'self' only.
 * @param routes see `RoutePreloads`; `entry`: the HTML file to hint (the player's play.html has none).
 */
export function routePreload(routes: RoutePreloads, entry = 'index.html'): Plugin {
  return preloadScript(
    'quizset-route-preload',
    entry,
    'route-preload.js',
    ({ bundle, chunks, entryChunk }) => {
      // Loaded by the entry's own <script> and <link> tags already.
      const inEntry = entryChunk ? staticClosure(bundle, entryChunk) : new Set<string>();
      const table = Object.entries(routes).map(([pattern, modules]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunkOf(chunks, module);
          if (!chunk) throw new Error(`route-preload: no chunk for ${module} (${pattern})`);
          for (const file of staticClosure(bundle, chunk)) {
            if (inEntry.has(file)) continue;
            files.add(file);
            const css = (bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } })
              .viteMetadata?.importedCss;
            for (const sheet of css ?? []) files.add(sheet);
          }
        }
        return [patternSource(pattern), [...files]] as const;
      });
      return `// Generated by build-tools/route-preload.ts.
const routes = ${JSON.stringify(table)};
const path = location.pathname;
for (const [pattern, files] of routes) {
  if (!new RegExp(pattern).test(path)) continue;
  for (const file of files) {
    const link = document.createElement('link');
    const css = file.endsWith('.css');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.append(link);
  }
  break;
}
`;
    },
  );
}

/** How the player's preload script finds the reader's language (src/lib/language-defaults.ts). */
export interface PlayerPreloadOptions {
  /** The player's HTML file. */
  entry: string;
  /** localStorage key of the explicit language choice. */
  languageStorageKey: string;
  /** The language when neither the choice nor the browser names a supported one. */
  fallbackLanguage: string;
  /** Language → the module that holds the page's messages in it (play-i18n.ts imports it lazily). */
  languageModules: Record<string, string>;
  /** The emitted script's name (before its hash); `player-preload.js` unless given. */
  scriptName?: string;
  /**
   * Also write the languages' files as `dist/<manifestFile>` (`PlayerLanguages`, @quizset/domain), for the
   * server to preload the likely language's in the page's `Link` header (the player's, issue 20).
   */
  manifestFile?: string;
}

/**
 * The player's text beside its code (issue 20, "/play/{hash} cold: first question answerable
 * < 1.5 s"). play-main.tsx asks for the language's messages at module evaluation, but a module
 * evaluates only once every chunk it imports has arrived and run: on a 4× slower CPU about a second
 * after the first byte, and the first render then waits one more round trip for them. This small
 * script (no imports, so it runs as soon as it arrives) adds `<link rel="modulepreload">` for the
 * reader's language's messages, detected as lib/i18n-setup.ts does (stored choice, the browser's
 * languages, then <html lang>). A wrong guess costs a few kB: the right module still loads when
 * play-i18n.ts asks for it. (The room and the user are preloaded by the page's `Link` header, which
 * the server sends: apps/server/src/plugins/static-files.ts `playerPreloadLinks`.)
 * The main app's index.html uses it too (`scriptName`), for src/locales/{ko,en}.ts: lib/i18n.ts
 * holds every page's first render until they are there, and they were asked for only after the
 * entry had run (about 1.2 s into a cold /build; issue 20, "/build cold: map picker usable < 1.8 s").
 */
export function playerPreload(options: PlayerPreloadOptions): Plugin {
  const { entry } = options;
  return preloadScript(
    // One instance per HTML file (play.html, index.html): named apart in the bundler's logs.
    `quizset-language-preload:${entry}`,
    entry,
    options.scriptName ?? 'player-preload.js',
    ({ bundle, chunks, entryChunk, emit }) => {
      if (!entryChunk) throw new Error(`player-preload: no entry chunk for ${entry}`);
      const inEntry = staticClosure(bundle, entryChunk);
      const languages = Object.fromEntries(
        Object.entries(options.languageModules).map(([language, module]) => {
          const chunk = chunkOf(chunks, module);
          if (!chunk) throw new Error(`player-preload: no chunk for ${module} (${language})`);
          return [language, [...staticClosure(bundle, chunk)].filter((file) => !inEntry.has(file))];
        }),
      );
      if (options.manifestFile) {
        const manifest: PlayerLanguages = { fallbackLanguage: options.fallbackLanguage, languages };
        emit({
          type: 'asset',
          fileName: options.manifestFile,
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      }
      return `// Generated by build-tools/route-preload.ts (playerPreload).
const languages = ${JSON.stringify(languages)};
const wanted = [];
try {
  wanted.push(localStorage.getItem(${JSON.stringify(options.languageStorageKey)}) || '');
} catch {}
wanted.push(...(navigator.languages || []), navigator.language || '', document.documentElement.lang);
const language = wanted.map((code) => code.slice(0, 2)).find((code) => code in languages) || ${JSON.stringify(options.fallbackLanguage)};
for (const file of languages[language]) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = '/' + file;
  document.head.append(link);
}
`;
    },
  );
}
