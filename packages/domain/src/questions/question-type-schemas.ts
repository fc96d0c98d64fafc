import type { z } from 'zod';
import type { QuestionType } from '../constants';
import { multipleEditSchema, multipleSavedSchema, multipleSubmitSchema } from './multiple-choice-schema';
import { oxEditSchema, oxSavedSchema, oxSubmitSchema } from './ox-schema';
import {
  type QuestionTypeOps,
  type QuizEditOf,
  type QuizSavedOf,
  type QuizSubmitOf,
  questionTypeOps,
} from './question-types';
import { subjectiveEditSchema, subjectiveSavedSchema, subjectiveSubmitSchema } from './subjective-schema';

/** What the domain knows of one question type: its plain functions and its three shapes (spec §3). */
export interface QuestionTypeModule<T extends QuestionType> extends QuestionTypeOps<T> {
  editSchema: z.ZodType<QuizEditOf<T>>;
  savedSchema: z.ZodType<QuizSavedOf<T>>;
  submitSchema: z.ZodType<QuizSubmitOf<T>>;
}

/**
 * The typed map of question types with their schemas, built on the zod-free `questionTypeOps`
 * (question-types.ts), which the browser's first load uses instead (issue 20 item 1).
 */
export const questionTypes: { [T in QuestionType]: QuestionTypeModule<T> } = {
  multiple: {
    ...questionTypeOps.multiple,
    editSchema: multipleEditSchema,
    savedSchema: multipleSavedSchema,
    submitSchema: multipleSubmitSchema,
  },
  ox: {
    ...questionTypeOps.ox,
    editSchema: oxEditSchema,
    savedSchema: oxSavedSchema,
    submitSchema: oxSubmitSchema,
  },
  subjective: {
    ...questionTypeOps.subjective,
    editSchema: subjectiveEditSchema,
    savedSchema: subjectiveSavedSchema,
    submitSchema: subjectiveSubmitSchema,
  },
};
