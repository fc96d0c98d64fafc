/*
 * Grading rules of a quiz room (issue 10 "The player"; spec §3 answer shapes). Pure and shared: the
 * server grades with them, and the browser may use them only for answers it already knows (review).
 */

/**
 * The comparison form of a typed subjective answer: Unicode NFKC (full-width Ａ１ → A1, the
 * ideographic space → a space, Hangul typed as separate jamo or decomposed by macOS input →
 * composed syllables), then trimmed, runs of whitespace folded to one space, and lower-cased.
 * E.g. `'  Ｓｅｏｕｌ　 City '` → `'seoul city'`, NFD `'서울'` → NFC `'서울'`.
 */
export function normalizeAnswerText(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * True when `given` matches any of the `accepted` answers of a subjective question after
 * `normalizeAnswerText` on both sides. A blank answer never matches (a blank accepted answer is
 * refused by validation, spec §5, so it cannot make a blank guess correct either).
 */
export function isSubjectiveAnswerCorrect(given: string, accepted: readonly string[]): boolean {
  const key = normalizeAnswerText(given);
  if (key === '') return false;
  return accepted.some((answer) => normalizeAnswerText(answer) === key);
}

/**
 * True when the chosen choice indexes (0-based) are exactly the correct ones of a multiple-choice
 * question: every correct choice chosen and nothing else, in any order, repeats ignored. Several
 * correct answers mean "choose all of them" (spec §3: `answerList` lists every correct index).
 */
export function isMultipleAnswerCorrect(chosen: readonly number[], answerList: readonly number[]): boolean {
  const picked = new Set(chosen);
  const correct = new Set(answerList);
  if (picked.size !== correct.size || correct.size === 0) return false;
  for (const index of picked) if (!correct.has(index)) return false;
  return true;
}

/** True when an OX answer (`'o'`/`'x'`, any case) equals the correct one (spec §3: 'o' or 'x'). */
export function isOxAnswerCorrect(given: string, answer: string): boolean {
  const key = given.trim().toLowerCase();
  return (key === 'o' || key === 'x') && key === answer.trim().toLowerCase();
}
