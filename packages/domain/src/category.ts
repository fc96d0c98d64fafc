import type {
  CategoryTree,
  GradeNode,
  SchoolTypeCode,
  SchoolTypeNode,
  SemesterNode,
  SubjectOption,
} from './category-schema';

/*
 * Category rules (spec §3). Kept free of runtime zod imports so that read-only pages (/quiz/{id})
 * can use them without pulling the schema library into their first-load bundle.
 */

/** Id lengths of each level (spec §3): a node's id is its parent's id plus two digits. */
export const CATEGORY_ID_LENGTHS = { schoolType: 3, grade: 5, semester: 7, subject: 9 } as const;

/** First digit of a category id → country (spec §3). */
export const CATEGORY_COUNTRY_DIGITS = { '1': 'KR', '2': 'US' } as const;
export type CategoryCountryCode = (typeof CATEGORY_COUNTRY_DIGITS)[keyof typeof CATEGORY_COUNTRY_DIGITS];

/** The semester id of a school type without a semester level: grade id + `00`, never shown (spec §3). */
export const HIDDEN_SEMESTER_SUFFIX = '00';

/** The category ids of every level of `categoryId` (spec §3), as stored beside the quiz set. */
export interface CategoryIds {
  schoolTypeId: string | null;
  gradeId: string | null;
  semesterId: string | null;
  subjectId: string | null;
}

/** True when `id` has the shape of a category id: 3, 5, 7 or 9 digits (spec §3). */
export function isCategoryIdShape(id: string): boolean {
  return /^\d{3}(?:\d{2}){0,3}$/.test(id);
}

/**
 * Splits a category id into its levels by prefix (spec §3): school type = first 3 chars, grade = 5,
 * semester = 7, subject = 9, each only when the id is that long. Null or a malformed id → all null.
 */
export function deriveCategoryTreeData(categoryId: string | null): CategoryIds {
  const id = categoryId !== null && isCategoryIdShape(categoryId) ? categoryId : '';
  const prefix = (length: number) => (id.length >= length ? id.slice(0, length) : null);
  return {
    schoolTypeId: prefix(CATEGORY_ID_LENGTHS.schoolType),
    gradeId: prefix(CATEGORY_ID_LENGTHS.grade),
    semesterId: prefix(CATEGORY_ID_LENGTHS.semester),
    subjectId: prefix(CATEGORY_ID_LENGTHS.subject),
  };
}

/** The country of a category id from its first digit (spec §3), or null for an unknown digit. */
export function categoryCountryCode(categoryId: string): CategoryCountryCode | null {
  const digit = categoryId[0];
  return digit === '1' || digit === '2' ? CATEGORY_COUNTRY_DIGITS[digit] : null;
}

/**
 * The grade shown to users (spec §3): `Number(gradeId) % 100`, +6 for MIDDLE, +9 for HIGH; a grade
 * whose number is 0 is 'COMMON' (shown as "shared" / 공통). E.g. 10201 MIDDLE → 7, 10301 HIGH → 10.
 */
export function gradeNumber(gradeId: string, schoolTypeCode: SchoolTypeCode): number | 'COMMON' {
  const number = Number(gradeId) % 100;
  if (number === 0) return 'COMMON';
  if (schoolTypeCode === 'MIDDLE') return number + 6;
  if (schoolTypeCode === 'HIGH') return number + 9;
  return number;
}

/** The semester shown (spec §3): 1 or 2 for ids ending `01`/`02`, null for a hidden (`00`) semester. */
export function semesterNumber(semesterId: string): 1 | 2 | null {
  const suffix = semesterId.slice(-2);
  return suffix === '01' ? 1 : suffix === '02' ? 2 : null;
}

/** Whether the semester level exists (spec §3): only KR PRIMARY, MIDDLE and HIGH. */
export function hasSemesters(countryCode: string, schoolTypeCode: SchoolTypeCode): boolean {
  return (
    countryCode === 'KR' &&
    (schoolTypeCode === 'PRIMARY' || schoolTypeCode === 'MIDDLE' || schoolTypeCode === 'HIGH')
  );
}

/** School types of one country, in tree order (spec §2 Step 2 first select; §3 tree). */
export function listSchoolTypes(tree: CategoryTree, countryCode: string): SchoolTypeNode[] {
  return tree.schoolInfoTree.filter((node) => node.countryCode === countryCode);
}

/** Grades of a school type in tree order (spec §3); [] for an unknown id. */
export function listGrades(tree: CategoryTree, schoolTypeId: string): GradeNode[] {
  return tree.schoolInfoTree.find((node) => node.id === schoolTypeId)?.grades ?? [];
}

