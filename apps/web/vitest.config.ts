import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { mantineProviderStyles } from './build-tools/mantine-provider-styles.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`) or need the modules fresh (a line
 * `// vitest: isolate`, e.g. a test of what a module does as it first loads): relative to `root`.
 */
function filesNeedingFreshModules(): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\bvi\.(?:do)?[mM]ock\(|^\/\/ vitest: isolate$/m.test(
        readFileSync(path.join(root, 'src', file), 'utf8'),
      ),
    )
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
}

/**
 * The web components under jsdom, as two projects of the root vitest run (`npx vitest run --project
 * 'web*'`):
 * - `web`: every file in one module registry and one jsdom per worker (`isolate: false`). A fresh
 *   jsdom and a fresh import of React, Mantine and the app per file took 101 s and 85 s of the
 *   project's 171 s here; shared, the project takes about 40 s. `src/test/setup.ts` still runs per
 *   file and puts back what a file may leave behind (rendered trees, storage, stubbed globals).
 * - `web-mocks`: the files of `filesNeedingFreshModules`, each with its own registry, because a
 *   module already loaded by an earlier file would not be replaced by a later file's `vi.mock`.
 */
function webProjects(): TestProjectInlineConfiguration[] {
  const fresh = filesNeedingFreshModules();
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
