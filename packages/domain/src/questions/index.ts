import { z } from 'zod';
import type { QuestionType } from '../constants';
import { createId } from '../ids';
import type { ValidationIssue } from '../validation-issue';
import { QUESTION_DATA_KEYS, type QuestionDataKey } from './base';
import {
  createMultiple,
  multipleEditSchema,
  multipleFromSaved,
  multipleSavedSchema,
  multipleSavedToSubmit,
  multipleSubmitSchema,
  multipleSubmitToSaved,
  multipleToSubmit,
  validateMultiple,
} from './multiple-choice';
import {
  createOx,
  oxEditSchema,
  oxFromSaved,
  oxSavedSchema,
  oxSavedToSubmit,
  oxSubmitSchema,
  oxSubmitToSaved,
  oxToSubmit,
  validateOx,
} from './ox';
import { validateHint } from './rules';
import {
  createSubjective,
  subjectiveEditSchema,
  subjectiveFromSaved,
  subjectiveSavedSchema,
  subjectiveSavedToSubmit,
  subjectiveSubmitSchema,
  subjectiveSubmitToSaved,
  subjectiveToSubmit,
  validateSubjective,
} from './subjective';

export * from './base';
export * from './multiple-choice';
export * from './ox';
export * from './rules';
export * from './subjective';

/** The builder's edit form of a question: one discriminated union over `type` (spec §3). */
export const quizEditSchema = z.discriminatedUnion('type', [
  multipleEditSchema,
  oxEditSchema,
  subjectiveEditSchema,
]);
export type QuizEdit = z.infer<typeof quizEditSchema>;

/** The saved form of a question: what is stored and what GET /api/quizsets/{id} answers (spec §3). */
export const quizSavedSchema = z.discriminatedUnion('type', [
  multipleSavedSchema,
  oxSavedSchema,
  subjectiveSavedSchema,
]);
export type QuizSaved = z.infer<typeof quizSavedSchema>;

/** A `quizList` item of the submit payload (spec §3 "Submit payload"). */
export const quizSubmitSchema = z.discriminatedUnion('type', [
  multipleSubmitSchema,
  oxSubmitSchema,
  subjectiveSubmitSchema,
]);
export type QuizSubmit = z.infer<typeof quizSubmitSchema>;

type EditOf<T extends QuestionType> = Extract<QuizEdit, { type: T }>;
type SavedOf<T extends QuestionType> = Extract<QuizSaved, { type: T }>;
type SubmitOf<T extends QuestionType> = Extract<QuizSubmit, { type: T }>;

/** What the domain knows of one question type. UI modules (editor, view) sit in the web app's own map. */
export interface QuestionTypeModule<T extends QuestionType> {
  type: T;
  /** Where the type's fields sit in a submit item (`multipleData` …). */
  dataKey: QuestionDataKey;
  create: (id?: string) => EditOf<T>;
  toSubmit: (quiz: EditOf<T>, order: number) => SubmitOf<T>;
  fromSaved: (saved: SavedOf<T>, id: string) => EditOf<T>;
  submitToSaved: (item: SubmitOf<T>, order: number) => SavedOf<T>;
  savedToSubmit: (saved: SavedOf<T>, order: number) => SubmitOf<T>;
  /** The type's rules (spec §5) for the item at `quizList.{index}`; the shared hint rule is added by `validateQuiz`. */
  validate: (item: SubmitOf<T>, index: number) => ValidationIssue[];
}

/** One typed map of question types; adding a type is a compile error until every entry exists. */
export const questionTypes: { [T in QuestionType]: QuestionTypeModule<T> } = {
  multiple: {
    type: 'multiple',
    dataKey: QUESTION_DATA_KEYS.multiple,
    create: createMultiple,
    toSubmit: multipleToSubmit,
    fromSaved: multipleFromSaved,
    submitToSaved: multipleSubmitToSaved,
    savedToSubmit: multipleSavedToSubmit,
    validate: validateMultiple,
  },
  ox: {
    type: 'ox',
    dataKey: QUESTION_DATA_KEYS.ox,
    create: createOx,
    toSubmit: oxToSubmit,
    fromSaved: oxFromSaved,
    submitToSaved: oxSubmitToSaved,
    savedToSubmit: oxSavedToSubmit,
    validate: validateOx,
  },
  subjective: {
    type: 'subjective',
    dataKey: QUESTION_DATA_KEYS.subjective,
    create: createSubjective,
    toSubmit: subjectiveToSubmit,
    fromSaved: subjectiveFromSaved,
    submitToSaved: subjectiveSubmitToSaved,
    savedToSubmit: subjectiveSavedToSubmit,
    validate: validateSubjective,
  },
};

