import {
  type CategorySelection,
  findCategoryNode,
  listGrades,
  listSchoolTypes,
  listSemesters,
  selectionFromCategoryTreeData,
  visiblePublisherOptions,
} from './category';
import type { CategoryTree, PublisherOption } from './category-schema';
import {
  CUSTOM_PUBLISHER_MAX_LENGTH,
  CUSTOM_PUBLISHER_MIN_LENGTH,
  CUSTOM_PUBLISHER_VALUE,
  MAX_QUIZ_COUNT,
  MIN_QUIZ_COUNT,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
} from './constants';
import type { Locale } from './locales';
import { formatMessage } from './messages';
import { validateQuiz } from './questions/question-types';
import type { QuizEdit, QuizSubmit } from './questions/quiz-schema';
import { effectiveTitle, selectionOf } from './quiz-set';
import type { QuizSetForm, QuizSetSubmit } from './quiz-set-schema';
import { textLength } from './text';
import { issue, type ValidationIssue } from './validation-issue';

export * from './validation-issue';

/*
 * Issue order (spec §5 "focuses the offending field": the first issue is focused): templateId, title
 * (both in the header, visible from both tabs), the quiz list (its count, then each card top to
 * bottom, fields in card order), then the settings tab top to bottom: school type, grade, semester,
 * subject, custom publisher.
 */

/** The category tree and publisher options of the user's country (api.md build-data). */
export interface ValidationContext {
  tree: CategoryTree;
  publishers: readonly PublisherOption[];
}

/**
 * Title rule (spec §5): trimmed, at least 2 ('Title must be at least 2 characters', also for an
 * empty title) and at most 60 characters ('Title must be at most 60 characters').
 */
export function validateTitle(title: string): ValidationIssue[] {
  const length = textLength(title.trim());
  if (length < TITLE_MIN_LENGTH)
    return [issue('title', 'validation.title.tooShort', 'no_title', { min: TITLE_MIN_LENGTH })];
  if (length > TITLE_MAX_LENGTH)
    return [issue('title', 'validation.title.tooLong', 'no_title', { max: TITLE_MAX_LENGTH })];
  return [];
}

/** Map template rule (spec §5): 'Background template is required'. */
export function validateTemplateId(templateId: string | null): ValidationIssue[] {
  return templateId === null || templateId.trim() === ''
    ? [issue('templateId', 'validation.template.required', 'no_map_template')]
    : [];
}

function validateQuizCount(count: number): ValidationIssue[] {
  if (count < MIN_QUIZ_COUNT) return [issue('quizList', 'validation.quizList.empty', 'no_quiz')];
  if (count > MAX_QUIZ_COUNT)
    return [issue('quizList', 'validation.quizList.limit', 'invalid_quiz', { max: MAX_QUIZ_COUNT })];
  return [];
}

/**
 * The quiz tab's rules (spec §5): 'At least one quiz is required', at most 20, then every card via
 * `validateQuiz` (paths `quizList.{i}.…` in the payload's names).
 */
export function validateQuizList(quizList: readonly (QuizEdit | QuizSubmit)[]): ValidationIssue[] {
  return [
    ...validateQuizCount(quizList.length),
    ...quizList.flatMap((quiz, index) => validateQuiz(quiz, index)),
  ];
}

/** True when the quiz tab passes (spec §4: "The finish button replaces the next button once the form is valid on the quiz tab"). */
export function isQuizTabValid(form: Pick<QuizSetForm, 'quizList'>): boolean {
  return validateQuizList(form.quizList).length === 0;
}

/**
 * School info and subject (spec §5): school type required if the tree has school types, grade if the
 * (chosen, else any) school type has grades, semester if the (chosen, else any) grade has semesters —
 * so KR primary/middle/high ask for one and US schools do not — and the subject whenever the tree has
 * subjects. A chosen node must exist where the selection puts it (a subject under its grade, a
 * sub-subject under its subject), else its level counts as missing.
 * @returns issues at `schoolTypeId`, `gradeId`, `semesterId` (reason `missing_school_info`) and
 *   `subject` (`no_subject`), with the spec's messages.
 */
export function validateSchoolInfo(selection: CategorySelection, tree: CategoryTree): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const schoolTypes = listSchoolTypes(tree);
  const schoolType = findCategoryNode(tree, selection.schoolTypeId, 'SCHOOL_TYPE');
  if (schoolTypes.length > 0 && !schoolType)
    issues.push(issue('schoolTypeId', 'validation.schoolType.required', 'missing_school_info'));
  const gradeCandidates = schoolType
    ? listGrades(tree, schoolType.categoryTreeId)
    : schoolTypes.flatMap((node) => listGrades(tree, node.categoryTreeId));
  const grade = gradeCandidates.find((node) => node.categoryTreeId === selection.gradeId) ?? null;
  if (gradeCandidates.length > 0 && !grade)
    issues.push(issue('gradeId', 'validation.grade.required', 'missing_school_info'));
  const semesterCandidates = grade
    ? listSemesters(tree, grade.categoryTreeId)
    : gradeCandidates.flatMap((node) => listSemesters(tree, node.categoryTreeId));
  const hasSemester = semesterCandidates.some((node) => node.categoryTreeId === selection.semesterId);
  if (semesterCandidates.length > 0 && !hasSemester)
    issues.push(issue('semesterId', 'validation.semester.required', 'missing_school_info'));
  if (
    tree.subjectTree.length > 0 &&
    !isSubjectValid(selection, tree, grade?.categoryTreeId ?? schoolType?.categoryTreeId)
  )
    issues.push(issue('subject', 'validation.subject.required', 'no_subject'));
  return issues;
}

