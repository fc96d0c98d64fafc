import { z } from 'zod';
import { isCategoryIdShape } from './category';
import type { Locale } from './constants';
import {
  CHOICE_TEXT_MAX_LENGTH,
  CUSTOM_PUBLISHER_ID,
  CUSTOM_PUBLISHER_MAX_LENGTH,
  CUSTOM_PUBLISHER_MIN_LENGTH,
  HINT_TEXT_MAX_LENGTH,
  HINT_YOUTUBE_MAX_LENGTH,
  MAX_CHOICE_COUNT,
  MAX_QUIZ_COUNT,
  MAX_SUBJECTIVE_ANSWER_COUNT,
  MIN_CHOICE_COUNT,
  MIN_QUIZ_COUNT,
  QUESTION_MAX_LENGTH,
  QUESTION_RICH_TEXT_MAX_LENGTH,
  SUBJECTIVE_ANSWER_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
} from './constants';
import { formatMessage, MESSAGE_KEYS, type MessageKey } from './messages';
import { type Hint, type QuizEdit, type QuizSubmit, quizToSubmit } from './questions';
import type { PublisherSelection, QuizSetForm, QuizSetSubmit } from './quiz-set';
import { textLength } from './text';
import { isYoutubeUrl } from './youtube';

/** The failure reasons tracked by analytics (spec-decisions §5), one per issue. */
export const VALIDATION_FAILURE_REASONS = [
  'no_title',
  'title_too_short',
  'title_too_long',
  'no_map_template',
  'no_quiz',
  'too_many_quiz',
  'empty_required_field',
  'question_too_long',
  'invalid_choice_count',
  'no_answer',
  'invalid_hint',
  'invalid_publisher',
  'invalid_category',
] as const;
export type ValidationFailureReason = (typeof VALIDATION_FAILURE_REASONS)[number];

/**
 * One broken rule (spec §5). `path` is dot-separated and identical for the form and the payload
 * (`quizList.3.choiceList.1.text`), so the browser can focus the field the server complained about;
 * `key`/`params` give the message (messages.ts); `reason` is what analytics tracks.
 */
