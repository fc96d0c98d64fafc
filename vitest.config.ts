import { defineConfig } from 'vitest/config';
import { WEB_PROJECTS } from './apps/web/vitest.config.ts';

/**
 * One vitest run, six projects: domain (pure), web and web-mocks (jsdom components), repo (README against the
 * code), bench (the benchmarks' pure helpers), server (Fastify inject against a fresh PGlite, and
 * PostgreSQL when DATABASE_URL is set).
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
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Every file of a worker in one module registry, as the `web` project: a fresh import of
          // Fastify, better-auth, drizzle and the app per file took 63 of 134 s of 16 files here (79 s
          // shared); the whole project with PostgreSQL took 481 s shared, where CI's whole vitest run
          // took 678–798 s isolated on the same machine. Each file still builds its own app and
          // database (createTestContext); a file that needs modules fresh imports them after
          // `vi.resetModules()` (warm-file-jobs.test.ts). `vi.mock` would not replace a module an
          // earlier file loaded: no server test uses it.
          isolate: false,
          // The migrated and seeded database each file copies, made once per run (golden-database.ts).
          globalSetup: ['apps/server/test/helpers/golden-database.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
