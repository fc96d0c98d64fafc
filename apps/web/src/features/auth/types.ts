import type { PlanType, UserType } from '@quizset/domain';

/** `User` of api.md "Accounts" (GET /api/users/me). */
export interface User {
  id: string;
  name: string;
  email: string;
  userType: UserType | null;
  planType: PlanType;
  countryCode: string | null;
  registrationStatus: string | null;
  admin: boolean;
  recentQuizsetInfo: unknown;
}
