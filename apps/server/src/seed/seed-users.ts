import type { PlanType, UserType } from '@quizset/domain';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, user } from '../db/schema';

export const DEMO_PASSWORD = 'demo-password';

interface DemoUser {
  id: string;
  email: string;
  name: string;
  planType: PlanType;
  countryCode: 'KR' | 'US';
  userType: UserType;
  admin?: boolean;
}

/** The demo accounts of api.md "Accounts" (all with the password `demo-password`). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'demo-free',
    email: 'free@demo.example',
    name: '김무료 선생님',
    planType: 'FREE',
    countryCode: 'KR',
    userType: 'TEACHER',
  },
  {
    id: 'demo-basic',
    email: 'basic@demo.example',
    name: '이베이직 선생님',
    planType: 'BASIC',
    countryCode: 'KR',
    userType: 'TEACHER',
  },
  {
    id: 'demo-pro',
    email: 'pro@demo.example',
    name: '박프로 선생님',
    planType: 'PRO',
    countryCode: 'KR',
    userType: 'TEACHER',
  },
  {
    id: 'demo-pro-us',
    email: 'pro.us@demo.example',
    name: 'Alex Pro',
    planType: 'PRO',
    countryCode: 'US',
    userType: 'TEACHER',
  },
  {
    id: 'demo-student',
    email: 'student@demo.example',
    name: '최학생',
    planType: 'FREE',
    countryCode: 'KR',
    userType: 'STUDENT',
  },
  {
    id: 'demo-admin',
    email: 'admin@demo.example',
    name: '관리자',
    planType: 'PRO',
    countryCode: 'KR',
    userType: 'TEACHER',
    admin: true,
  },
];

/** What an account made with a password needs (the rest takes the user table's defaults). */
export interface PasswordUser {
  id: string;
  email: string;
  name: string;
  planType?: PlanType;
  countryCode?: 'KR' | 'US';
  userType?: UserType;
  admin?: boolean;
}

/**
 * Inserts `person` with a verified email and a credential account holding `passwordHash` (from
 * better-auth's `hashPassword`, so the normal sign-in route accepts it), in one transaction. One hash
 * can serve many accounts with the same password: hashing (scrypt) is what costs, about 50–150 ms each.
 * Locale follows the country (KR → ko, else en). Throws on a duplicate id or email.
 */
export async function insertPasswordUser(db: Db, person: PasswordUser, passwordHash: string): Promise<void> {
  const now = new Date();
  const countryCode = person.countryCode ?? 'KR';
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id: person.id,
      name: person.name,
      email: person.email,
      emailVerified: true,
      planType: person.planType ?? 'FREE',
      countryCode,
      userType: person.userType ?? null,
      admin: person.admin ?? false,
      locale: countryCode === 'KR' ? 'ko' : 'en',
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(account).values({
      id: `${person.id}-credential`,
      accountId: person.id,
      providerId: 'credential',
      userId: person.id,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/**
 * Creates the demo accounts that do not exist yet (matched by email), all with one hash of
 * `DEMO_PASSWORD`.
 */
export async function seedDemoUsers(db: Db): Promise<void> {
  let passwordHash: string | null = null;
  for (const demo of DEMO_USERS) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, demo.email)).limit(1);
    if (existing) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    await insertPasswordUser(db, demo, passwordHash);
  }
}
