import type { CategoryNode, CategoryTree, PublisherOption } from './category-schema';
import type { SchoolSemester } from './constants';

/*
 * Category rules (spec §3 "Category tree node", §5 school info). Kept free of runtime zod imports so
 * that read-only pages (/quiz/{id}) can use them without pulling the schema library in.
 */

/** Id lengths (spec §3): school type = first 3 characters, grade 5, subject 7, sub-subject 9. */
export const CATEGORY_ID_LENGTHS = { schoolType: 3, grade: 5, subject: 7, subSubject: 9 } as const;

/** The first `length` characters of `id`, or null when the id is shorter (spec §3 prefix rule). */
function prefixOf(id: string | null | undefined, length: number): string | null {
  return id && id.length >= length ? id.slice(0, length) : null;
}

/** School type id of a category tree id: its first 3 characters (spec §3). */
export const schoolTypeIdOf = (id: string | null | undefined) => prefixOf(id, CATEGORY_ID_LENGTHS.schoolType);
/** Grade id of a category tree id: its first 5 characters (spec §3). */
export const gradeIdOf = (id: string | null | undefined) => prefixOf(id, CATEGORY_ID_LENGTHS.grade);
/** Subject id of a category tree id: its first 7 characters (spec §3). */
export const subjectIdOf = (id: string | null | undefined) => prefixOf(id, CATEGORY_ID_LENGTHS.subject);
/** Sub-subject id of a category tree id: its first 9 characters (spec §3). */
export const subSubjectIdOf = (id: string | null | undefined) => prefixOf(id, CATEGORY_ID_LENGTHS.subSubject);

/**
 * The grade number (spec §3): the grade id modulo 100, plus 6 for a middle school and 9 for a high
 * school. E.g. 10105 → 5, 10201 (KR middle, 중1) → 7, 20300 (US high) → 9.
 * @param schoolTypeValue the school type node's `value` (`MIDDLE`, `HIGH`, …).
 */
export function gradeNumber(gradeId: string, schoolTypeValue: string): number {
  const number = Number(gradeId) % 100;
  if (schoolTypeValue === 'MIDDLE') return number + 6;
  if (schoolTypeValue === 'HIGH') return number + 9;
  return number;
}

const indexes = new WeakMap<CategoryTree, Map<string, CategoryNode>>();

function indexOf(tree: CategoryTree): Map<string, CategoryNode> {
  let index = indexes.get(tree);
  if (!index) {
    index = new Map();
    const stack = [...tree.schoolInfoTree, ...tree.subjectTree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      index.set(node.categoryTreeId, node);
      stack.push(...node.children);
    }
    indexes.set(tree, index);
  }
  return index;
}

/** The node `id` of `type`, or null (ids of another type never match). */
export function findCategoryNode(
  tree: CategoryTree,
  id: string | null | undefined,
  type: CategoryNode['type'],
): CategoryNode | null {
  if (!id) return null;
  const node = indexOf(tree).get(id);
  return node?.type === type ? node : null;
}

/** School types in tree order (spec §3). */
export function listSchoolTypes(tree: CategoryTree): CategoryNode[] {
  return tree.schoolInfoTree.filter((node) => node.type === 'SCHOOL_TYPE');
}

/** Grades of a school type in tree order; [] for an unknown id or a school type without grades. */
export function listGrades(tree: CategoryTree, schoolTypeId: string | null): CategoryNode[] {
  return childrenOfType(findCategoryNode(tree, schoolTypeId, 'SCHOOL_TYPE'), 'GRADE');
}

/** Semesters of a grade (spec §5: only KR primary, middle and high have them); [] otherwise. */
export function listSemesters(tree: CategoryTree, gradeId: string | null): CategoryNode[] {
  return childrenOfType(findCategoryNode(tree, gradeId, 'GRADE'), 'SEMESTER');
}

/**
 * Subjects offered for a school type and grade (spec §3): the subjects under the grade, or under the
 * school type when it has no grades. [] until the level they hang under is chosen.
 */
export function listSubjects(
  tree: CategoryTree,
  selection: { schoolTypeId: string | null; gradeId: string | null },
): CategoryNode[] {
  const parentId =
    listGrades(tree, selection.schoolTypeId).length > 0 ? selection.gradeId : selection.schoolTypeId;
  if (!parentId) return [];
  return tree.subjectTree.filter((node) => node.type === 'SUBJECT' && node.parentId === parentId);
}

/** Sub-subjects of a subject (e.g. high school 수학 → 수학Ⅰ, 수학Ⅱ, 미적분 …); [] when none. */
export function listSubSubjects(tree: CategoryTree, subjectId: string | null): CategoryNode[] {
  return childrenOfType(findCategoryNode(tree, subjectId, 'SUBJECT'), 'SUB_SUBJECT');
}

function childrenOfType(node: CategoryNode | null, type: CategoryNode['type']): CategoryNode[] {
  return node ? node.children.filter((child) => child.type === type) : [];
}

/** The school info and subject of a quiz set as the form holds them (spec §3 "Quiz set form"). */
export interface CategorySelection {
  schoolTypeId: string | null;
  gradeId: string | null;
  /** The SEMESTER node's id; its `value` is what travels as `schoolSemester`. */
  semesterId: string | null;
  subject: string | null;
  subSubject: string | null;
}

export const EMPTY_CATEGORY_SELECTION: CategorySelection = {
  schoolTypeId: null,
  gradeId: null,
  semesterId: null,
  subject: null,
  subSubject: null,
};

