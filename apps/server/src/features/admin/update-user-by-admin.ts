import { randomUUID } from 'node:crypto';
import { PLAN_TYPES } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { adminAuditLog, user } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';

import { toUserDto, type UserDto } from '../users/get-user';

/** Body of PATCH /api/admin/users/{id} (api.md "Accounts"): at least one of the two, nothing else. */
export const adminUserChangesSchema = z
  .object({ planType: z.enum(PLAN_TYPES).optional(), admin: z.boolean().optional() })
  .strict()
  .refine((changes) => changes.planType !== undefined || changes.admin !== undefined, {
    message: 'planType or admin is required',
  });
export type AdminUserChanges = z.infer<typeof adminUserChangesSchema>;

/**
 * Sets a user's plan and/or admin flag (issue 8 "Plans"; issue 22 item 4: kept beside Stripe
 * Checkout) and writes one `admin_audit_log` row with the fields before and after, in one transaction:
 * no change without its audit row. The caller must already be checked as an admin (the route does).
 * An admin cannot take away their own admin flag, so the product never loses its last admin by mistake.
 * Takes effect for the user's own requests within the session cache's lifetime (auth.ts).
 * @returns the updated `User` (api.md).
 * @throws AppError NOT_FOUND (no such user), FORBIDDEN (own admin flag off).
 */
export async function updateUserByAdmin(
  db: Db,
  params: { actorId: string; userId: string; changes: AdminUserChanges },
): Promise<UserDto> {
  const { actorId, userId, changes } = params;
  if (actorId === userId && changes.admin === false)
    throw new AppError('FORBIDDEN', msg('server.adminSelfDemote'));
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(user).where(eq(user.id, userId)).for('update').limit(1);
    if (!row) throw new AppError('NOT_FOUND', msg('server.userNotFound'));
    const before = { planType: row.planType, admin: row.admin };
    const after = { planType: changes.planType ?? row.planType, admin: changes.admin ?? row.admin };
    const [updated] = await tx
      .update(user)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(user.id, userId))
      .returning();
    await tx.insert(adminAuditLog).values({
      id: randomUUID(),
      actorId,
      action: 'user.update',
      targetType: 'user',
      targetId: userId,
      before,
      after,
    });
    return toUserDto(updated ?? row);
  });
}
