import { z } from 'zod';
import { questionDataShape, quizEditBaseShape, quizSavedBaseShape, quizSubmitBaseShape } from './base-schema';

/**
 * OX / true-false (spec §3): answer 'o' or 'x', default 'o'. The edit form and the payload admit ''
 * so that an unreadable AI answer reaches validation and gets 'OX Answer is required'.
 */
export const oxAnswerSchema = z.enum(['o', 'x', '']);
export type OxAnswer = z.infer<typeof oxAnswerSchema>;

export const oxEditSchema = z.object({
  ...quizEditBaseShape,
  type: z.literal('ox'),
  answer: oxAnswerSchema,
});
export type OxEdit = z.infer<typeof oxEditSchema>;

/**
 * Saved form: a stored OX question always has 'o' or 'x'; '' in a read means the answer was withheld
 * from this reader (issue 6 "Who sees answers": anonymous visitors and students).
 */
export const oxSavedSchema = z.object({
  ...quizSavedBaseShape,
  type: z.literal('ox'),
  answer: oxAnswerSchema,
});
export type OxSaved = z.infer<typeof oxSavedSchema>;

export const oxDataSchema = z.object({ ...questionDataShape, answer: oxAnswerSchema });
export const oxSubmitSchema = z.object({
  ...quizSubmitBaseShape,
  type: z.literal('ox'),
  oxData: oxDataSchema,
});
export type OxSubmit = z.infer<typeof oxSubmitSchema>;