export const validationIssueSchema = z.object({
  path: z.string(),
  key: z.enum(MESSAGE_KEYS as [MessageKey, ...MessageKey[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  reason: z.enum(VALIDATION_FAILURE_REASONS),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;
type MessageParams = NonNullable<ValidationIssue['params']>;

/*
 * Issue order (spec §2 "Finish → focus the first offending field"): templateId, title, the quiz list
 * (its count, then each card top to bottom, fields in card order), then publisher, then category.
 * The map and title sit in the header, visible from both tabs, so they come first; the quiz tab is
 * the first step; publisher and category are on the settings tab below the title.
 *
 * Reasons for rules the reason list has no exact word for: an over-long choice, subjective answer
 * or rich text → `question_too_long`; too many subjective answers → `invalid_choice_count` (they are
 * the subjective card's "choices"); an answer index out of range or repeated → `no_answer`; any
 * empty required field inside a hint → `invalid_hint`, in the publisher → `invalid_publisher`.
 */

function issue(
  path: string,
  key: MessageKey,
  reason: ValidationFailureReason,
  params?: MessageParams,
): ValidationIssue {
  return params ? { path, key, reason, params } : { path, key, reason };
}

const isBlank = (text: string) => text.trim() === '';

/** Title rule (spec §5): trimmed, 2–50 characters; empty → required. */
export function validateTitle(title: string): ValidationIssue[] {
  const length = textLength(title.trim());
  if (length === 0) return [issue('title', 'validation.required', 'no_title')];
  if (length < TITLE_MIN_LENGTH)
    return [issue('title', 'validation.title.tooShort', 'title_too_short', { min: TITLE_MIN_LENGTH })];
  if (length > TITLE_MAX_LENGTH)
    return [issue('title', 'validation.title.tooLong', 'title_too_long', { max: TITLE_MAX_LENGTH })];
  return [];
}

function validateTemplateId(templateId: string | null): ValidationIssue[] {
  return templateId === null || isBlank(templateId)
    ? [issue('templateId', 'validation.template.required', 'no_map_template')]
    : [];
}

function validateQuizCount(count: number): ValidationIssue[] {
  if (count < MIN_QUIZ_COUNT) return [issue('quizList', 'validation.quizList.empty', 'no_quiz')];
  if (count > MAX_QUIZ_COUNT)
    return [issue('quizList', 'validation.quizList.limit', 'too_many_quiz', { max: MAX_QUIZ_COUNT })];
  return [];
}

function validateRichTextLength(path: string, richText: string): ValidationIssue[] {
  return richText.length > QUESTION_RICH_TEXT_MAX_LENGTH
    ? [
        issue(path, 'validation.richText.tooLong', 'question_too_long', {
          max: QUESTION_RICH_TEXT_MAX_LENGTH,
        }),
      ]
    : [];
}

function validateHint(path: string, hint: Hint | null): ValidationIssue[] {
  if (hint === null) return [];
  const valuePath = `${path}.value`;
  const value = hint.value.trim();
  if (value === '') return [issue(valuePath, 'validation.required', 'invalid_hint')];
  switch (hint.type) {
    case 'TEXT':
      return textLength(value) > HINT_TEXT_MAX_LENGTH
        ? [issue(valuePath, 'validation.hint.textTooLong', 'invalid_hint', { max: HINT_TEXT_MAX_LENGTH })]
        : [];
    case 'YOUTUBE':
      if (textLength(value) > HINT_YOUTUBE_MAX_LENGTH)
        return [
          issue(valuePath, 'validation.hint.youtubeTooLong', 'invalid_hint', {
            max: HINT_YOUTUBE_MAX_LENGTH,
          }),
        ];
      return isYoutubeUrl(value) ? [] : [issue(valuePath, 'validation.hint.youtubeInvalid', 'invalid_hint')];
    case 'IMAGE':
      return [];
  }
}

function validateMultipleChoiceBody(path: string, quiz: Extract<QuizSubmit, { type: 'MULTIPLE_CHOICE' }>) {
  const issues: ValidationIssue[] = [];
  const count = quiz.choiceList.length;
  if (count < MIN_CHOICE_COUNT || count > MAX_CHOICE_COUNT)
    issues.push(
      issue(`${path}.choiceList`, 'validation.choice.count', 'invalid_choice_count', {
        min: MIN_CHOICE_COUNT,
        max: MAX_CHOICE_COUNT,
      }),
    );
  quiz.choiceList.forEach((choice, index) => {
    const choicePath = `${path}.choiceList.${index}`;
    // A choice showing only an image is filled in: the image is the choice (spec §3).
    if (isBlank(choice.text) && !choice.imageUrl)
      issues.push(issue(`${choicePath}.text`, 'validation.required', 'empty_required_field'));
    else if (textLength(choice.text.trim()) > CHOICE_TEXT_MAX_LENGTH)
      issues.push(
        issue(`${choicePath}.text`, 'validation.choice.tooLong', 'question_too_long', {
          max: CHOICE_TEXT_MAX_LENGTH,
        }),
      );
    issues.push(...validateRichTextLength(`${choicePath}.richText`, choice.richText));
  });
  if (quiz.answerList.length === 0)
    issues.push(issue(`${path}.answerList`, 'validation.answer.required', 'no_answer'));
  const seen = new Set<number>();
  quiz.answerList.forEach((answer, index) => {
    if (!Number.isInteger(answer) || answer < 0 || answer >= count || seen.has(answer))
      issues.push(issue(`${path}.answerList.${index}`, 'validation.answer.invalid', 'no_answer'));
    seen.add(answer);
  });
  return issues;
}

function validateSubjectiveBody(path: string, answerList: readonly string[]) {
  const issues: ValidationIssue[] = [];
  if (answerList.length === 0)
    issues.push(issue(`${path}.answerList`, 'validation.answer.required', 'no_answer'));
  if (answerList.length > MAX_SUBJECTIVE_ANSWER_COUNT)
    issues.push(
      issue(`${path}.answerList`, 'validation.subjective.tooMany', 'invalid_choice_count', {
        max: MAX_SUBJECTIVE_ANSWER_COUNT,
      }),
    );
  answerList.forEach((answer, index) => {
    const answerPath = `${path}.answerList.${index}`;
    if (isBlank(answer)) issues.push(issue(answerPath, 'validation.required', 'empty_required_field'));
    else if (textLength(answer.trim()) > SUBJECTIVE_ANSWER_MAX_LENGTH)
      issues.push(
        issue(answerPath, 'validation.subjective.answerTooLong', 'question_too_long', {
          max: SUBJECTIVE_ANSWER_MAX_LENGTH,
        }),
      );
  });
  return issues;
}

/**
 * The rules of one question card (spec §5) at `quizList.{index}`: question text 1–200 (trimmed
 * plain text), rich text ≤ QUESTION_RICH_TEXT_MAX_LENGTH, then the type's rules (multiple choice:
 * 2–5 choices, none blank, ≤100 chars each, ≥1 answer, valid unique indexes; OX: 'o' | 'x';
 * subjective: 1–5 answers, none blank, ≤50 each), then the hint (TEXT ≤300, YOUTUBE ≤200 and a
 * YouTube link, IMAGE a non-empty URL). Accepts the edit form (converted with `quizToSubmit`, which
 * is pure) or the submitted form, so browser and server share one implementation and one path set.
 * @returns issues in on-screen order; [] when the card is valid.
 */
export function validateQuiz(quiz: QuizEdit | QuizSubmit, index: number): ValidationIssue[] {
  const submitted: QuizSubmit = 'id' in quiz ? quizToSubmit(quiz) : quiz;
  const path = `quizList.${index}`;
  const issues: ValidationIssue[] = [];
  const questionLength = textLength(submitted.question.trim());
  if (questionLength === 0)
    issues.push(issue(`${path}.question`, 'validation.required', 'empty_required_field'));
  else if (questionLength > QUESTION_MAX_LENGTH)
    issues.push(
      issue(`${path}.question`, 'validation.question.tooLong', 'question_too_long', {
        max: QUESTION_MAX_LENGTH,
      }),
    );
  issues.push(...validateRichTextLength(`${path}.questionRichText`, submitted.questionRichText));
  switch (submitted.type) {
    case 'MULTIPLE_CHOICE':
      issues.push(...validateMultipleChoiceBody(path, submitted));
      break;
    case 'OX':
      if (submitted.answer !== 'o' && submitted.answer !== 'x')
        issues.push(issue(`${path}.answer`, 'validation.ox.answerRequired', 'no_answer'));
      break;
    case 'SUBJECTIVE':
      issues.push(...validateSubjectiveBody(path, submitted.answerList));
      break;
  }
  issues.push(...validateHint(`${path}.hint`, submitted.hint));
  return issues;
}

/**
 * The quiz tab's rules (spec §5): 1–20 questions, then every card via `validateQuiz`.
 * @returns issues with paths `quizList` / `quizList.{i}.…`; [] when the quiz tab is complete.
 */
export function validateQuizList(quizList: readonly (QuizEdit | QuizSubmit)[]): ValidationIssue[] {
  return [
    ...validateQuizCount(quizList.length),
    ...quizList.flatMap((quiz, index) => validateQuiz(quiz, index)),
  ];
}

/** True when the quiz tab passes (spec §2: "finish replaces next once the quiz tab is valid"). */
export function isQuizTabValid(form: Pick<QuizSetForm, 'quizList'>): boolean {
  return validateQuizList(form.quizList).length === 0;
}

/** Publisher rule (spec §5): with id CUSTOM, `customName` trimmed is 2–15 characters; else nothing. */
export function validatePublisher(publisher: PublisherSelection): ValidationIssue[] {
  if (publisher.id !== CUSTOM_PUBLISHER_ID) return [];
  const length = textLength((publisher.customName ?? '').trim());
  if (length === 0) return [issue('publisher.customName', 'validation.required', 'invalid_publisher')];
  if (length < CUSTOM_PUBLISHER_MIN_LENGTH || length > CUSTOM_PUBLISHER_MAX_LENGTH)
    return [
      issue('publisher.customName', 'validation.publisher.customLength', 'invalid_publisher', {
        min: CUSTOM_PUBLISHER_MIN_LENGTH,
        max: CUSTOM_PUBLISHER_MAX_LENGTH,
      }),
    ];
  return [];
}

/**
 * Category rule (spec §3/§5): null, or an id of 3/5/7/9 digits. Membership in the tree is the
 * server's check (`findCategoryPath`), since only it holds the authoritative tree.
 */
export function validateCategoryId(categoryId: string | null): ValidationIssue[] {
  return categoryId === null || isCategoryIdShape(categoryId)
    ? []
    : [issue('categoryId', 'validation.category.unknown', 'invalid_category')];
}

type ValidatedFields = Pick<QuizSetForm, 'title' | 'templateId' | 'categoryId' | 'publisher'> & {
  quizList: readonly (QuizEdit | QuizSubmit)[];
};

function validateAll(fields: ValidatedFields): ValidationIssue[] {
  return [
    ...validateTemplateId(fields.templateId),
    ...validateTitle(fields.title),
    ...validateQuizList(fields.quizList),
    ...validatePublisher(fields.publisher),
    ...validateCategoryId(fields.categoryId),
  ];
}

/**
 * Every rule of spec §5 on the submit payload (the server's check before saving; api.md: "every
 * rule of spec §5 is enforced again on the server with the same messages"). Shape errors are zod's
 * job (`quizSetSubmitSchema`); this checks the content.
 * @returns issues ordered templateId, title, quizList…, publisher, categoryId; [] when valid.
 */
export function validateQuizSetSubmit(payload: QuizSetSubmit): ValidationIssue[] {
  return validateAll(payload);
}

/**
 * The same rules and paths as `validateQuizSetSubmit`, on the builder's edit form (spec §2 Finish:
 * validate, then focus `issues[0].path`). A null `templateId` is an issue here, not an error.
 */
export function validateQuizSetForm(form: QuizSetForm): ValidationIssue[] {
  return validateAll(form);
}

/**
 * The text of an issue in `locale` (spec §5 messages), e.g. for api.md's error
 * `details: [{ path, message }]` and the top-level `message` (the first issue's text).
 */
export function formatIssue(issue: ValidationIssue, locale: Locale): string {
  return formatMessage(issue.key, locale, issue.params);
}
