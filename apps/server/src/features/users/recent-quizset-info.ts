import { SCHOOL_SEMESTERS } from '@quizset/domain';
import { z } from 'zod';

/** `recentQuizsetInfo` (spec §3 "User"); the server also writes it on every save. */
export const recentQuizsetInfoSchema = z
  .object({
    createdAt: z.string().max(64),
    schoolGrade: z.number().int().min(0).max(20).nullable(),
    schoolSemester: z.enum(SCHOOL_SEMESTERS).nullable(),
    schoolType: z.string().max(32).nullable(),
  })
  .strict();
