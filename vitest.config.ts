import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { filesNeedingFreshModules } from './apps/web/build-tools/fresh-modules.ts';
import { WEB_PROJECTS } from './apps/web/vitest.config.ts';

const root = import.meta.dirname;

/**
 * The server tests (Fastify inject against a fresh PGlite, and PostgreSQL when DATABASE_URL is set),
 * as two projects:
 * - `server`: every file of a worker in one module registry, as the `web` project: a fresh import of
 *   Fastify, better-auth, drizzle and the app per file took 63 of 134 s of 16 files here (79 s
 *   shared); the whole project with PostgreSQL took 481 s shared, where CI's whole vitest run took
 *   678–798 s isolated on the same machine. Each file still builds its own app and database
 *   (createTestContext).
 * - `server-fresh`: the files that use `vi.mock` or say `// vitest: isolate`
 *   (`filesNeedingFreshModules`, apps/web/build-tools/fresh-modules.ts), each with modules of its
 *   own: in the shared registry a module an earlier file loaded would not be replaced by `vi.mock`,
 *   and what a module does as it first loads would already have happened.
 */
function serverProjects(): TestProjectInlineConfiguration[] {
  const fresh = [
    ...filesNeedingFreshModules(root, 'apps/server/src'),
    ...filesNeedingFreshModules(root, 'apps/server/test'),
  ];
  const shared = {
    environment: 'node',
    // The migrated and seeded database each file copies, made once per run (golden-database.ts).
    globalSetup: ['apps/server/test/helpers/golden-database.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  } satisfies TestProjectInlineConfiguration['test'];
  return [
    {
      test: {
        ...shared,
        name: 'server',
        include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
        exclude: fresh,
        isolate: false,
      },
    },
    // vitest would fail on a project that includes no file: this one exists only while one needs it.
    ...(fresh.length > 0 ? [{ test: { ...shared, name: 'server-fresh', include: fresh } }] : []),
  ];
}

const SERVER_PROJECTS = serverProjects();

/**
 * One vitest run, seven projects: domain (pure), web and web-mocks (jsdom components), repo (README
 * against the code), bench (the benchmarks' pure helpers), server and server-fresh (above).
 * The browser suite is Playwright.
 */
export default defineConfig({
  test: {
    // Two workers for every project (the machine has 2 cores; vitest's default would be one). Set here
    // once: projects with different maxWorkers would need different sequence.groupOrder.
    // Each server file opens its own PGlite (~450 MB); two at a time fits.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...WEB_PROJECTS,
      {
        // Checks on the repository itself (README against the code).
        test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        // The benchmarks' pure helpers (bench/lib: the open-loop schedule of the rooms part).
        test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' },
      },
      ...SERVER_PROJECTS,
    ],
  },
});
