import path from 'node:path';
import type { PLAYER_LANGUAGES_FILE } from '@quizset/domain';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
// Relative imports of the config and of what it loads name their .ts file: Vite's native config
// loader (announced as the next default) resolves no extensionless import, and warns on every run.
import { mantineProviderStyles } from './build-tools/mantine-provider-styles.ts';
import { mantineStylesCheck } from './build-tools/mantine-styles.ts';
import { pageChunks } from './build-tools/page-chunks.ts';
import { precompress } from './build-tools/precompress.ts';
import { playerPreload, type RoutePreloads, routePreload } from './build-tools/route-preload.ts';
import { scrollAreaRefs } from './build-tools/scroll-area-refs.ts';
import { tableScrollArea } from './build-tools/table-scroll-area.ts';
import { accessibleColorChanges } from './src/app/accessible-colors.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY } from './src/lib/language-defaults.ts';

/** The API server (apps/server) in development; the built app is served by that same server. */
const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * Vendor groups that every page needs go in long-cached chunks of their own. Nothing here may match
 * the builder's heavy libraries (tiptap, prosemirror, dnd-kit, mathlive): a named group is loaded by
 * whichever entry needs it first, so matching them would pull them into /public and /quiz/{id}
 * (issue 2 "Performance": /build ≤ 300 kB gzip, the others ≤ 200 kB). Those stay in the lazy
 * chunks rolldown makes on its own from `import()` of the build page. Mantine is not grouped either:
 * one Mantine chunk holds every component any page uses (the builder's too), ~100 kB gzip on every
 * page; left to automatic splitting, each page loads only the components it renders.
 */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Apart from react: the player's entry (play.html) has no router (issue 10).
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
];

/** packages/domain: pure (no I/O, no globals); see `treeshake.moduleSideEffects` below. */
const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]/;
/**
 * A feature's public surface, `src/features/<name>/index.ts` (and `features/ai/api/index.ts`): only
 * re-exports (and `lazy()` wrappers). Counted as having side effects, a barrel ties every module it
 * re-exports to whoever imports it: a chunk that takes one hook through `features/plans` got the plan
 * comparison and its Mantine cards too, and the app shell carried them into every page's first load
 * (issue 20 item 1). Side-effect free, an import through the barrel reaches only what it names.
 */
const FEATURE_BARREL = /[\\/]src[\\/]features[\\/](?:[^\\/]+[\\/])+index\.ts$/;

/** `treeshake.moduleSideEffects` below: the domain and the feature barrels are side-effect free. */
const hasSideEffects = (id: string) => !DOMAIN_MODULE.test(id) && !FEATURE_BARREL.test(id);

/**
 * Opt-in bundle treemap (issue 20 item 1): `BUNDLE_TREEMAP=1 npm run build -w @quizset/web` also writes
 * apps/web/dist-treemap.html (module sizes, gzip) to find the next cut. Off by default: it slows the build.
 * A build-time flag of this config only, like `mode`; the app's settings live in apps/server/src/env.ts.
 */
const treemap: PluginOption[] = process.env.BUNDLE_TREEMAP
  ? [visualizer({ filename: 'dist-treemap.html', template: 'treemap', gzipSize: true })]
  : [];

/**
 * The pages whose chunks index.html hints at before the entry has run (build-tools/route-preload.ts,
 * issue 20): each route of src/app/routes.tsx that a first visit lands on, with its page module and
 * what that module always `import()`s at once (the builder's map picker opens on a new set).
 * Exported for src/app/route-preloads.test.ts, which holds it to the route table.
 */
export const ROUTE_PRELOADS: RoutePreloads = {
  '/build': [
    'src/features/quiz-builder/build-page.tsx',
    'src/features/quiz-builder/components/map-picker.tsx',
  ],
  '/public': ['src/features/explore/explore-page.tsx'],
  '/quiz/:id': ['src/features/quiz-view/quiz-view-page.tsx'],
  '/quiz/:id/results': ['src/features/rooms/results-page.tsx'],
};

