import type { PlanType, UserType } from '@quizset/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizSets, type RecentQuizsetInfo, user } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { recentQuizsetInfoSchema } from './recent-quizset-info';

/** `User` of api.md "Accounts" (plus image, locale and schoolName for the profile pages). */
export interface UserDto {
  id: string;
  name: string;
  email: string;
  image: string | null;
  userType: UserType | null;
  planType: PlanType;
  countryCode: string;
  registrationStatus: string;
  admin: boolean;
  locale: string | null;
  schoolName: string | null;
  recentQuizsetInfo: RecentQuizsetInfo | null;
}

export type UserRow = typeof user.$inferSelect;

/** The stored memo in spec §3's shape, or null for anything else (nothing odd reaches the browser). */
function readRecentQuizsetInfo(value: unknown): RecentQuizsetInfo | null {
  const parsed = recentQuizsetInfoSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    userType: row.userType === 'TEACHER' || row.userType === 'STUDENT' ? row.userType : null,
    planType: row.planType === 'BASIC' || row.planType === 'PRO' ? row.planType : 'FREE',
    countryCode: row.countryCode,
    registrationStatus: row.registrationStatus,
    admin: row.admin,
    locale: row.locale,
    schoolName: row.schoolName,
    recentQuizsetInfo: readRecentQuizsetInfo(row.recentQuizsetInfo),
  };
}

/**
 * The user `id` as `User` (GET /api/users/me).
 * @throws AppError NOT_FOUND when there is no such user.
 */
export async function getUser(db: Db, id: string): Promise<UserDto> {
  const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', msg('server.userNotFound'));
  return toUserDto(row);
}

/** Public profile of GET /api/users/{id}/info: no email, no plan. */
export interface PublicProfile {
  id: string;
  name: string;
  image: string | null;
  userType: UserType | null;
  countryCode: string;
  publicQuizSetCount: number;
}

/**
 * GET /api/users/{id}/info (api.md "Accounts"): name, avatar and public quiz set count.
 * @throws AppError NOT_FOUND when there is no such user.
 */
export async function getPublicProfile(db: Db, id: string): Promise<PublicProfile> {
  const dto = await getUser(db, id);
  const [total] = await db
    .select({ value: count() })
    .from(quizSets)
    .where(and(eq(quizSets.ownerId, id), eq(quizSets.isPublic, true)));
  return {
    id: dto.id,
    name: dto.name,
    image: dto.image,
    userType: dto.userType,
    countryCode: dto.countryCode,
    publicQuizSetCount: total?.value ?? 0,
  };
}
