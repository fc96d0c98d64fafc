import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, type SessionUser } from '../../auth/session';
import { AppError, msg } from '../../lib/app-error';
import { idParamsSchema } from '../quizsets/schemas';
import { userResponseSchema } from '../users/schemas';
import { mapTemplateChangesSchema, updateMapTemplate } from './update-map-template';
import { adminUserChangesSchema, updateUserByAdmin } from './update-user-by-admin';

/**
 * The caller, who must be an admin (spec §6: "A page can also require … admin on the user").
 * @throws AppError UNAUTHENTICATED (401) signed out, FORBIDDEN (403) not an admin.
 */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const caller = await requireSession(request);
  if (!caller.isAdmin) throw new AppError('FORBIDDEN', msg('server.adminOnly'));
  return caller;
}

/** Admin routes (api.md "Accounts": PATCH /api/admin/users/{id}; issue 8: map templates); every change is audited. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a user's plan or admin flag (admin only; audited)",
        params: idParamsSchema,
        body: adminUserChangesSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const caller = await requireAdmin(request);
      const data = await updateUserByAdmin(db, {
        actorId: caller.id,
        userId: request.params.id,
        changes: request.body,
      });
      return { data };
    },
  );

  r.patch(
    '/api/admin/map-templates/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a map template (admin only; audited)',
        params: idParamsSchema,
        body: mapTemplateChangesSchema,
      },
    },
    async (request) => {
      const caller = await requireAdmin(request);
      const data = await updateMapTemplate(db, {
        actorId: caller.id,
        templateId: request.params.id,
        changes: request.body,
      });
      return { data };
    },
  );
}
