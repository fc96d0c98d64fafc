import { z } from 'zod';

/**
 * Category tree schemas (spec §3, reconstructed in docs/spec-decisions.md §3). Ids are hierarchical by prefix:
 * 3 chars school type, 5 grade, 7 semester, 9 subject. The server seeds the trees; both sides derive.
 */
export const SCHOOL_TYPE_CODES = ['PRIMARY', 'MIDDLE', 'HIGH', 'COMMON', 'ELEMENTARY'] as const;
export type SchoolTypeCode = (typeof SCHOOL_TYPE_CODES)[number];

export const semesterNodeSchema = z.object({ id: z.string().length(7) });
export const gradeNodeSchema = z.object({ id: z.string().length(5), semesters: z.array(semesterNodeSchema) });
export const schoolTypeNodeSchema = z.object({
  id: z.string().length(3),
  code: z.enum(SCHOOL_TYPE_CODES),
  countryCode: z.string().length(2),
  grades: z.array(gradeNodeSchema),
});
export type SchoolTypeNode = z.infer<typeof schoolTypeNodeSchema>;

/** Subjects offered per school type id; a subject's id is `semesterId + code`. */
export const subjectOptionSchema = z.object({
  code: z.string().length(2),
  name: z.object({ ko: z.string(), en: z.string() }),
});
export const categoryTreeSchema = z.object({
  schoolInfoTree: z.array(schoolTypeNodeSchema),
  subjectTree: z.record(z.string(), z.array(subjectOptionSchema)),
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

export const publisherOptionSchema = z.object({
  id: z.string(),
  name: z.object({ ko: z.string(), en: z.string() }),
});
export type PublisherOption = z.infer<typeof publisherOptionSchema>;

export type GradeNode = z.infer<typeof gradeNodeSchema>;
export type SemesterNode = z.infer<typeof semesterNodeSchema>;
export type SubjectOption = z.infer<typeof subjectOptionSchema>;
