import { z } from 'zod';
import { SCHOOL_SEMESTERS } from './constants';

/**
 * Category tree schemas (spec §3 "Category tree node", "Publisher option"). Ids are hierarchical by
 * prefix: a school type id has 3 characters, a grade 5, a subject 7, a sub-subject 9. The semester
 * is its own node under its grade (its value 1, 2 or COMMON travels as `schoolSemester`).
 */
export const CATEGORY_NODE_TYPES = ['SCHOOL_TYPE', 'GRADE', 'SEMESTER', 'SUBJECT', 'SUB_SUBJECT'] as const;
export type CategoryNodeType = (typeof CATEGORY_NODE_TYPES)[number];

export const localizedTextSchema = z.object({ ko: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * One node (spec §3): `value` is the machine value (a school type code such as `PRIMARY`, a semester
 * `1`/`2`/`COMMON`, a subject code); `name` is what users read, in both languages of the UI;
 * `ancestors` are the ids from the root down to the parent.
 */
export interface CategoryNode {
  categoryTreeId: string;
  name: LocalizedText;
  value: string;
  type: CategoryNodeType;
  children: CategoryNode[];
  ancestors: string[];
  parentId: string | null;
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  categoryTreeId: z.string(),
  name: localizedTextSchema,
  value: z.string(),
  type: z.enum(CATEGORY_NODE_TYPES),
  get children() {
    return z.array(categoryNodeSchema);
  },
  ancestors: z.array(z.string()),
  parentId: z.string().nullable(),
});

/**
 * The trees of one country (api.md build-data `categoryTree`): `schoolInfoTree` holds school types →
 * grades → semesters; `subjectTree` holds the subjects (each under a grade, or under a school type
 * that has no grades) → sub-subjects.
 */
export const categoryTreeSchema = z.object({
  schoolInfoTree: z.array(categoryNodeSchema),
  subjectTree: z.array(categoryNodeSchema),
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/**
 * A publisher option (spec §3): shown only for the school types in `showSchoolTypes` (school type
 * values) and not for the grade numbers in `hideGrades` (spec §5 "The publisher list is shown only
 * when the country's publisher options match the school type and grade"). The list is Korean (§1).
 */
export const publisherOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  hideGrades: z.array(z.number().int()),
  showSchoolTypes: z.array(z.string()),
});
export type PublisherOption = z.infer<typeof publisherOptionSchema>;

export const schoolSemesterSchema = z.enum(SCHOOL_SEMESTERS);
