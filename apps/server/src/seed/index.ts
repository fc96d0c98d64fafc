import type { Db } from '../db/client';
import { seedPreviewRooms } from './seed-preview-rooms';
import { seedDemoQuizSets, seedDemoTranslations } from './seed-quiz-sets';
import { seedTemplates } from './seed-templates';
import { seedDemoUsers } from './seed-users';

export { type BulkSeedOptions, seedBulkQuizSets } from './bulk';
export { DEMO_PASSWORD, DEMO_USERS } from './seed-users';

/**
 * Seeds what the app needs (map templates, publishers) and, with `demo`, the demo accounts and
 * public quiz sets of api.md (issue 2). Idempotent: safe on every start.
 */
export async function seedDatabase(db: Db, options: { demo: boolean }): Promise<void> {
  await seedTemplates(db);
  await seedPreviewRooms(db);
  if (!options.demo) return;
  await seedDemoUsers(db);
  await seedDemoQuizSets(db);
  await seedDemoTranslations(db);
}
