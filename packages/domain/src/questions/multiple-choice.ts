import { z } from 'zod';
import { createId } from '../ids';
import { clientIdSchema, quizEditBaseShape, quizSubmitBaseShape } from './base';

/**
 * Multiple choice (spec §3): 2–5 choices, each rich text with an optional image, one or more answers.
 * Edit form marks answers on the choices; the submit payload lists answer indexes (0-based) so the
 * player API can grade "choice indexes" (api.md "Quiz rooms and play").
 */
export const choiceEditSchema = z.object({
  id: clientIdSchema,
  text: z.string(),
  richText: z.string(),
  imageUrl: z.string().nullable(),
  isAnswer: z.boolean(),
});
export type ChoiceEdit = z.infer<typeof choiceEditSchema>;

export const multipleChoiceEditSchema = z.object({
  ...quizEditBaseShape,
  type: z.literal('MULTIPLE_CHOICE'),
  choiceList: z.array(choiceEditSchema),
});
export type MultipleChoiceEdit = z.infer<typeof multipleChoiceEditSchema>;

export const choiceSubmitSchema = z.object({
  text: z.string(),
  richText: z.string(),
  imageUrl: z.string().nullable(),
});

export const multipleChoiceSubmitSchema = z.object({
  ...quizSubmitBaseShape,
  type: z.literal('MULTIPLE_CHOICE'),
  choiceList: z.array(choiceSubmitSchema),
  /** 0-based indexes into choiceList, ascending, no repeats. */
  answerList: z.array(z.number().int().min(0)),
});
export type MultipleChoiceSubmit = z.infer<typeof multipleChoiceSubmitSchema>;

/** A new empty choice with a fresh id (spec §3); `isAnswer` marks it correct. */
export function createChoice(isAnswer = false): ChoiceEdit {
  return { id: createId(), text: '', richText: '', imageUrl: null, isAnswer };
}

/** A new multiple choice starts with 4 empty choices, the first marked as the answer (spec §2 Step 1). */
export function createMultipleChoice(id = createId()): MultipleChoiceEdit {
  return {
    id,
    type: 'MULTIPLE_CHOICE',
    question: '',
    questionRichText: '',
    imageUrl: null,
    hint: null,
    choiceList: [createChoice(true), createChoice(), createChoice(), createChoice()],
  };
}

/** Edit → submit (spec §3): choices lose their ids and `isAnswer`; answers become ascending 0-based indexes. */
export function multipleChoiceToSubmit(quiz: MultipleChoiceEdit): MultipleChoiceSubmit {
  return {
    quizId: quiz.id,
    type: 'MULTIPLE_CHOICE',
    question: quiz.question,
    questionRichText: quiz.questionRichText,
    imageUrl: quiz.imageUrl,
    hint: quiz.hint,
    choiceList: quiz.choiceList.map(({ text, richText, imageUrl }) => ({ text, richText, imageUrl })),
    answerList: quiz.choiceList.flatMap((choice, index) => (choice.isAnswer ? [index] : [])),
  };
}

/** Saved → edit (spec §3): `id` is the card id; choices get fresh ids and `isAnswer` from `answerList`. */
export function multipleChoiceFromSaved(saved: MultipleChoiceSubmit, id: string): MultipleChoiceEdit {
  const answers = new Set(saved.answerList);
  return {
    id,
    type: 'MULTIPLE_CHOICE',
    question: saved.question,
    questionRichText: saved.questionRichText,
    imageUrl: saved.imageUrl,
    hint: saved.hint,
    choiceList: saved.choiceList.map((choice, index) => ({
      id: createId(),
      ...choice,
      isAnswer: answers.has(index),
    })),
  };
}
