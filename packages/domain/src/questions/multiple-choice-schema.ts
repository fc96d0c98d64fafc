import { z } from 'zod';
import {
  clientIdSchema,
  questionDataShape,
  quizEditBaseShape,
  quizSavedBaseShape,
  quizSubmitBaseShape,
} from './base-schema';

/**
 * Multiple choice (spec §3): 2–5 choices, each rich text with an optional image, one or more answers.
 * - edit form: choiceList `{key, id, choiceText, choiceRichText, isAnswer, imageUrl}`;
 * - saved form: choiceList `{text, richText, imageUrl}` and answerList of 0-based indexes;
 * - submit payload: `multipleData {question, questionRichText, choiceListV2, answerList}` with the
 *   indexes as strings.
 */
export const choiceEditSchema = z.object({
  /** The key the AI choice generation echoes (spec §7 `previousOutput [{key, text, isAnswer}]`). */
  key: clientIdSchema,
  /** The choice's stable client id (React key, focus target). */
  id: clientIdSchema,
  choiceText: z.string(),
  choiceRichText: z.string(),
  isAnswer: z.boolean(),
  imageUrl: z.string().nullable(),
});
export type ChoiceEdit = z.infer<typeof choiceEditSchema>;

export const multipleEditSchema = z.object({
  ...quizEditBaseShape,
  type: z.literal('multiple'),
  choiceList: z.array(choiceEditSchema),
});
export type MultipleEdit = z.infer<typeof multipleEditSchema>;

/** A choice of the saved form and of `choiceListV2` (spec §3). */
export const savedChoiceSchema = z.object({
  text: z.string(),
  richText: z.string(),
  imageUrl: z.string().nullable(),
});
export type SavedChoice = z.infer<typeof savedChoiceSchema>;

export const multipleSavedSchema = z.object({
  ...quizSavedBaseShape,
  type: z.literal('multiple'),
  choiceList: z.array(savedChoiceSchema),
  /** 0-based indexes into choiceList, ascending, no repeats. */
  answerList: z.array(z.number().int().min(0)),
});
export type MultipleSaved = z.infer<typeof multipleSavedSchema>;

export const multipleDataSchema = z.object({
  ...questionDataShape,
  choiceListV2: z.array(savedChoiceSchema),
  /** 0-based indexes into choiceListV2 as strings ("0", "2"). */
  answerList: z.array(z.string()),
});
export const multipleSubmitSchema = z.object({
  ...quizSubmitBaseShape,
  type: z.literal('multiple'),
  multipleData: multipleDataSchema,
});
export type MultipleSubmit = z.infer<typeof multipleSubmitSchema>;
