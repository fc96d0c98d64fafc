import { authorSchema, PLAN_TYPES, USER_TYPES } from '@quizset/domain';
import { z } from 'zod';
import { quizSetPageSchema } from '../quizsets/schemas';
import { recentQuizsetInfoSchema } from './recent-quizset-info';

/** `User` of api.md "Accounts" as GET /api/users/me and the PATCH routes answer it. */
export const userDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  userType: z.enum(USER_TYPES).nullable(),
  planType: z.enum(PLAN_TYPES),
  countryCode: z.string(),
  registrationStatus: z.string(),
  admin: z.boolean(),
  locale: z.string().nullable(),
  schoolName: z.string().nullable(),
  recentQuizsetInfo: recentQuizsetInfoSchema.nullable(),
});
export const userResponseSchema = z.object({ data: userDtoSchema });

/** GET /api/users/{id}/info: the public profile. */
export const publicProfileResponseSchema = z.object({
  data: authorSchema.extend({
    userType: z.enum(USER_TYPES).nullable(),
    countryCode: z.string(),
    publicQuizSetCount: z.number().int(),
  }),
});

export { quizSetPageSchema };
