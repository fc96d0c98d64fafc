import { KR_PUBLISHERS } from '@quizset/domain';
import type { Db } from '../db/client';
import { mapTemplates, publishers } from '../db/schema';
import { TEMPLATE_SEEDS } from './templates';

const PLAN_SECTION = { FREE: 0, BASIC: 100, PRO: 200 } as const;

/**
 * Upserts the map templates and the KR publishers (issue 2: seed data on every start). Idempotent:
 * reruns refresh names and art URLs, never duplicate rows.
 */
export async function seedTemplates(db: Db): Promise<void> {
  const rows = TEMPLATE_SEEDS.map((seed, index) => ({
    id: seed.id,
    nameKo: seed.name.ko,
    nameEn: seed.name.en,
    descriptionKo: seed.description.ko,
    descriptionEn: seed.description.en,
    mapType: seed.mapType,
    planType: seed.planType,
    thumbnailUrl: `/static/templates/${seed.id}.svg`,
    isNew: seed.isNew ?? false,
    sortOrder: PLAN_SECTION[seed.planType] + index,
  }));
  for (const row of rows) {
    const { id: _id, ...changes } = row;
    await db.insert(mapTemplates).values(row).onConflictDoUpdate({ target: mapTemplates.id, set: changes });
  }
  for (const [index, publisher] of KR_PUBLISHERS.entries()) {
    const row = { id: publisher.id, nameKo: publisher.name.ko, nameEn: publisher.name.en, sortOrder: index };
    const { id: _id, ...changes } = row;
    await db.insert(publishers).values(row).onConflictDoUpdate({ target: publishers.id, set: changes });
  }
}
