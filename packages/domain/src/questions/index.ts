import { z } from 'zod';
import type { QuestionType } from '../constants';
import { createId } from '../ids';
import {
  createMultipleChoice,
  type MultipleChoiceEdit,
  type MultipleChoiceSubmit,
  multipleChoiceEditSchema,
  multipleChoiceFromSaved,
  multipleChoiceSubmitSchema,
  multipleChoiceToSubmit,
} from './multiple-choice';
import {
  createOx,
  type OxEdit,
  type OxSubmit,
  oxEditSchema,
  oxFromSaved,
  oxSubmitSchema,
  oxToSubmit,
} from './ox';
import {
  createSubjective,
  type SubjectiveEdit,
  type SubjectiveSubmit,
  subjectiveEditSchema,
  subjectiveFromSaved,
  subjectiveSubmitSchema,
  subjectiveToSubmit,
} from './subjective';

export * from './base';
export * from './multiple-choice';
export * from './ox';
export * from './subjective';

/** The edit form of a question: one discriminated union over `type` (spec §3). */
export const quizEditSchema = z.discriminatedUnion('type', [
  multipleChoiceEditSchema,
  oxEditSchema,
  subjectiveEditSchema,
]);
export type QuizEdit = z.infer<typeof quizEditSchema>;

/** The submitted (and saved) form of a question (spec §3). */
export const quizSubmitSchema = z.discriminatedUnion('type', [
  multipleChoiceSubmitSchema,
  oxSubmitSchema,
  subjectiveSubmitSchema,
]);
export type QuizSubmit = z.infer<typeof quizSubmitSchema>;

type EditOf<T extends QuestionType> = Extract<QuizEdit, { type: T }>;
type SubmitOf<T extends QuestionType> = Extract<QuizSubmit, { type: T }>;

/** What the domain knows of one question type. UI modules (editor, view) sit in the web app's own map. */
export interface QuestionTypeModule<T extends QuestionType> {
  type: T;
  create: (id?: string) => EditOf<T>;
  toSubmit: (quiz: EditOf<T>) => SubmitOf<T>;
  fromSaved: (saved: SubmitOf<T>, id: string) => EditOf<T>;
}

/** One typed map of question types; adding a type is a compile error until every entry exists. */
export const questionTypes: { [T in QuestionType]: QuestionTypeModule<T> } = {
  MULTIPLE_CHOICE: {
    type: 'MULTIPLE_CHOICE',
    create: createMultipleChoice,
    toSubmit: multipleChoiceToSubmit,
    fromSaved: multipleChoiceFromSaved,
  },
  OX: { type: 'OX', create: createOx, toSubmit: oxToSubmit, fromSaved: oxFromSaved },
  SUBJECTIVE: {
    type: 'SUBJECTIVE',
    create: createSubjective,
    toSubmit: subjectiveToSubmit,
    fromSaved: subjectiveFromSaved,
  },
};

export type { MultipleChoiceEdit, MultipleChoiceSubmit, OxEdit, OxSubmit, SubjectiveEdit, SubjectiveSubmit };

/** A new empty question of `type` with a fresh client id (spec §2 Step 1 defaults, §3 shapes). */
export function createQuiz(type: QuestionType): QuizEdit {
  return questionTypes[type].create(createId());
}

/** Edit form → submit form of one question (spec §3). */
export function quizToSubmit(quiz: QuizEdit): QuizSubmit {
  switch (quiz.type) {
    case 'MULTIPLE_CHOICE':
      return questionTypes.MULTIPLE_CHOICE.toSubmit(quiz);
    case 'OX':
      return questionTypes.OX.toSubmit(quiz);
    case 'SUBJECTIVE':
      return questionTypes.SUBJECTIVE.toSubmit(quiz);
  }
}

/**
 * Saved form → edit form of one question. `keepId` keeps the saved `quizId` as the card id (UPDATE);
 * DUPLICATE passes false so the copy gets new ids everywhere.
 */
export function quizFromSaved(saved: QuizSubmit, keepId = true): QuizEdit {
  const id = keepId && saved.quizId ? saved.quizId : createId();
  switch (saved.type) {
    case 'MULTIPLE_CHOICE':
      return questionTypes.MULTIPLE_CHOICE.fromSaved(saved, id);
    case 'OX':
      return questionTypes.OX.fromSaved(saved, id);
    case 'SUBJECTIVE':
      return questionTypes.SUBJECTIVE.fromSaved(saved, id);
  }
}
