import {
  type CategoryTree,
  CUSTOM_PUBLISHER_VALUE,
  EMPTY_CATEGORY_SELECTION,
  findCategoryNode,
  listSemesters,
  listSubjects,
  type PublisherOption,
  type QuizSetForm,
  selectionOf,
  visiblePublisherOptions,
} from '@quizset/domain';

/*
 * School info, subject and publisher edits (spec §3 "Quiz set form", §5). Choosing a level keeps
 * what still fits below it — the same semester value and the same subject code under a new grade —
 * and clears the rest, so the form never holds a node that is not where the selection puts it. The
 * publisher is cleared when the list stops being shown for the selection (spec §5).
 */

/** The context of the user's country (build-data): its tree and publisher options. */
export interface CategoryContext {
  tree: CategoryTree;
  publishers: readonly PublisherOption[];
}

type Selection = Pick<QuizSetForm, 'schoolTypeId' | 'gradeId' | 'semesterId' | 'subject' | 'subSubject'>;

function withSelection(form: QuizSetForm, next: Selection, context: CategoryContext): QuizSetForm {
  const current = selectionOf(form);
  const isSame = (Object.keys(next) as (keyof Selection)[]).every((key) => next[key] === current[key]);
  if (isSame) return form;
  const isPublisherShown = visiblePublisherOptions(context.publishers, context.tree, next).length > 0;
  const publisher = isPublisherShown ? {} : { publisher: null, customPublisher: '' };
  return { ...form, ...next, ...publisher };
}

/** The node of the same `value` under `parentId` (a semester or subject kept across a grade change). */
function sameValueUnder(nodes: { categoryTreeId: string; value: string }[], value: string | undefined) {
  return value === undefined ? null : (nodes.find((node) => node.value === value)?.categoryTreeId ?? null);
}

export function setSchoolType(form: QuizSetForm, schoolTypeId: string | null, context: CategoryContext) {
  if (form.schoolTypeId === schoolTypeId) return form;
  return withSelection(form, { ...EMPTY_CATEGORY_SELECTION, schoolTypeId }, context);
}

/** A new grade keeps the semester value and the subject (by its code) where the new grade has them. */
export function setGrade(form: QuizSetForm, gradeId: string | null, context: CategoryContext) {
  if (form.gradeId === gradeId) return form;
  const { tree } = context;
  const semester = findCategoryNode(tree, form.semesterId, 'SEMESTER');
  const subject = findCategoryNode(tree, form.subject, 'SUBJECT');
  const subjects = listSubjects(tree, { schoolTypeId: form.schoolTypeId, gradeId });
  const subjectId = sameValueUnder(subjects, subject?.value);
  const subSubject = findCategoryNode(tree, form.subSubject, 'SUB_SUBJECT');
  const subSubjects = subjectId ? (findCategoryNode(tree, subjectId, 'SUBJECT')?.children ?? []) : [];
  return withSelection(
    form,
    {
      schoolTypeId: form.schoolTypeId,
      gradeId,
      semesterId: sameValueUnder(listSemesters(tree, gradeId), semester?.value),
      subject: subjectId,
      subSubject: sameValueUnder(subSubjects, subSubject?.value),
    },
    context,
  );
}

export function setSemester(form: QuizSetForm, semesterId: string | null, context: CategoryContext) {
  return withSelection(form, { ...selectionOf(form), semesterId }, context);
}

/** "Remember school info" (spec §3 `isLastSchoolInfoSaved`): the next new set starts with it. */
export function setLastSchoolInfoSaved(form: QuizSetForm, isLastSchoolInfoSaved: boolean): QuizSetForm {
  return form.isLastSchoolInfoSaved === isLastSchoolInfoSaved ? form : { ...form, isLastSchoolInfoSaved };
}

/** What the school-info modal edits (spec §2 modal 7): school type, grade, semester and "remember". */
export type SchoolInfo = Pick<
  QuizSetForm,
  'schoolTypeId' | 'gradeId' | 'semesterId' | 'isLastSchoolInfoSaved'
>;

/**
 * The school-info modal's Confirm (spec §2 modal 7, §3): applies its choices as the three selects'
 * own edits in order — school type, grade, semester — so the subject and publisher are kept or
 * cleared exactly as if each had been chosen on the page. Returns `form` itself when nothing changed.
 */
export function applySchoolInfo(form: QuizSetForm, info: SchoolInfo, context: CategoryContext): QuizSetForm {
  const withType = setSchoolType(form, info.schoolTypeId, context);
  const withGrade = setGrade(withType, info.gradeId, context);
  const withSemester = setSemester(withGrade, info.semesterId, context);
  return setLastSchoolInfoSaved(withSemester, info.isLastSchoolInfoSaved);
}

/** A new subject clears the sub-subject. */
export function setSubject(form: QuizSetForm, subject: string | null, context: CategoryContext) {
  if (form.subject === subject) return form;
  return withSelection(form, { ...selectionOf(form), subject, subSubject: null }, context);
}

export function setSubSubject(form: QuizSetForm, subSubject: string | null, context: CategoryContext) {
  return withSelection(form, { ...selectionOf(form), subSubject }, context);
}

/** A publisher option's value, `other` (the custom one, spec §5) or null; leaving `other` clears the name. */
export function setPublisher(form: QuizSetForm, publisher: string | null): QuizSetForm {
  if (form.publisher === publisher) return form;
  return {
    ...form,
    publisher,
    customPublisher: publisher === CUSTOM_PUBLISHER_VALUE ? form.customPublisher : '',
  };
}

export function setCustomPublisher(form: QuizSetForm, customPublisher: string): QuizSetForm {
  return form.customPublisher === customPublisher ? form : { ...form, customPublisher };
}

/**
 * Pre-fills the school info of a new set from the last save when the teacher asked to keep it
 * (spec §3 `isLastSchoolInfoSaved`, build info `lastQuizSetCreationInfo`): school type, grade and
 * semester — not the subject — and the option stays on.
 */
export function prefillSchoolInfo(
  form: QuizSetForm,
  last: { isLastSchoolInfoSaved: boolean; selection: Selection } | null,
  context: CategoryContext,
): QuizSetForm {
  if (!last?.isLastSchoolInfoSaved || !last.selection.schoolTypeId) return form;
  const { schoolTypeId, gradeId, semesterId } = last.selection;
  return {
    ...withSelection(form, { ...EMPTY_CATEGORY_SELECTION, schoolTypeId, gradeId, semesterId }, context),
    isLastSchoolInfoSaved: true,
  };
}