function isSubjectValid(
  selection: CategorySelection,
  tree: CategoryTree,
  parentId: string | undefined,
): boolean {
  const subject = findCategoryNode(tree, selection.subject, 'SUBJECT');
  if (!subject || subject.parentId !== parentId) return false;
  if (selection.subSubject === null) return true;
  return findCategoryNode(tree, selection.subSubject, 'SUB_SUBJECT')?.parentId === subject.categoryTreeId;
}

/**
 * Custom publisher (spec §5): with the `other` option the name, trimmed, has 2–15 characters, else
 * 'Custom publisher is required'.
 */
export function validateCustomPublisher(
  publisher: string | null,
  customPublisher: string,
): ValidationIssue[] {
  if (publisher !== CUSTOM_PUBLISHER_VALUE) return [];
  const length = textLength(customPublisher.trim());
  return length < CUSTOM_PUBLISHER_MIN_LENGTH || length > CUSTOM_PUBLISHER_MAX_LENGTH
    ? [issue('customPublisher', 'validation.publisher.customRequired', 'invalid_custom_publisher')]
    : [];
}

/**
 * Every rule of spec §5 on the builder's edit form (spec §5: validate, then focus `issues[0].path`);
 * the title falls back to the placeholder title (spec §3). A null `templateId` is an issue here.
 */
export function validateQuizSetForm(form: QuizSetForm, context: ValidationContext): ValidationIssue[] {
  return [
    ...validateTemplateId(form.templateId),
    ...validateTitle(effectiveTitle(form)),
    ...validateQuizList(form.quizList),
    ...validateSchoolInfo(selectionOf(form), context.tree),
    ...validateCustomPublisher(form.publisher, form.customPublisher),
  ];
}

/**
 * The publisher of a payload as the form would hold it: a listed value stays, anything else is the
 * custom name (spec §3). Options not shown for the selection do not count as listed.
 */
function payloadPublisherFields(
  payload: QuizSetSubmit,
  context: ValidationContext,
  selection: CategorySelection,
) {
  const publisher = payload.categoryTreeData.publisher;
  const visible = visiblePublisherOptions(context.publishers, context.tree, selection);
  if (publisher === null || visible.some((option) => option.value === publisher))
    return { publisher, customPublisher: '' };
  return { publisher: CUSTOM_PUBLISHER_VALUE, customPublisher: publisher };
}

/**
 * The same rules as `validateQuizSetForm` on a submit payload (api.md: "every rule of spec §5 is
 * enforced again on the server with the same messages"). School info is read from
 * `categoryTreeData` by the prefix rules; a publisher that is not a shown option is a custom name.
 * Shape errors are zod's job (`quizSetSubmitSchema`). Issue paths of quiz set fields stay the form's
 * (`gradeId` …); the server names its payload field beside them.
 */
export function validateQuizSetSubmit(payload: QuizSetSubmit, context: ValidationContext): ValidationIssue[] {
  const selection = selectionFromCategoryTreeData(context.tree, payload.categoryTreeData);
  const { publisher, customPublisher } = payloadPublisherFields(payload, context, selection);
  return [
    ...validateTemplateId(payload.templateId),
    ...validateTitle(payload.title),
    ...validateQuizList(payload.quizList),
    ...validateSchoolInfo(selection, context.tree),
    ...validateCustomPublisher(publisher, customPublisher),
  ];
}

/** Where a quiz set form field travels in the submit payload (spec §3), for the server's 400 details. */
export const SUBMIT_PATH_OF_FORM_FIELD: Readonly<Record<string, string>> = {
  schoolTypeId: 'categoryTreeData.categoryTreeId',
  gradeId: 'categoryTreeData.categoryTreeId',
  semesterId: 'categoryTreeData.schoolSemester',
  subject: 'categoryTreeData.categoryTreeId',
  customPublisher: 'categoryTreeData.publisher',
};

/** The school-info issues the builder shows as one combined message (spec §5). */
export const SCHOOL_INFO_PATHS = ['schoolTypeId', 'gradeId', 'semesterId'] as const;

/**
 * The text of an issue in `locale` (spec §5 messages), e.g. for api.md's error
 * `details: [{ path, message }]` and the top-level `message` (the first issue's text).
 */
export function formatIssue(issue: ValidationIssue, locale: Locale): string {
  return formatMessage(issue.key, locale, issue.params);
}
