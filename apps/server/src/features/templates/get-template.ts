import { isTemplateOffered, type MapTemplate, type MapType, type PlanType } from '@quizset/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mapTemplates } from '../../db/schema';

export type TemplateRow = typeof mapTemplates.$inferSelect;

/** A stored template as the API shows it (spec §3 "Map template", api.md build-data). */
export function toMapTemplate(row: TemplateRow): MapTemplate {
  return {
    templateId: row.id,
    type: row.type as MapType,
    templatePlanType: row.templatePlanType as PlanType,
    priority: row.priority,
    hasNewTag: row.hasNewTag,
    thumbnailImage: row.thumbnailImage,
    detailsImage: row.detailsImage,
    serializedLocalize: row.serializedLocalize,
  };
}

function buildGetTemplate(db: Db) {
  return db
    .select()
    .from(mapTemplates)
    .where(eq(mapTemplates.id, sql.placeholder('id')))
    .limit(1)
    .prepare('get_template');
}
// Built once per database: every create and update reads its template (issue 6 "Throughput").
const getTemplateStatements = new WeakMap<Db, ReturnType<typeof buildGetTemplate>>();

/** The template `id`, or null when there is none. */
export async function getTemplate(db: Db, id: string): Promise<TemplateRow | null> {
  let statement = getTemplateStatements.get(db);
  if (!statement) {
    statement = buildGetTemplate(db);
    getTemplateStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row ?? null;
}

/**
 * The templates offered in `countryCode` in picker order (priority, highest first): BASIC ones only
 * in KR (spec §6). Without a country, all of them.
 */
export async function listTemplates(db: Db, countryCode?: string): Promise<MapTemplate[]> {
  const rows = await db
    .select()
    .from(mapTemplates)
    .orderBy(desc(mapTemplates.priority), asc(mapTemplates.id));
  return rows.map(toMapTemplate).filter((template) => isTemplateOffered(template, countryCode));
}
