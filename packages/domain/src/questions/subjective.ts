import { z } from 'zod';
import { createId } from '../ids';
import { clientIdSchema, quizEditBaseShape, quizSubmitBaseShape } from './base';

/**
 * Subjective / short answer (spec §3): 1–5 accepted answers; the first is the main one and can be
 * removed only while others remain. Grading compares trimmed text, case-insensitively.
 */
export const subjectiveAnswerEditSchema = z.object({ id: clientIdSchema, text: z.string() });
export type SubjectiveAnswerEdit = z.infer<typeof subjectiveAnswerEditSchema>;

export const subjectiveEditSchema = z.object({
  ...quizEditBaseShape,
  type: z.literal('SUBJECTIVE'),
  answerList: z.array(subjectiveAnswerEditSchema),
});
export type SubjectiveEdit = z.infer<typeof subjectiveEditSchema>;

export const subjectiveSubmitSchema = z.object({
  ...quizSubmitBaseShape,
  type: z.literal('SUBJECTIVE'),
  answerList: z.array(z.string()),
});
export type SubjectiveSubmit = z.infer<typeof subjectiveSubmitSchema>;

/** A new subjective question (spec §3) with one empty main answer. */
export function createSubjective(id = createId()): SubjectiveEdit {
  return {
    id,
    type: 'SUBJECTIVE',
    question: '',
    questionRichText: '',
    imageUrl: null,
    hint: null,
    answerList: [{ id: createId(), text: '' }],
  };
}

/** Edit → submit (spec §3): answers become plain strings; the card id travels as `quizId`. */
export function subjectiveToSubmit(quiz: SubjectiveEdit): SubjectiveSubmit {
  const { id, answerList, ...rest } = quiz;
  return { quizId: id, ...rest, answerList: answerList.map((answer) => answer.text) };
}

/** Saved → edit (spec §3): each answer string gets a fresh id. */
export function subjectiveFromSaved(saved: SubjectiveSubmit, id: string): SubjectiveEdit {
  const { quizId: _quizId, answerList, ...rest } = saved;
  return { id, ...rest, answerList: answerList.map((text) => ({ id: createId(), text })) };
}
