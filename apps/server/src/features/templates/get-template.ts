import type { MapTemplate, MapType, PlanType } from '@quizset/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mapTemplates } from '../../db/schema';

export type TemplateRow = typeof mapTemplates.$inferSelect;

/** A stored template as the API shows it (domain `MapTemplate`, api.md "Building" build-data). */
export function toMapTemplate(row: TemplateRow): MapTemplate {
  return {
    id: row.id,
    name: { ko: row.nameKo, en: row.nameEn },
    description: { ko: row.descriptionKo, en: row.descriptionEn },
    mapType: row.mapType as MapType,
    planType: row.planType as PlanType,
    thumbnailUrl: row.thumbnailUrl,
    isNew: row.isNew,
    sortOrder: row.sortOrder,
  };
}

/** The template `id`, or null when there is none. */
export async function getTemplate(db: Db, id: string): Promise<TemplateRow | null> {
  const [row] = await db.select().from(mapTemplates).where(eq(mapTemplates.id, id)).limit(1);
  return row ?? null;
}

/** Every template in picker order (sortOrder, then id). */
export async function listTemplates(db: Db): Promise<MapTemplate[]> {
  const rows = await db
    .select()
    .from(mapTemplates)
    .orderBy(asc(mapTemplates.sortOrder), asc(mapTemplates.id));
  return rows.map(toMapTemplate);
}
