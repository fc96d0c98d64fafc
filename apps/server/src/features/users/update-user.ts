import { LOCALES, USER_TYPES } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { getUser, type UserDto } from './get-user';
import { recentQuizsetInfoSchema } from './recent-quizset-info';

/** PATCH /api/users/info body (api.md "Accounts"): own profile fields; omitted fields stay. */
export const updateUserInfoSchema = z
  .object({
    name: z.string().trim().min(1).max(50).optional(),
    userType: z.enum(USER_TYPES).optional(),
    countryCode: z.enum(['KR', 'US']).optional(),
    schoolName: z.string().trim().max(100).nullable().optional(),
  })
  .strict();
export type UpdateUserInfo = z.infer<typeof updateUserInfoSchema>;

/** PATCH /api/users/edit body: own account settings. */
export const updateUserSettingsSchema = z
  .object({
    locale: z.enum(LOCALES).optional(),
    recentQuizsetInfo: recentQuizsetInfoSchema.nullable().optional(),
  })
  .strict();
export type UpdateUserSettings = z.infer<typeof updateUserSettingsSchema>;

/** Applies `changes` to the caller's own row; returns the updated `User`. */
export async function updateUser(
  db: Db,
  params: { id: string; changes: UpdateUserInfo & UpdateUserSettings },
): Promise<UserDto> {
  const entries = Object.entries(params.changes).filter(([, value]) => value !== undefined);
  if (entries.length > 0) {
    await db
      .update(user)
      .set({ ...Object.fromEntries(entries), updatedAt: new Date() })
      .where(eq(user.id, params.id));
  }
  return getUser(db, params.id);
}
