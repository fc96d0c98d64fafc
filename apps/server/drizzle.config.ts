import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @quizset/server` writes SQL migrations to ./drizzle. Migrations are applied
 * from code at start (src/db/migrate.ts), never by `drizzle-kit migrate`: it cannot load PGlite's
 * pg_trgm extension (stack.md). The first migration creates the extension; keep that line on top.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
