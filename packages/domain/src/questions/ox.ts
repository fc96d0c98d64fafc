import { z } from 'zod';
import { createId } from '../ids';
import { quizEditBaseShape, quizSubmitBaseShape } from './base';

/**
 * OX / true-false (spec §3): answer 'o' or 'x', default 'o'. The schema admits '' so that an empty
 * answer reaches validation and gets its message instead of a bare type error.
 */
export const oxAnswerSchema = z.enum(['o', 'x', '']);
export type OxAnswer = z.infer<typeof oxAnswerSchema>;

export const oxEditSchema = z.object({
  ...quizEditBaseShape,
  type: z.literal('OX'),
  answer: oxAnswerSchema,
});
export type OxEdit = z.infer<typeof oxEditSchema>;

export const oxSubmitSchema = z.object({
  ...quizSubmitBaseShape,
  type: z.literal('OX'),
  answer: oxAnswerSchema,
});
export type OxSubmit = z.infer<typeof oxSubmitSchema>;

/** A new OX question (spec §3): empty text, answer 'o'. */
export function createOx(id = createId()): OxEdit {
  return { id, type: 'OX', question: '', questionRichText: '', imageUrl: null, hint: null, answer: 'o' };
}

/** Edit → submit (spec §3): the card id travels as `quizId`. */
export function oxToSubmit(quiz: OxEdit): OxSubmit {
  const { id, ...rest } = quiz;
  return { quizId: id, ...rest };
}

/** Saved → edit (spec §3): `id` becomes the card id. */
export function oxFromSaved(saved: OxSubmit, id: string): OxEdit {
  const { quizId: _quizId, ...rest } = saved;
  return { id, ...rest };
}
