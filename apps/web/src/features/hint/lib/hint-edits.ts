import {
  HINT_TEXT_MAX_LENGTH,
  HINT_YOUTUBE_MAX_LENGTH,
  type Hint,
  type HintType,
  isYoutubeUrl,
  type LimitFailure,
  textLength,
} from '@quizset/domain';

/**
 * Pure edits of a question's hint (issue 3 "Hint"; spec §3 "Hint"). The card applies them to its
 * draft; each returns a new value and never mutates.
 */

/** "Add hint": a TEXT hint with an empty value. */
export function addHint(): Hint {
  return { type: 'text', value: '' };
}

/** Changing the type clears the value (a URL is not a text hint); the same type keeps it. */
export function switchHintType(hint: Hint, type: HintType): Hint {
  return hint.type === type ? hint : { type, value: '' };
}

/** A new value for the same type. */
export function setHintValue(hint: Hint, value: string): Hint {
  return { ...hint, value };
}

/**
 * "A hidden, empty hint is removed": when the hint editor is no longer shown (the card leaves edit
 * mode), a hint whose value is blank becomes null. A visible hint is kept so the teacher can fill it.
 */
export function pruneHint(hint: Hint | null, { isHidden }: { isHidden: boolean }): Hint | null {
  if (hint === null || !isHidden) return hint;
  return hint.value.trim() === '' ? null : hint;
}

/**
 * The rule a non-blank hint breaks while it is being typed (spec §5 messages), or null. Emptiness is
 * left to the card's validation (`validation.required`, shown after "finish"), so an empty new hint
 * is not red at once. The same limits as the domain's validateQuiz.
 */
export function liveHintFailure(hint: Hint): LimitFailure | null {
  const value = hint.value.trim();
  if (value === '') return null;
  if (hint.type === 'text' && textLength(value) > HINT_TEXT_MAX_LENGTH)
    return { key: 'validation.hint.textTooLong', params: { max: HINT_TEXT_MAX_LENGTH } };
  if (hint.type === 'youtube') {
    if (textLength(value) > HINT_YOUTUBE_MAX_LENGTH)
      return { key: 'validation.hint.youtubeTooLong', params: { max: HINT_YOUTUBE_MAX_LENGTH } };
    if (!isYoutubeUrl(value)) return { key: 'validation.hint.youtubeInvalid' };
  }
  return null;
}
