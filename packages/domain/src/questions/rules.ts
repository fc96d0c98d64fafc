import {
  HINT_TEXT_MAX_LENGTH,
  HINT_YOUTUBE_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  QUESTION_RICH_TEXT_MAX_LENGTH,
} from '../constants';
import type { MessageKey } from '../messages';
import { textLength } from '../text';
import { issue, type ValidationIssue } from '../validation-issue';
import { isYoutubeUrl } from '../youtube';
import type { SubmitHint } from './base-schema';

/*
 * Rules every question type shares (spec §5 "Question"). Each type module adds its own; every issue
 * of a question is tracked as `invalid_quiz` (spec §5 failure reasons).
 */

/**
 * A required text field (spec §5): '' → `emptyKey`; only whitespace → `blankKey` (the spec's
 * "Blank … is not allowed"); longer than `max` characters (trimmed) → `tooLongKey`.
 */
export function validateRequiredText(
  path: string,
  text: string,
  keys: { empty: MessageKey; blank: MessageKey; tooLong: MessageKey },
  max: number,
): ValidationIssue[] {
  if (text === '') return [issue(path, keys.empty, 'invalid_quiz')];
  const trimmed = text.trim();
  if (trimmed === '') return [issue(path, keys.blank, 'invalid_quiz')];
  return textLength(trimmed) > max ? [issue(path, keys.tooLong, 'invalid_quiz', { max })] : [];
}

/** Markup over the server-protecting limit (constants.ts QUESTION_RICH_TEXT_MAX_LENGTH). */
export function validateRichTextLength(path: string, richText: string): ValidationIssue[] {
  return richText.length > QUESTION_RICH_TEXT_MAX_LENGTH
    ? [issue(path, 'validation.richText.tooLong', 'invalid_quiz', { max: QUESTION_RICH_TEXT_MAX_LENGTH })]
    : [];
}

/**
 * The question text of any type at `dataPath` (`quizList.N.multipleData`): 'Question is required'
 * when empty or blank, at most 200 characters (spec §5), and the markup limit.
 */
export function validateQuestionData(
  dataPath: string,
  data: { question: string; questionRichText: string },
): ValidationIssue[] {
  return [
    ...validateRequiredText(
      `${dataPath}.question`,
      data.question,
      {
        empty: 'validation.question.required',
        blank: 'validation.question.required',
        tooLong: 'validation.question.tooLong',
      },
      QUESTION_MAX_LENGTH,
    ),
    ...validateRichTextLength(`${dataPath}.questionRichText`, data.questionRichText),
  ];
}

const HINT_REQUIRED_KEYS = {
  text: 'validation.hint.textRequired',
  image: 'validation.hint.imageRequired',
  youtube: 'validation.hint.youtubeRequired',
} as const satisfies Record<SubmitHint['type'], MessageKey>;

/**
 * The hint at `path` (`quizList.N.hint`, spec §5 "Hint"): no value at all → 'Hint is required';
 * an empty value → the type's message ('Text hint is required' …); text ≤300 characters; YouTube
 * ≤200 characters and a youtube.com / youtu.be link ('Youtube link is invalid').
 */
export function validateHint(path: string, hint: SubmitHint | null): ValidationIssue[] {
  if (hint === null) return [];
  const valuePath = `${path}.value`;
  if (hint.value === undefined) return [issue(valuePath, 'validation.hint.required', 'invalid_quiz')];
  const value = hint.value.trim();
  if (value === '') return [issue(valuePath, HINT_REQUIRED_KEYS[hint.type], 'invalid_quiz')];
  switch (hint.type) {
    case 'text':
      return textLength(value) > HINT_TEXT_MAX_LENGTH
        ? [issue(valuePath, 'validation.hint.textTooLong', 'invalid_quiz', { max: HINT_TEXT_MAX_LENGTH })]
        : [];
    case 'youtube':
      if (textLength(value) > HINT_YOUTUBE_MAX_LENGTH)
        return [
          issue(valuePath, 'validation.hint.youtubeTooLong', 'invalid_quiz', {
            max: HINT_YOUTUBE_MAX_LENGTH,
          }),
        ];
      return isYoutubeUrl(value) ? [] : [issue(valuePath, 'validation.hint.youtubeInvalid', 'invalid_quiz')];
    case 'image':
      return [];
  }
}