/**
 * The semesters to offer for a grade (spec §3): the `01`/`02` nodes when the school type has a
 * semester level, else [] (its single `00` semester exists but is never shown).
 */
export function listSemesters(tree: CategoryTree, gradeId: string): SemesterNode[] {
  const schoolType = tree.schoolInfoTree.find(
    (node) => node.id === gradeId.slice(0, CATEGORY_ID_LENGTHS.schoolType),
  );
  if (!schoolType || !hasSemesters(schoolType.countryCode, schoolType.code)) return [];
  const grade = schoolType.grades.find((node) => node.id === gradeId);
  return (grade?.semesters ?? []).filter((semester) => semesterNumber(semester.id) !== null);
}

/** Subjects offered for a school type (spec §3 subject tree); [] when it has none. */
export function listSubjects(tree: CategoryTree, schoolTypeId: string): SubjectOption[] {
  return tree.subjectTree[schoolTypeId] ?? [];
}

/**
 * The id to store for a selection: the deepest chosen level (spec §3). A subject chosen where the
 * semester level is hidden hangs under the grade's `00` semester. Levels below a missing one are
 * ignored (a subject without a grade cannot be addressed).
 */
export function composeCategoryId(selection: {
  schoolTypeId: string | null;
  gradeId?: string | null;
  semesterId?: string | null;
  subjectCode?: string | null;
}): string | null {
  const { schoolTypeId, gradeId, semesterId, subjectCode } = selection;
  if (!schoolTypeId) return null;
  if (!gradeId) return schoolTypeId;
  const semester = semesterId ?? (subjectCode ? gradeId + HIDDEN_SEMESTER_SUFFIX : null);
  if (!semester) return gradeId;
  return subjectCode ? semester + subjectCode : semester;
}

/** The nodes a category id resolves to; levels the id does not reach are null. */
export interface CategoryPath {
  schoolType: SchoolTypeNode;
  grade: GradeNode | null;
  semester: SemesterNode | null;
  subject: SubjectOption | null;
}

/**
 * Resolves `categoryId` against the tree (spec §3; the server's membership check for
 * `invalid_category`). Every level the id reaches must exist: the grade under the school type, the
 * semester under the grade, the subject code in the subject tree of the school type.
 * @returns the path, or null when the id is malformed or any level is unknown.
 */
export function findCategoryPath(tree: CategoryTree, categoryId: string): CategoryPath | null {
  if (!isCategoryIdShape(categoryId)) return null;
  const ids = deriveCategoryTreeData(categoryId);
  const schoolType = tree.schoolInfoTree.find((node) => node.id === ids.schoolTypeId);
  if (!schoolType) return null;
  const path: CategoryPath = { schoolType, grade: null, semester: null, subject: null };
  if (ids.gradeId === null) return path;
  path.grade = schoolType.grades.find((node) => node.id === ids.gradeId) ?? null;
  if (!path.grade) return null;
  if (ids.semesterId === null) return path;
  path.semester = path.grade.semesters.find((node) => node.id === ids.semesterId) ?? null;
  if (!path.semester) return null;
  if (ids.subjectId === null) return path;
  const code = ids.subjectId.slice(CATEGORY_ID_LENGTHS.semester);
  path.subject = listSubjects(tree, schoolType.id).find((subject) => subject.code === code) ?? null;
  return path.subject ? path : null;
}

/** What the UI shows for a category, ready for i18n (school type code → its translated label). */
export interface CategoryDescription {
  countryCode: string;
  schoolType: SchoolTypeCode;
  grade: number | 'COMMON' | null;
  semester: 1 | 2 | null;
  subject: { ko: string; en: string } | null;
}

/**
 * The displayable parts of a category (spec §3): school type code, grade number (or 'COMMON'),
 * semester 1/2 (null where hidden or not chosen) and the subject's names.
 * @returns null when the id does not resolve in the tree (see `findCategoryPath`).
 */
export function describeCategory(tree: CategoryTree, categoryId: string): CategoryDescription | null {
  const path = findCategoryPath(tree, categoryId);
  if (!path) return null;
  const { schoolType, grade, semester, subject } = path;
  return {
    countryCode: schoolType.countryCode,
    schoolType: schoolType.code,
    grade: grade ? gradeNumber(grade.id, schoolType.code) : null,
    semester:
      semester && hasSemesters(schoolType.countryCode, schoolType.code) ? semesterNumber(semester.id) : null,
    subject: subject ? { ...subject.name } : null,
  };
}
