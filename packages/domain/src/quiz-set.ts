import {
  type CategorySelection,
  categoryTreeRefOf,
  EMPTY_CATEGORY_SELECTION,
  selectionFromCategoryTreeData,
} from './category';
import type { CategoryTree, PublisherOption } from './category-schema';
import { CUSTOM_PUBLISHER_VALUE } from './constants';
import { quizFromSaved, quizToSubmit } from './questions/question-types';
import type { FormAiTutor, QuizSetForm, QuizSetSubmit, SavedQuizSet } from './quiz-set-schema';

/*
 * The plain functions of a quiz set (spec §3, §4): empty form, submit payload, saved → form. Zod-free:
 * the builder's store needs them on first load; the shapes are in quiz-set-schema.ts (issue 20 item 1).
 */

/**
 * An empty CREATE form (spec §3 defaults): no questions yet, public, allow-pass on, incorrect
 * answers hidden (showIncorrectAnswer false), every learning tool off.
 */
export function createEmptyQuizSetForm(
  init: { countryCode?: string; titlePlaceHolder?: string } = {},
): QuizSetForm {
  return {
    id: null,
    title: '',
    titlePlaceHolder: init.titlePlaceHolder ?? '',
    templateId: null,
    templateType: null,
    isPublic: true,
    isAllowPass: true,
    showIncorrectAnswer: false,
    isShuffle: false,
    isNextQuizsetAvailable: false,
    nextQuizsetId: null,
    aiTranslationLanguages: [],
    isAiTranslationEnabled: false,
    aiTutorEnabled: false,
    aiTutor: null,
    isLearningMaterialEnabled: false,
    materials: [],
    publisher: null,
    customPublisher: '',
    ...EMPTY_CATEGORY_SELECTION,
    isLastSchoolInfoSaved: false,
    quizList: [],
    countryCode: init.countryCode ?? 'KR',
  };
}

/** The form's school info and subject (spec §3). */
export function selectionOf(form: CategorySelection): CategorySelection {
  const { schoolTypeId, gradeId, semesterId, subject, subSubject } = form;
  return { schoolTypeId, gradeId, semesterId, subject, subSubject };
}

/** The title to send: the typed one, or the placeholder title when none was typed (spec §3). */
export function effectiveTitle(form: Pick<QuizSetForm, 'title' | 'titlePlaceHolder'>): string {
  return form.title.trim() || form.titlePlaceHolder.trim();
}

/**
 * The publisher to send (spec §3 `categoryTreeData.publisher`): the custom name, trimmed, for the
 * `other` option; the option's value otherwise.
 */
export function publisherOf(form: Pick<QuizSetForm, 'publisher' | 'customPublisher'>): string | null {
  if (form.publisher === CUSTOM_PUBLISHER_VALUE) return form.customPublisher.trim();
  return form.publisher;
}

/**
 * The inverse of `publisherOf` for a saved value: a listed option's value, or `other` with the name
 * as the custom publisher (spec §5 "Custom publisher").
 */
export function publisherFieldsOf(
  publisher: string | null,
  options: readonly PublisherOption[],
): Pick<QuizSetForm, 'publisher' | 'customPublisher'> {
  if (!publisher) return { publisher: null, customPublisher: '' };
  if (options.some((option) => option.value === publisher)) return { publisher, customPublisher: '' };
  return { publisher: CUSTOM_PUBLISHER_VALUE, customPublisher: publisher };
}

/** What a submit payload adds per build action (spec §3: `quizSetId` on update, `originQuizSetId` on duplicate). */
export type SubmitExtra = Pick<QuizSetSubmit, 'quizSetId' | 'originQuizSetId' | 'updatedAt'>;

/**
 * Edit form → submit payload (spec §3), field for field: `categoryTreeData` from the selection,
 * `order` from each question's position, `materials` empty unless the learning-material option is on,
 * `aiTranslationLanguages` empty (and `isAiTranslationEnabled` false) unless translation is on,
 * `aiTutorId` only while the tutor option is on. The caller validates first (validation.ts).
 * @throws Error when `form.templateId` is null (a validation failure the caller must show).
 */
export function toSubmitPayload(
  form: QuizSetForm,
  tree: CategoryTree,
  extra: SubmitExtra = {},
): QuizSetSubmit {
  if (form.templateId === null) throw new Error('toSubmitPayload: templateId is required');
  const languages = form.isAiTranslationEnabled ? form.aiTranslationLanguages : [];
  return {
    title: effectiveTitle(form),
    templateId: form.templateId,
    categoryTreeData: { ...categoryTreeRefOf(tree, selectionOf(form)), publisher: publisherOf(form) },
    quizList: form.quizList.map((quiz, index) => quizToSubmit(quiz, index)),
    quizsetOptions: {
      isPublic: form.isPublic,
      isAllowPass: form.isAllowPass,
      showIncorrectAnswer: form.showIncorrectAnswer,
      isLastSchoolInfoSaved: form.isLastSchoolInfoSaved,
      isAiTranslationEnabled: languages.length > 0,
      isShuffle: form.isShuffle,
    },
    materials: form.isLearningMaterialEnabled ? form.materials : [],
    isNextQuizsetAvailable: form.isNextQuizsetAvailable,
    nextQuizsetId: form.nextQuizsetId,
    aiTranslationLanguages: languages,
    aiTutorId: form.aiTutorEnabled && form.aiTutor ? form.aiTutor.id : null,
    ...extra,
  };
}

/**
 * Saved quiz set → edit form (spec §3; §4 modes: UPDATE keeps card ids, DUPLICATE gives every card,
 * choice and answer a new id). The toggles of the learning tools are on where their data exists.
 * `aiTutor` is the chosen tutor as the caller read it (GET /api/ai-tutor-templates/{id}), if any.
 */
export function savedToForm(
  saved: SavedQuizSet,
  mode: 'UPDATE' | 'DUPLICATE',
  context: {
    tree: CategoryTree;
    publishers: readonly PublisherOption[];
    titlePlaceHolder?: string;
    aiTutor?: FormAiTutor | null;
  },
): QuizSetForm {
  const options = saved.quizsetOptions;
  return {
    id: mode === 'UPDATE' ? saved.id : null,
    title: saved.title,
    titlePlaceHolder: context.titlePlaceHolder ?? saved.title,
    templateId: saved.templateId,
    templateType: saved.templateType,
    isPublic: options.isPublic,
    isAllowPass: options.isAllowPass,
    showIncorrectAnswer: options.showIncorrectAnswer,
    isShuffle: options.isShuffle,
    isNextQuizsetAvailable: saved.isNextQuizsetAvailable,
    nextQuizsetId: saved.nextQuizsetId,
    aiTranslationLanguages: saved.aiTranslationLanguages,
    isAiTranslationEnabled: saved.aiTranslationLanguages.length > 0,
    aiTutorEnabled: saved.aiTutorId !== null,
    aiTutor:
      saved.aiTutorId === null
        ? null
        : (context.aiTutor ?? { id: saved.aiTutorId, name: '', avatarSrc: '', introduction: '' }),
    isLearningMaterialEnabled: saved.materials.length > 0,
    materials: saved.materials,
    ...publisherFieldsOf(saved.categoryTreeData.publisher, context.publishers),
    ...selectionFromCategoryTreeData(context.tree, saved.categoryTreeData),
    isLastSchoolInfoSaved: options.isLastSchoolInfoSaved,
    quizList: saved.quizList.map((quiz) => quizFromSaved(quiz, mode === 'UPDATE')),
    countryCode: saved.countryCode,
  };
}
