import {
  type ImportFormat,
  type NotImported,
  type NotImportedReason,
  notImportedReasonText,
} from '@quizset/domain';

/**
 * An image a question of the file carries (issue 21: "Images inside packages (QTI, Moodle base64)
 * are re-encoded through the image pipeline"): its bytes, or the reason they could not be read.
 */
export type DraftImage = { data: Buffer; name: string } | { missing: string };
// `missing` holds the image source that was not found in the file.

/** A choice of a multiple-choice question as read from a file: HTML (unsanitized) and whether it is correct. */
export interface DraftChoice {
  html: string;
  isAnswer: boolean;
  image?: DraftImage | null;
}

/**
 * A question read from a file, before sanitizing and image processing (one per format parser). The
 * HTML is the format's own, untrusted; formulas may still be delimited (`$$…$$`, `\(…\)`).
 */
export type DraftQuestion = {
  html: string;
  image?: DraftImage | null;
  /** Feedback or a hint of the file: becomes the card's text hint (plain, ≤ 300 characters). */
  hint?: string | null;
} & (
  | { type: 'multiple'; choices: DraftChoice[] }
  | { type: 'ox'; answer: 'o' | 'x' }
  | { type: 'subjective'; answers: string[] }
);

/** What a format parser returns: the questions it could map and the ones it could not, in file order. */
export interface ParsedFile {
  format: ImportFormat;
  questions: DraftQuestion[];
  notImported: NotImported[];
}

/** A not-imported entry (issue 21 "What doesn't map"): the question cut to 200 characters. */
export function notImported(
  type: string,
  question: string,
  reasonKey: NotImportedReason,
  params: Record<string, string | number> = {},
): NotImported {
  const text = question.replace(/\s+/g, ' ').trim();
  return {
    type,
    question: text.length > 200 ? `${text.slice(0, 199)}…` : text,
    reason: notImportedReasonText(reasonKey, params),
    reasonKey,
    params,
  };
}

const TRUE_WORDS = new Set(['true', 'o', '참', '맞다', '예', 'yes', 'vrai', 'wahr']);
const FALSE_WORDS = new Set(['false', 'x', '거짓', '틀리다', '아니오', 'no', 'faux', 'falsch']);

/**
 * A two-choice question whose choices read True / False (either order) with one answer: a
 * true/false question of a format without its own type (QTI, Kahoot, Aiken) → OX (issue 21
 * "true/false → OX"). Null for anything else.
 */
export function oxFromTrueFalseChoices(choices: { text: string; isAnswer: boolean }[]): 'o' | 'x' | null {
  if (choices.length !== 2) return null;
  const words = choices.map((choice) => choice.text.trim().toLowerCase());
  const trueAt = words.findIndex((word) => TRUE_WORDS.has(word));
  const falseAt = words.findIndex((word) => FALSE_WORDS.has(word));
  if (trueAt < 0 || falseAt < 0 || trueAt === falseAt) return null;
  const answers = choices.filter((choice) => choice.isAnswer);
  if (answers.length !== 1) return null;
  return choices[trueAt]?.isAnswer ? 'o' : 'x';
}
