import type { MapTemplate } from '@quizset/domain';
import type { Db } from '../db/client';
import { aiTutorTemplates, mapTemplates } from '../db/schema';
import { previewRoomId } from './seed-preview-rooms';
import { MAP_TYPE_DESCRIPTIONS, TEMPLATE_SEEDS } from './templates';
import { TUTOR_SEEDS } from './tutors';

/** The thumbnail of a seeded template, served from assets/templates. */
export function templateImageUrl(id: string): string {
  return `/static/templates/${id}.svg`;
}

/**
 * Seeds the map templates (new ones only: existing ones are the admins', issue 8) and upserts the AI
 * tutor templates (issue 2: seed data on every start). Idempotent: never duplicate rows. The details image is the thumbnail until
 * the picker's detail art exists.
 */
export async function seedTemplates(db: Db): Promise<void> {
  for (const [index, seed] of TEMPLATE_SEEDS.entries()) {
    const localize = (locale: 'ko' | 'en'): MapTemplate['serializedLocalize']['ko'] => ({
      name: seed.name[locale],
      description: [seed.description[locale], MAP_TYPE_DESCRIPTIONS[seed.type][locale]],
      previewPlayUrl: `/play/${previewRoomId(seed.id)}`,
    });
    const row = {
      id: seed.id,
      type: seed.type,
      templatePlanType: seed.templatePlanType,
      // Higher first; seed order is the picker order.
      priority: TEMPLATE_SEEDS.length - index,
      hasNewTag: seed.hasNewTag ?? false,
      thumbnailImage: templateImageUrl(seed.id),
      detailsImage: templateImageUrl(seed.id),
      serializedLocalize: { ko: localize('ko'), en: localize('en') },
    };
    // Issue 8: once seeded, a template belongs to the admins (PATCH /api/admin/map-templates/{id}); a
    // restart adds new templates but never reverts their edits.
    await db.insert(mapTemplates).values(row).onConflictDoNothing({ target: mapTemplates.id });
  }
  for (const [index, seed] of TUTOR_SEEDS.entries()) {
    const row = {
      id: seed.id,
      hasNewTag: seed.hasNewTag ?? false,
      priority: TUTOR_SEEDS.length - index,
      avatarSrc: `/static/tutors/${seed.id}.svg`,
      serializedLocalize: seed.serializedLocalize,
    };
    const { id: _id, ...changes } = row;
    await db
      .insert(aiTutorTemplates)
      .values(row)
      .onConflictDoUpdate({ target: aiTutorTemplates.id, set: changes });
  }
}
