import { z } from 'zod';
import { multipleEditSchema, multipleSavedSchema, multipleSubmitSchema } from './multiple-choice-schema';
import { oxEditSchema, oxSavedSchema, oxSubmitSchema } from './ox-schema';
import { subjectiveEditSchema, subjectiveSavedSchema, subjectiveSubmitSchema } from './subjective-schema';

/*
 * The three forms of a question of any type, as zod unions over `type` (spec §3). The plain functions
 * over them (question-types.ts) only import their types, so they stay zod-free (issue 20 item 1).
 */

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
