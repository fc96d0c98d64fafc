import { MAX_SUBJECTIVE_ANSWER_COUNT, SUBJECTIVE_ANSWER_MAX_LENGTH } from '../constants';
import { createId } from '../ids';
import { issue, type ValidationIssue } from '../validation-issue';
import { questionDataOf, questionDataPath, savedFormOf, submitBaseOf } from './base';
import { validateQuestionData, validateRequiredText } from './rules';
import type {
  SubjectiveAnswerEdit,
  SubjectiveEdit,
  SubjectiveSaved,
  SubjectiveSubmit,
} from './subjective-schema';

/*
 * Subjective's plain functions (spec §3, §5); its shapes are in subjective-schema.ts. Zod-free: the
 * builder's store needs these on first load (issue 20 item 1).
 */

/** A new accepted answer with a fresh id. */
export function createSubjectiveAnswer(text = ''): SubjectiveAnswerEdit {
  const id = createId();
  return { key: id, id, text };
}

/** A new subjective question (spec §3) with one empty main answer. */
export function createSubjective(id = createId()): SubjectiveEdit {
  return {
    id,
    type: 'subjective',
    question: '',
    questionRichText: '',
    questionImageUrl: null,
    hint: null,
    answerList: [createSubjectiveAnswer()],
  };
}

/** Edit → submit item (spec §3): answers become plain strings. */
export function subjectiveToSubmit(quiz: SubjectiveEdit, order: number): SubjectiveSubmit {
  return {
    ...submitBaseOf(quiz, order),
    type: 'subjective',
    subjectiveData: { ...questionDataOf(quiz), answerList: quiz.answerList.map((answer) => answer.text) },
  };
}

/** Saved → edit (spec §3): each answer string gets a fresh id. */
export function subjectiveFromSaved(saved: SubjectiveSaved, id: string): SubjectiveEdit {
  const { order: _order, answerList, ...rest } = saved;
  return { ...rest, id, answerList: answerList.map((text) => createSubjectiveAnswer(text)) };
}

/** Validated submit item → saved form (spec §3). */
export function subjectiveSubmitToSaved(item: SubjectiveSubmit, order: number): SubjectiveSaved {
  return savedFormOf(item, item.subjectiveData, order, {
    type: 'subjective',
    answerList: item.subjectiveData.answerList,
  });
}

/** Saved → submit item (spec §3). */
export function subjectiveSavedToSubmit(saved: SubjectiveSaved, order: number): SubjectiveSubmit {
  return {
    ...submitBaseOf(saved, order),
    type: 'subjective',
    subjectiveData: { ...questionDataOf(saved), answerList: saved.answerList },
  };
}

/**
 * The subjective rules (spec §5): the question, 1–5 answers, each 'Subjective Answer text is
 * required' when empty and 'Blank answer is not allowed' when only whitespace.
 */
export function validateSubjective(item: SubjectiveSubmit, index: number): ValidationIssue[] {
  const path = questionDataPath(index, 'subjective');
  const { answerList } = item.subjectiveData;
  const issues = validateQuestionData(path, item.subjectiveData);
  if (answerList.length === 0)
    issues.push(issue(`${path}.answerList`, 'validation.subjective.answerRequired', 'invalid_quiz'));
  if (answerList.length > MAX_SUBJECTIVE_ANSWER_COUNT)
    issues.push(
      issue(`${path}.answerList`, 'validation.subjective.tooMany', 'invalid_quiz', {
        max: MAX_SUBJECTIVE_ANSWER_COUNT,
      }),
    );
  answerList.forEach((answer, answerIndex) => {
    issues.push(
      ...validateRequiredText(
        `${path}.answerList.${answerIndex}`,
        answer,
        {
          empty: 'validation.subjective.answerRequired',
          blank: 'validation.subjective.answerBlank',
          tooLong: 'validation.subjective.answerTooLong',
        },
        SUBJECTIVE_ANSWER_MAX_LENGTH,
      ),
    );
  });
  return issues;
}
