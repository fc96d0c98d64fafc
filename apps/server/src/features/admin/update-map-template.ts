import { randomUUID } from 'node:crypto';
import { type MapTemplate, mapTemplateLocalizeSchema, PLAN_TYPES } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { adminAuditLog, mapTemplates } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';

/** A URL an admin may give a template: the server's own path, or https (no `javascript:` and the like). */
const urlSchema = z
  .string()
  .max(2048)
  .refine(
    (url) => (url.startsWith('/') ? !url.startsWith('//') : url.startsWith('https://')),
    'must be a path or https URL',
  );

/** Body of PATCH /api/admin/map-templates/{id}: any of these, nothing else (issue 8: "admin-editable"). */
export const mapTemplateChangesSchema = z
  .object({
    templatePlanType: z.enum(PLAN_TYPES).optional(),
    priority: z.number().int().min(-1000).max(1000).optional(),
    hasNewTag: z.boolean().optional(),
    thumbnailImage: urlSchema.optional(),
    detailsImage: urlSchema.optional(),
    serializedLocalize: z
      .object({
        ko: mapTemplateLocalizeSchema.extend({ previewPlayUrl: urlSchema.nullable() }),
        en: mapTemplateLocalizeSchema.extend({ previewPlayUrl: urlSchema.nullable() }),
      })
      .optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'nothing to change' });
export type MapTemplateChanges = z.infer<typeof mapTemplateChangesSchema>;

/**
 * Edits a map template (issue 8: "Templates are seeded data that an admin can edit through the
 * API, not code"): plan, priority, "new" tag, images and the ko/en texts incl. `previewPlayUrl`.
 * One `admin_audit_log` row with the changed fields before and after, in the same transaction. The
 * caller must already be checked as an admin.
 * @returns the template as build-data serves it (spec §3 "Map template").
 * @throws AppError NOT_FOUND for an unknown template.
 */
export async function updateMapTemplate(
  db: Db,
  params: { actorId: string; templateId: string; changes: MapTemplateChanges },
): Promise<MapTemplate> {
  const { actorId, templateId, changes } = params;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mapTemplates).where(eq(mapTemplates.id, templateId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', msg('server.unknownTemplate'));
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof typeof row]]));
    const [updated] = await tx
      .update(mapTemplates)
      .set(changes)
      .where(eq(mapTemplates.id, templateId))
      .returning();
    await tx.insert(adminAuditLog).values({
      id: randomUUID(),
      actorId,
      action: 'mapTemplate.update',
      targetType: 'mapTemplate',
      targetId: templateId,
      before,
      after: changes,
    });
    const saved = updated ?? row;
    return {
      templateId: saved.id,
      type: saved.type as MapTemplate['type'],
      templatePlanType: saved.templatePlanType as MapTemplate['templatePlanType'],
      priority: saved.priority,
      hasNewTag: saved.hasNewTag,
      thumbnailImage: saved.thumbnailImage,
      detailsImage: saved.detailsImage,
      serializedLocalize: saved.serializedLocalize,
    };
  });
}