/** `categoryTreeData`'s tree part (spec §3 "Submit payload"). */
export interface CategoryTreeRef {
  categoryTreeId: string | null;
  schoolSemester: SchoolSemester | null;
}

/** The semester node of `gradeId` whose value is `schoolSemester`, or null. */
export function findSemesterNode(
  tree: CategoryTree,
  gradeId: string | null,
  schoolSemester: string | null,
): CategoryNode | null {
  if (!schoolSemester) return null;
  return listSemesters(tree, gradeId).find((node) => node.value === schoolSemester) ?? null;
}

/**
 * `categoryTreeData` → the form's selection (spec §3 prefix rules), each level kept only when its
 * node exists where it should: school type (first 3 characters), grade (first 5, under that school
 * type), the semester node of `schoolSemester` under that grade, the subject (first 7, under that
 * grade or grade-less school type) and the sub-subject (first 9, under that subject). A saved set
 * whose subject left the tree therefore reopens with its school info and an empty subject.
 */
export function selectionFromCategoryTreeData(tree: CategoryTree, data: CategoryTreeRef): CategorySelection {
  const id = data.categoryTreeId;
  const schoolType = findCategoryNode(tree, schoolTypeIdOf(id), 'SCHOOL_TYPE');
  if (!schoolType) return EMPTY_CATEGORY_SELECTION;
  const grade = findCategoryNode(tree, gradeIdOf(id), 'GRADE');
  const gradeUnderSchool = grade?.parentId === schoolType.categoryTreeId ? grade : null;
  const semester = gradeUnderSchool
    ? findSemesterNode(tree, gradeUnderSchool.categoryTreeId, data.schoolSemester)
    : null;
  const subjectParent = gradeUnderSchool ?? schoolType;
  const subject = findCategoryNode(tree, subjectIdOf(id), 'SUBJECT');
  const subjectUnder = subject?.parentId === subjectParent.categoryTreeId ? subject : null;
  const subSubject = findCategoryNode(tree, subSubjectIdOf(id), 'SUB_SUBJECT');
  return {
    schoolTypeId: schoolType.categoryTreeId,
    gradeId: gradeUnderSchool?.categoryTreeId ?? null,
    semesterId: semester?.categoryTreeId ?? null,
    subject: subjectUnder?.categoryTreeId ?? null,
    subSubject:
      subjectUnder && subSubject?.parentId === subjectUnder.categoryTreeId ? subSubject.categoryTreeId : null,
  };
}

/**
 * The form's selection → `categoryTreeData`'s tree part (spec §3): `categoryTreeId` is the
 * sub-subject if present, else the subject; `schoolSemester` is the chosen semester node's value.
 */
export function categoryTreeRefOf(tree: CategoryTree, selection: CategorySelection): CategoryTreeRef {
  const semester = findCategoryNode(tree, selection.semesterId, 'SEMESTER');
  return {
    categoryTreeId: selection.subSubject ?? selection.subject,
    schoolSemester: (semester?.value as SchoolSemester | undefined) ?? null,
  };
}

/** The nodes of a selection that exist in the tree, for labels (quiz view) and derived info. */
export interface CategoryPath {
  schoolType: CategoryNode | null;
  grade: CategoryNode | null;
  semester: CategoryNode | null;
  subject: CategoryNode | null;
  subSubject: CategoryNode | null;
}

export function categoryPathOf(tree: CategoryTree, data: CategoryTreeRef): CategoryPath {
  const selection = selectionFromCategoryTreeData(tree, data);
  return {
    schoolType: findCategoryNode(tree, selection.schoolTypeId, 'SCHOOL_TYPE'),
    grade: findCategoryNode(tree, selection.gradeId, 'GRADE'),
    semester: findCategoryNode(tree, selection.semesterId, 'SEMESTER'),
    subject: findCategoryNode(tree, selection.subject, 'SUBJECT'),
    subSubject: findCategoryNode(tree, selection.subSubject, 'SUB_SUBJECT'),
  };
}

/** The grade number of a selection's grade (spec §3), or null without a grade. */
export function selectionGradeNumber(tree: CategoryTree, selection: CategorySelection): number | null {
  const schoolType = findCategoryNode(tree, selection.schoolTypeId, 'SCHOOL_TYPE');
  if (!schoolType || !selection.gradeId) return null;
  return gradeNumber(selection.gradeId, schoolType.value);
}

/**
 * The publisher options to show for a selection (spec §5): those whose `showSchoolTypes` has the
 * chosen school type's value and whose `hideGrades` lacks the chosen grade number. Nothing until the
 * school type — and, where it has grades, the grade — is chosen. An empty result hides the list.
 */
export function visiblePublisherOptions(
  options: readonly PublisherOption[],
  tree: CategoryTree,
  selection: Pick<CategorySelection, 'schoolTypeId' | 'gradeId'>,
): PublisherOption[] {
  const schoolType = findCategoryNode(tree, selection.schoolTypeId, 'SCHOOL_TYPE');
  if (!schoolType) return [];
  const hasGrades = listGrades(tree, schoolType.categoryTreeId).length > 0;
  const grade = hasGrades ? findCategoryNode(tree, selection.gradeId, 'GRADE') : null;
  if (hasGrades && !grade) return [];
  const number = grade ? gradeNumber(grade.categoryTreeId, schoolType.value) : null;
  return options.filter(
    (option) =>
      option.showSchoolTypes.includes(schoolType.value) &&
      (number === null || !option.hideGrades.includes(number)),
  );
}