export type { MultipleEdit, MultipleSaved, MultipleSubmit } from './multiple-choice';
export type { OxEdit, OxSaved, OxSubmit } from './ox';
export type { SubjectiveEdit, SubjectiveSaved, SubjectiveSubmit } from './subjective';

/** A new empty question of `type` with a fresh client id (spec §4 defaults, §3 shapes). */
export function createQuiz(type: QuestionType): QuizEdit {
  return questionTypes[type].create(createId());
}

/** Edit form → submit item of the question at 0-based `index`; `order` is set from it (spec §3). */
export function quizToSubmit(quiz: QuizEdit, index: number): QuizSubmit {
  const order = index + 1;
  switch (quiz.type) {
    case 'multiple':
      return questionTypes.multiple.toSubmit(quiz, order);
    case 'ox':
      return questionTypes.ox.toSubmit(quiz, order);
    case 'subjective':
      return questionTypes.subjective.toSubmit(quiz, order);
  }
}

/**
 * Saved form → edit form of one question. `keepId` keeps the saved id as the card id (UPDATE);
 * DUPLICATE passes false so the copy gets new ids everywhere.
 */
export function quizFromSaved(saved: QuizSaved, keepId = true): QuizEdit {
  const id = keepId && saved.id ? saved.id : createId();
  switch (saved.type) {
    case 'multiple':
      return questionTypes.multiple.fromSaved(saved, id);
    case 'ox':
      return questionTypes.ox.fromSaved(saved, id);
    case 'subjective':
      return questionTypes.subjective.fromSaved(saved, id);
  }
}

/** A validated submit item at 0-based `index` → the saved form; `order` is set from the position. */
export function quizSubmitToSaved(item: QuizSubmit, index: number): QuizSaved {
  const order = index + 1;
  switch (item.type) {
    case 'multiple':
      return questionTypes.multiple.submitToSaved(item, order);
    case 'ox':
      return questionTypes.ox.submitToSaved(item, order);
    case 'subjective':
      return questionTypes.subjective.submitToSaved(item, order);
  }
}

/** Saved form → submit item at 0-based `index` (spec §3), e.g. to resend a quiz set as it was read. */
export function quizSavedToSubmit(saved: QuizSaved, index: number): QuizSubmit {
  const order = index + 1;
  switch (saved.type) {
    case 'multiple':
      return questionTypes.multiple.savedToSubmit(saved, order);
    case 'ox':
      return questionTypes.ox.savedToSubmit(saved, order);
    case 'subjective':
      return questionTypes.subjective.savedToSubmit(saved, order);
  }
}

function validateQuizBody(item: QuizSubmit, index: number): ValidationIssue[] {
  switch (item.type) {
    case 'multiple':
      return questionTypes.multiple.validate(item, index);
    case 'ox':
      return questionTypes.ox.validate(item, index);
    case 'subjective':
      return questionTypes.subjective.validate(item, index);
  }
}

/**
 * Every rule of one question (spec §5) at `quizList.{index}`: the type's rules (question text 1–200,
 * choices, answers), then the hint. Accepts the edit form (converted with the pure `quizToSubmit`) or
 * a submit item, so browser and server share one implementation and one path vocabulary.
 * @returns issues in on-screen order, each with reason `invalid_quiz`; [] when the card is valid.
 */
export function validateQuiz(quiz: QuizEdit | QuizSubmit, index: number): ValidationIssue[] {
  const item: QuizSubmit = isSubmitItem(quiz) ? quiz : quizToSubmit(quiz, index);
  return [...validateQuizBody(item, index), ...validateHint(`quizList.${index}.hint`, item.hint)];
}

function isSubmitItem(quiz: QuizEdit | QuizSubmit): quiz is QuizSubmit {
  return QUESTION_DATA_KEYS[quiz.type] in quiz;
}