/**
 * Language → the module with all of the main app's messages in it, as lib/i18n.ts `import()`s them
 * (LANGUAGE_MODULES): preloaded beside index.html's entry for the reader's language (playerPreload).
 */
export const APP_LANGUAGE_MODULES: Record<string, string> = {
  ko: 'src/locales/ko.ts',
  en: 'src/locales/en.ts',
};

/**
 * The named pages' first-load chunks, one per set of loaders (issue 20, "/build cold:
 * map picker usable < 1.8 s": ~50 small chunks queued on HTTP/1.1's six connections). Not the
 * player's: its modules, lazy ones too, keep the bundler's own chunks (build-tools/page-chunks.ts).
 */
const PAGE_CHUNKS = pageChunks({
  root: import.meta.dirname,
  entry: 'src/main.tsx',
  routeTable: 'src/app/routes.tsx',
  pages: Object.values(ROUTE_PRELOADS).map(([page]) => page as string),
  keepOut: ['src/play-main.tsx'],
  vendor: new RegExp(VENDOR_GROUPS.map((group) => group.test.source).join('|')),
  moduleSideEffects: hasSideEffects,
});

export default defineConfig({
  // The theme's readable palettes, worked out once here instead of on every page's start
  // (src/app/theme-colors.ts; ≈ 30 ms of a cold load on a 4× slower CPU, issue 20).
  define: { __ACCESSIBLE_COLORS__: JSON.stringify(accessibleColorChanges()) },
  plugins: [
    react(),
    mantineProviderStyles(),
    PAGE_CHUNKS.plugin,
    scrollAreaRefs(),
    tableScrollArea(),
    routePreload(ROUTE_PRELOADS),
    playerPreload({
      entry: 'play.html',
      languageStorageKey: LANGUAGE_STORAGE_KEY,
      fallbackLanguage: FALLBACK_LANGUAGE,
      // The modules features/play/lib/play-i18n.ts loads per language.
      languageModules: {
        ko: 'src/features/play/lib/play-messages-ko.ts',
        en: 'src/features/play/lib/play-messages-en.ts',
      },
      // The server preloads the likely language's in /play's Link header (static-files.ts).
      // The domain's constant, spelled out: the config loader runs on Node, which cannot import the
      // domain's TypeScript; tsc holds the two equal.
      manifestFile: '.vite/player-languages.json' satisfies typeof PLAYER_LANGUAGES_FILE,
    }),
    playerPreload({
      entry: 'index.html',
      languageStorageKey: LANGUAGE_STORAGE_KEY,
      fallbackLanguage: FALLBACK_LANGUAGE,
      languageModules: APP_LANGUAGE_MODULES,
      scriptName: 'language-preload.js',
    }),
    // The player imports Mantine's CSS per component (play-main.tsx): exactly its components' files.
    mantineStylesCheck('play.html'),
    precompress(),
    ...treemap,
  ],
  css: { postcss: './postcss.config.cjs' },
  resolve: {
    // React's own hook instead of the pre-18 fallback (src/lib/use-sync-external-store-shim.ts).
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/socket.io': { target: API_ORIGIN, changeOrigin: false, ws: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
      '/static': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true, // dist/.vite/manifest.json: bench/bundle.ts measures first-load JS per route
    rolldownOptions: {
      // The app, and the player's own small entry for /play/{hash} (issue 10).
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        play: path.resolve(import.meta.dirname, 'play.html'),
      },
      treeshake: {
        // packages/domain is pure (no I/O, no globals), but its barrel re-exports zod schemas built at
        // module top level. Declaring it side-effect free lets the bundler drop every domain module a
        // page does not use, so zod stays out of pages that only need constants and messages.
        moduleSideEffects: hasSideEffects,
        // Building a zod schema has no side effects; saying so lets unused schemas (and zod with
        // them) drop out of pages that only use the domain's plain functions.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_GROUPS.map((group, index) => ({ ...group, priority: VENDOR_GROUPS.length - index })),
            PAGE_CHUNKS.group,
          ],
        },
      },
    },
  },
});
