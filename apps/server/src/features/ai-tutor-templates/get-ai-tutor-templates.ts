import type { AiTutorTemplate } from '@quizset/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiTutorTemplates } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';

type TutorRow = typeof aiTutorTemplates.$inferSelect;

function toAiTutorTemplate(row: TutorRow): AiTutorTemplate {
  return {
    id: row.id,
    hasNewTag: row.hasNewTag,
    avatarSrc: row.avatarSrc,
    serializedLocalize: row.serializedLocalize,
  };
}

/** GET /api/ai-tutor-templates (api.md, spec §3 "AI tutor template"): every tutor in chooser order. */
export async function listAiTutorTemplates(db: Db): Promise<AiTutorTemplate[]> {
  const rows = await db
    .select()
    .from(aiTutorTemplates)
    .orderBy(desc(aiTutorTemplates.priority), asc(aiTutorTemplates.id));
  return rows.map(toAiTutorTemplate);
}

/** The tutor `id`, or null (a quiz set's `aiTutorId` must name one). */
export async function findAiTutorTemplate(db: Db, id: string): Promise<AiTutorTemplate | null> {
  const [row] = await db.select().from(aiTutorTemplates).where(eq(aiTutorTemplates.id, id)).limit(1);
  return row ? toAiTutorTemplate(row) : null;
}

/**
 * GET /api/ai-tutor-templates/{id} (api.md): one tutor's detail.
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function getAiTutorTemplate(db: Db, id: string): Promise<AiTutorTemplate> {
  const tutor = await findAiTutorTemplate(db, id);
  if (!tutor) throw new AppError('NOT_FOUND', msg('server.aiTutorTemplateNotFound'));
  return tutor;
}
