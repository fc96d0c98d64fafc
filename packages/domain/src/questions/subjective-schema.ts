import { z } from 'zod';
import {
  clientIdSchema,
  questionDataShape,
  quizEditBaseShape,
  quizSavedBaseShape,
  quizSubmitBaseShape,
} from './base-schema';

/**
 * Subjective / short answer (spec §3): 1–5 accepted answers; the first is the main one and can be
 * removed only while others remain. Edit form answers are `{key, id, text}`; saved and submitted
 * answers are strings. Grading compares trimmed text, case-insensitively.
 */
export const subjectiveAnswerEditSchema = z.object({
  key: clientIdSchema,
  id: clientIdSchema,
  text: z.string(),
});
export type SubjectiveAnswerEdit = z.infer<typeof subjectiveAnswerEditSchema>;

export const subjectiveEditSchema = z.object({
  ...quizEditBaseShape,
  type: z.literal('subjective'),
  answerList: z.array(subjectiveAnswerEditSchema),
});
export type SubjectiveEdit = z.infer<typeof subjectiveEditSchema>;

export const subjectiveSavedSchema = z.object({
  ...quizSavedBaseShape,
  type: z.literal('subjective'),
  answerList: z.array(z.string()),
});
export type SubjectiveSaved = z.infer<typeof subjectiveSavedSchema>;

export const subjectiveDataSchema = z.object({ ...questionDataShape, answerList: z.array(z.string()) });
export const subjectiveSubmitSchema = z.object({
  ...quizSubmitBaseShape,
  type: z.literal('subjective'),
  subjectiveData: subjectiveDataSchema,
});
export type SubjectiveSubmit = z.infer<typeof subjectiveSubmitSchema>;
