import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { filesNeedingFreshModules } from './build-tools/fresh-modules.ts';
import { mantineProviderStyles } from './build-tools/mantine-provider-styles.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web components under jsdom, as two projects of the root vitest run (`npx vitest run --project
 * 'web*'`):
 * - `web`: every file in one module registry and one jsdom per worker (`isolate: false`). A fresh
 *   jsdom and a fresh import of React, Mantine and the app per file took 101 s and 85 s of the
 *   project's 171 s here; shared, the project takes about 40 s. `src/test/setup.ts` still runs per
 *   file and puts back what a file may leave behind (rendered trees, storage, stubbed globals).
 * - `web-mocks`: the files that use `vi.mock` or say `// vitest: isolate`, each with its own registry
 *   (`filesNeedingFreshModules`, build-tools/fresh-modules.ts).
 */
function webProjects(): TestProjectInlineConfiguration[] {
  const fresh = filesNeedingFreshModules(root, 'src');
  const shared = {
    root,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Whole-page builder tests take 5–8 s alone and far more when every file runs at once on 2 cores.
    testTimeout: 60_000,
  } satisfies TestProjectInlineConfiguration['test'];
  const project = (test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
    plugins: [react(), mantineProviderStyles()],
    test: { ...shared, ...test },
  });
  return [
    project({ name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: fresh, isolate: false }),
    project({ name: 'web-mocks', include: fresh }),
  ];
}

/** The two projects, made once: the root config and `npx vitest` inside apps/web both take these. */
export const WEB_PROJECTS = webProjects();

/** `npx vitest` run inside apps/web: the same two projects. */
export default defineConfig({ test: { projects: WEB_PROJECTS } });
