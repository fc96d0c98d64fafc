import { z } from 'zod';
import {
  CHOICE_TEXT_MAX_LENGTH,
  DEFAULT_CHOICE_COUNT,
  MAX_CHOICE_COUNT,
  MIN_CHOICE_COUNT,
} from '../constants';
import { createId } from '../ids';
import { issue, type ValidationIssue } from '../validation-issue';
import {
  clientIdSchema,
  questionDataOf,
  questionDataPath,
  questionDataShape,
  quizEditBaseShape,
  quizSavedBaseShape,
  quizSubmitBaseShape,
  savedBaseOf,
  submitBaseOf,
} from './base';
import { validateQuestionData, validateRequiredText, validateRichTextLength } from './rules';

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

/** A new empty choice with a fresh id (spec §3); `isAnswer` marks it correct. */
export function createChoice(isAnswer = false, text = '', richText = ''): ChoiceEdit {
  const id = createId();
  return { key: id, id, choiceText: text, choiceRichText: richText, isAnswer, imageUrl: null };
}

/** A new multiple choice starts with 4 empty choices, the first marked as the answer (spec §4). */
export function createMultiple(id = createId()): MultipleEdit {
  return {
    id,
    type: 'multiple',
    question: '',
    questionRichText: '',
    questionImageUrl: null,
    hint: null,
    choiceList: Array.from({ length: DEFAULT_CHOICE_COUNT }, (_, index) => createChoice(index === 0)),
  };
}

/** Edit → submit item (spec §3): answers become ascending 0-based indexes as strings. */
export function multipleToSubmit(quiz: MultipleEdit, order: number): MultipleSubmit {
  return {
    ...submitBaseOf(quiz, order),
    type: 'multiple',
    multipleData: {
      ...questionDataOf(quiz),
      choiceListV2: quiz.choiceList.map(({ choiceText, choiceRichText, imageUrl }) => ({
        text: choiceText,
        richText: choiceRichText,
        imageUrl,
      })),
      answerList: quiz.choiceList.flatMap((choice, index) => (choice.isAnswer ? [String(index)] : [])),
    },
  };
}

/** Saved → edit (spec §3): `id` is the card id; choices get fresh ids and `isAnswer` from answerList. */
export function multipleFromSaved(saved: MultipleSaved, id: string): MultipleEdit {
  const answers = new Set(saved.answerList);
  return {
    id,
    type: 'multiple',
    question: saved.question,
    questionRichText: saved.questionRichText,
    questionImageUrl: saved.questionImageUrl,
    ...(saved.questionImageAlt ? { questionImageAlt: saved.questionImageAlt } : {}),
    hint: saved.hint,
    choiceList: saved.choiceList.map((choice, index) => ({
      ...createChoice(answers.has(index), choice.text, choice.richText),
      imageUrl: choice.imageUrl,
    })),
  };
}

/** Validated submit item → saved form (spec §3): answer strings become numbers, order from position. */
export function multipleSubmitToSaved(item: MultipleSubmit, order: number): MultipleSaved {
  const { choiceListV2, answerList } = item.multipleData;
  return {
    ...savedBaseOf(item, item.multipleData, order),
    type: 'multiple',
    choiceList: choiceListV2,
    answerList: answerList.map(Number).sort((a, b) => a - b),
  };
}

/** Saved → submit item (spec §3), e.g. to resend a quiz set as read. */
export function multipleSavedToSubmit(saved: MultipleSaved, order: number): MultipleSubmit {
  return {
    ...submitBaseOf(saved, order),
    type: 'multiple',
    multipleData: {
      ...questionDataOf(saved),
      choiceListV2: saved.choiceList,
      answerList: saved.answerList.map(String),
    },
  };
}

const ANSWER_INDEX = /^(?:0|[1-9]\d{0,2})$/;

/**
 * The multiple-choice rules (spec §5) of the item at `quizList.{index}`: the question, 2–5 choices,
 * each with text — 'Choice text is required' when empty, 'Blank choice text is not allowed' when only
 * whitespace, even if the choice has an image — at least one answer ('At least one answer is
 * required'), each an index of an existing choice, once.
 */
export function validateMultiple(item: MultipleSubmit, index: number): ValidationIssue[] {
  const path = questionDataPath(index, 'multiple');
  const { choiceListV2, answerList } = item.multipleData;
  const issues = validateQuestionData(path, item.multipleData);
  const count = choiceListV2.length;
  if (count < MIN_CHOICE_COUNT || count > MAX_CHOICE_COUNT)
    issues.push(
      issue(`${path}.choiceListV2`, 'validation.choice.count', 'invalid_quiz', {
        min: MIN_CHOICE_COUNT,
        max: MAX_CHOICE_COUNT,
      }),
    );
  choiceListV2.forEach((choice, choiceIndex) => {
    const choicePath = `${path}.choiceListV2.${choiceIndex}`;
    issues.push(
      ...validateRequiredText(
        `${choicePath}.text`,
        choice.text,
        {
          empty: 'validation.choice.required',
          blank: 'validation.choice.blank',
          tooLong: 'validation.choice.tooLong',
        },
        CHOICE_TEXT_MAX_LENGTH,
      ),
      ...validateRichTextLength(`${choicePath}.richText`, choice.richText),
    );
  });
  if (answerList.length === 0)
    issues.push(issue(`${path}.answerList`, 'validation.answer.required', 'invalid_quiz'));
  const seen = new Set<string>();
  answerList.forEach((answer, answerIndex) => {
    if (!ANSWER_INDEX.test(answer) || Number(answer) >= count || seen.has(answer))
      issues.push(issue(`${path}.answerList.${answerIndex}`, 'validation.answer.invalid', 'invalid_quiz'));
    seen.add(answer);
  });
  return issues;
}
