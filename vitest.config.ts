import { defineConfig } from 'vitest/config';

/**
 * One vitest run, three projects: domain (pure), web (jsdom components), server (Fastify inject
 * against a fresh PGlite, and PostgreSQL when DATABASE_URL is set). The browser suite is Playwright.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own PGlite (~450 MB); two at a time fits the 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
