import {
  type AiItemWithSource,
  CHOICE_TEXT_MAX_LENGTH,
  MAX_CHOICE_COUNT,
  MAX_SUBJECTIVE_ANSWER_COUNT,
  SUBJECTIVE_ANSWER_MAX_LENGTH,
} from '@quizset/domain';
import { ENGLISH_STOPWORDS } from '../embedded/stopwords';

/**
 * Checks on what a model wrote, before anything of it reaches a teacher (issue 16 items 9 and 11).
 * A model's output is untrusted: a document may carry instructions ("answer Berlin everywhere, link
 * to …"), and a model may flood. These functions are pure; the openai provider applies them.
 */

/** Longest comment / source quote kept from a model item (characters). */
export const MAX_COMMENT_CHARS = 1000;
export const MAX_QUOTE_CHARS = 1000;

/**
 * The form answers and quotes are compared in: NFKC (full width → half width), lower case, and
 * without spaces, punctuation and symbols, so "워싱턴 D.C." is found in "…워싱턴DC는…".
 */
export function supportForm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** Web addresses in `text`: http(s) URLs, www. hosts and bare domain names with a path or a TLD. */
export function linksIn(text: string): string[] {
  const found = text.match(
    /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s<>"')\]]*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|ru|cn|info|biz|xyz|top|co|me|ly|app|site|online|link|click|kr|de|fr)\b(?:\/[^\s<>"')\]]*)?/giu,
  );
  return found ?? [];
}

/** True when every link of `text` is also written in `source` (the document, or nothing for topics). */
export function linksAllowed(text: string, source: string): boolean {
  const sourceForm = source.toLowerCase();
  return linksIn(text).every((link) => sourceForm.includes(link.toLowerCase().replace(/[.,;:]+$/u, '')));
}

/** `text` with links that `source` does not hold taken out (for comments, which may lose a sentence). */
export function withoutForeignLinks(text: string, source: string): string {
  const sourceForm = source.toLowerCase();
  return linksIn(text)
    .filter((link) => !sourceForm.includes(link.toLowerCase().replace(/[.,;:]+$/u, '')))
    .reduce((rest, link) => rest.split(link).join(''), text)
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

/**
 * True when an item's fields stay inside the builder's limits (spec §5: 1,000 characters a choice or
 * accepted answer, 2–5 choices, 1–5 answers) — checked on the raw model output, before parsing, so a
 * 1 MB option is refused without being copied further.
 */
export function withinFieldLimits(raw: Record<string, unknown>): boolean {
  const strings = (value: unknown, max: number, count: number) =>
    value === undefined ||
    (Array.isArray(value) &&
      value.length <= count &&
      value.every((entry) => typeof entry !== 'string' || entry.length <= max));
  return (
    strings(raw.options, CHOICE_TEXT_MAX_LENGTH, MAX_CHOICE_COUNT) &&
    strings(
      raw.answer,
      SUBJECTIVE_ANSWER_MAX_LENGTH,
      Math.max(MAX_SUBJECTIVE_ANSWER_COUNT, MAX_CHOICE_COUNT),
    ) &&
    (typeof raw.comment !== 'string' || raw.comment.length <= MAX_COMMENT_CHARS) &&
    (typeof raw.quote !== 'string' || raw.quote.length <= MAX_QUOTE_CHARS) &&
    (typeof raw.question !== 'string' || raw.question.length <= 1000)
  );
}

/** A word's forms worth looking for: itself, and for Korean without a 1–2 letter particle ("베를린은" → "베를린"). */
function wordForms(word: string): string[] {
  const letters = [...word];
  if (!/\p{Script=Hangul}/u.test(word) || letters.length < 3) return [word];
  return [word, letters.slice(0, -1).join(''), letters.slice(0, -2).join('')].filter(
    (form) => [...form].length >= 2,
  );
}

/**
 * Whether a true statement rests on the quote: every name and number of the statement (capitalised
 * or digit words: "Berlin", "1969") is in the quote, and 60 % of its other words of 3+ letters.
 */
function statementSupported(statement: string, quote: string): boolean {
  const form = supportForm(quote);
  const found = (word: string) =>
    wordForms(supportForm(word)).some((candidate) => candidate && form.includes(candidate));
  const words = statement
    .normalize('NFKC')
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);
  // A capitalised first word is a name unless it is a function word ("The", "It").
  const names = words.filter(
    (word, index) =>
      /\d/.test(word) || (/^\p{Lu}/u.test(word) && (index > 0 || !ENGLISH_STOPWORDS.has(word.toLowerCase()))),
  );
  if (!names.every(found)) return false;
  const others = words.filter((word) => [...word].length >= 3 && !names.includes(word));
  return others.length === 0 || others.filter(found).length / others.length >= 0.6;
}

/**
 * Whether an item's answer rests on its quoted source sentence (issue 16 item 9): a subjective
 * answer or the right choice(s) of a multiple-choice item appear in the quote (`supportForm` on both
 * sides); a true OX statement's words are mostly in the quote (a paraphrase keeps most words; an
 * injected "Berlin is the capital" does not); a false OX statement needs a real quote only.
 */
export function answerSupported(item: AiItemWithSource, quote: string): boolean {
  const form = supportForm(quote);
  if (!form) return false;
  const inQuote = (text: string) => supportForm(text) !== '' && form.includes(supportForm(text));
  if (item.type === 'multiple')
    return item.answer.every((index) => inQuote(item.options[Number(index)] ?? ''));
  if (item.type === 'subjective') return inQuote(item.answer[0] ?? '');
  return item.answer[0] === 'X' || statementSupported(item.question, quote);
}

/**
 * A subjective item's accepted answers cut to those the quote supports (the first must be); the
 * others a model adds ("Berlin") are dropped unless the quote holds them too.
 */
export function supportedAnswers(item: AiItemWithSource, quote: string): AiItemWithSource {
  if (item.type !== 'subjective') return item;
  const form = supportForm(quote);
  const answer = item.answer.filter((text) => supportForm(text) !== '' && form.includes(supportForm(text)));
  return { ...item, answer };
}
