/**
 * What other workspaces (bench/, e2e helpers) may import from the server: the app factory, config,
 * database openers and seeders. `import { buildApp, seedBulkQuizSets } from '@quizset/server'`.
 */
export { type BuildAppOptions, buildApp } from './app';
export { type DatabaseHandle, type Db, openDatabase, openPglite, openPostgres } from './db/client';
export { ENV_VARIABLES, type Env, loadEnv } from './env';
export { type BulkSeedOptions, DEMO_PASSWORD, DEMO_USERS, seedBulkQuizSets, seedDatabase } from './seed';
