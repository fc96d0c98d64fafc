import {
  CHOICE_TEXT_MAX_LENGTH,
  DEFAULT_CHOICE_COUNT,
  MAX_CHOICE_COUNT,
  MIN_CHOICE_COUNT,
} from '../constants';
import { createId } from '../ids';
import { issue, type ValidationIssue } from '../validation-issue';
import { questionDataOf, questionDataPath, savedFormOf, submitBaseOf } from './base';
import type { ChoiceEdit, MultipleEdit, MultipleSaved, MultipleSubmit } from './multiple-choice-schema';
import { validateQuestionData, validateRequiredText, validateRichTextLength } from './rules';

/*
 * Multiple choice's plain functions (spec §3, §5); its shapes are in multiple-choice-schema.ts.
 * Zod-free: the builder's store needs these on first load (issue 20 item 1).
 */

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
  return savedFormOf(item, item.multipleData, order, {
    type: 'multiple',
    choiceList: choiceListV2,
    answerList: answerList.map(Number).sort((a, b) => a - b),
  });
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
