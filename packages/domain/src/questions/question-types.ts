import type { QuestionType } from '../constants';
import { createId } from '../ids';
import type { ValidationIssue } from '../validation-issue';
import { QUESTION_DATA_KEYS, type QuestionDataKey } from './base';
import {
  createMultiple,
  multipleFromSaved,
  multipleSavedToSubmit,
  multipleSubmitToSaved,
  multipleToSubmit,
  validateMultiple,
} from './multiple-choice';
import { createOx, oxFromSaved, oxSavedToSubmit, oxSubmitToSaved, oxToSubmit, validateOx } from './ox';
import type { QuizEdit, QuizSaved, QuizSubmit } from './quiz-schema';
import { validateHint } from './rules';
import {
  createSubjective,
  subjectiveFromSaved,
  subjectiveSavedToSubmit,
  subjectiveSubmitToSaved,
  subjectiveToSubmit,
  validateSubjective,
} from './subjective';

/*
 * The question types' plain functions (spec §3, §5), one typed map of them and the dispatchers over
 * it. Zod-free: the builder's store creates and converts questions on first load, and zod would add
 * ~22 kB gzip to it (issue 20 item 1). `questionTypes` (question-type-schemas.ts) adds the schemas.
 */

/** The edit form of a question of type `T`. */
export type QuizEditOf<T extends QuestionType> = Extract<QuizEdit, { type: T }>;
/** The saved form of a question of type `T`. */
export type QuizSavedOf<T extends QuestionType> = Extract<QuizSaved, { type: T }>;
/** The submit item of a question of type `T`. */
export type QuizSubmitOf<T extends QuestionType> = Extract<QuizSubmit, { type: T }>;

/** What the domain does with one question type. UI modules (editor, view) sit in the web app's own map. */
export interface QuestionTypeOps<T extends QuestionType> {
  type: T;
  /** Where the type's fields sit in a submit item (`multipleData` …). */
  dataKey: QuestionDataKey;
  create: (id?: string) => QuizEditOf<T>;
  toSubmit: (quiz: QuizEditOf<T>, order: number) => QuizSubmitOf<T>;
  fromSaved: (saved: QuizSavedOf<T>, id: string) => QuizEditOf<T>;
  submitToSaved: (item: QuizSubmitOf<T>, order: number) => QuizSavedOf<T>;
  savedToSubmit: (saved: QuizSavedOf<T>, order: number) => QuizSubmitOf<T>;
  /** The type's rules (spec §5) for the item at `quizList.{index}`; the shared hint rule is added by `validateQuiz`. */
  validate: (item: QuizSubmitOf<T>, index: number) => ValidationIssue[];
}

/** One typed map of question types; adding a type is a compile error until every entry exists. */
export const questionTypeOps: { [T in QuestionType]: QuestionTypeOps<T> } = {
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

/** A new empty question of `type` with a fresh client id (spec §4 defaults, §3 shapes). */
export function createQuiz(type: QuestionType): QuizEdit {
  return questionTypeOps[type].create(createId());
}

/** Edit form → submit item of the question at 0-based `index`; `order` is set from it (spec §3). */
export function quizToSubmit(quiz: QuizEdit, index: number): QuizSubmit {
  const order = index + 1;
  switch (quiz.type) {
    case 'multiple':
      return questionTypeOps.multiple.toSubmit(quiz, order);
    case 'ox':
      return questionTypeOps.ox.toSubmit(quiz, order);
    case 'subjective':
      return questionTypeOps.subjective.toSubmit(quiz, order);
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
      return questionTypeOps.multiple.fromSaved(saved, id);
    case 'ox':
      return questionTypeOps.ox.fromSaved(saved, id);
    case 'subjective':
      return questionTypeOps.subjective.fromSaved(saved, id);
  }
}

/** A validated submit item at 0-based `index` → the saved form; `order` is set from the position. */
export function quizSubmitToSaved(item: QuizSubmit, index: number): QuizSaved {
  const order = index + 1;
  switch (item.type) {
    case 'multiple':
      return questionTypeOps.multiple.submitToSaved(item, order);
    case 'ox':
      return questionTypeOps.ox.submitToSaved(item, order);
    case 'subjective':
      return questionTypeOps.subjective.submitToSaved(item, order);
  }
}

/** Saved form → submit item at 0-based `index` (spec §3), e.g. to resend a quiz set as it was read. */
export function quizSavedToSubmit(saved: QuizSaved, index: number): QuizSubmit {
  const order = index + 1;
  switch (saved.type) {
    case 'multiple':
      return questionTypeOps.multiple.savedToSubmit(saved, order);
    case 'ox':
      return questionTypeOps.ox.savedToSubmit(saved, order);
    case 'subjective':
      return questionTypeOps.subjective.savedToSubmit(saved, order);
  }
}

function validateQuizBody(item: QuizSubmit, index: number): ValidationIssue[] {
  switch (item.type) {
    case 'multiple':
      return questionTypeOps.multiple.validate(item, index);
    case 'ox':
      return questionTypeOps.ox.validate(item, index);
    case 'subjective':
      return questionTypeOps.subjective.validate(item, index);
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
