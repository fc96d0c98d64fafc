import { isTemplateOffered, type MapTemplate, type MapType, type PlanType } from '@quizset/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  CURRENT_ACCESS_COLUMNS,
  type CurrentAccessRow,
  sessionRowIsLive,
  type VerifiedSession,
} from '../../auth/session';
import type { Db } from '../../db/client';
import { mapTemplates, session, user } from '../../db/schema';

export type TemplateRow = typeof mapTemplates.$inferSelect;

/** What a save needs of its template (prepare-quiz-set.ts): the id, the map type and the plan. */
export type TemplateRef = Pick<TemplateRow, 'id' | 'type' | 'templatePlanType'>;

/** The TemplateRef columns, for a statement that reads them with other data. */
const TEMPLATE_REF_COLUMNS = {
  id: mapTemplates.id,
  type: mapTemplates.type,
  templatePlanType: mapTemplates.templatePlanType,
};

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

function buildGetTemplateWithAccess(db: Db) {
  return db
    .select({ access: CURRENT_ACCESS_COLUMNS, template: TEMPLATE_REF_COLUMNS })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(mapTemplates, eq(mapTemplates.id, sql.placeholder('templateId')))
    .where(sessionRowIsLive())
    .limit(1)
    .prepare('get_template_with_access');
}
const getTemplateWithAccessStatements = new WeakMap<Db, ReturnType<typeof buildGetTemplateWithAccess>>();

/**
 * The template `templateId` as a save needs it (TemplateRef; null when there is none) and the access
 * of the caller of `verified` as it is now (auth/session.ts withCurrentAccess; null when the session
 * row was signed out, revoked or expired: then no template either), in one statement: a create read
 * them in two round trips (issue 20 item 2). Not the whole template row: its localized texts (jsonb)
 * and image paths were parsed on every create for nothing. For requireMemberWith.
 */
export async function getTemplateWithAccess(
  db: Db,
  params: { verified: VerifiedSession; templateId: string },
): Promise<{ access: CurrentAccessRow | null; template: TemplateRef | null }> {
  let statement = getTemplateWithAccessStatements.get(db);
  if (!statement) {
    statement = buildGetTemplateWithAccess(db);
    getTemplateWithAccessStatements.set(db, statement);
  }
  const [row] = await statement.execute({
    callerId: params.verified.user.id,
    sessionId: params.verified.sessionId,
    templateId: params.templateId,
  });
  return { access: row?.access ?? null, template: row?.template ?? null };
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
