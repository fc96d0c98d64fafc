import type { AiItemWithSource } from '@quizset/domain';
import { scriptOf } from './key-terms';
import { stopwordsFor } from './language';
import { BLANK, wordingFor } from './wording';

/**
 * The machine-checkable rubric of generated items (issue 16 item 7; `npm run bench -- ai` and the
 * corpus test): each item is checked for the faults that made the held-out items nonsense. The
 * checks are written apart from the generator's own filters (other patterns, other code), so a
 * generator change that lets a fault through shows here.
 */
export type RubricFault =
  | 'functionWordBlank'
  | 'layoutLine'
  | 'pageNumber'
  | 'distractorKind'
  | 'mixedScripts'
  | 'wordingLanguage';

export const RUBRIC_FAULTS: readonly RubricFault[] = [
  'functionWordBlank',
  'layoutLine',
  'pageNumber',
  'distractorKind',
  'mixedScripts',
  'wordingLanguage',
];

/** Share of items that must pass every check (the bench and the corpus test fail below it). */
export const RUBRIC_THRESHOLD = 0.9;

/** The answer an item asks for: the accepted answer, the right option, or the swapped-out word. */
function answerOf(item: AiItemWithSource): string {
  if (item.type === 'multiple') return item.options[Number(item.answer[0])] ?? '';
  if (item.type === 'subjective') return item.answer[0] ?? '';
  return '';
}

const LAYOUT_SOURCE = [
  /^\s*\d{1,4}\s*$/u, // a page number alone
  /\b\d+\s*[,–-]\s*\d+\s*[,–-]\s*\d+/u, // index line "63, 196–99"
  /^\s*\d+(?:\.\d+){1,}\s+\p{Lu}/u, // numbered head "18.06.050 Exceptions…"
  /©|all rights reserved|\bdoi:|\bisbn\b/iu, // furniture
  /[∀∃∈⊂∑∫≤≥→]/u, // formula
  /^(?:figure|fig\.|table|그림|표)\s*\d/iu, // caption
];

const PAGE_WORDS = /(?:page|pages|p\.|pp\.|slide|쪽|페이지)\s*$/iu;

/**
 * The faults of one item (empty when it passes). `documentLanguage` is the detected language of
 * the document (language.ts), `locale` the language the teacher asked the wording in.
 */
export function rubricFaults(
  item: AiItemWithSource,
  documentLanguage: string,
  locale: string,
): RubricFault[] {
  const faults: RubricFault[] = [];
  const sentence = item.source?.sentence ?? '';
  const answer = answerOf(item).trim();
  const stopwords = stopwordsFor(documentLanguage);
  if (answer && (stopwords.has(answer.toLowerCase()) || [...answer].length < 2) && !/^\d+$/.test(answer))
    faults.push('functionWordBlank');
  if (LAYOUT_SOURCE.some((pattern) => pattern.test(sentence))) faults.push('layoutLine');
  if (/^\d+$/.test(answer)) {
    const at = sentence.indexOf(answer);
    if (at >= 0 && PAGE_WORDS.test(sentence.slice(Math.max(0, at - 12), at))) faults.push('pageNumber');
  }
  if (item.type === 'multiple') {
    const isNumber = (text: string) => /^[\d.,]+$/.test(text.trim());
    const capital = (text: string) => /^\p{Lu}/u.test(text);
    const kindClash = item.options.some(
      (option) =>
        isNumber(option) !== isNumber(answer) ||
        scriptOf(option) !== scriptOf(answer) ||
        (!isNumber(option) && capital(option) !== capital(answer)),
    );
    if (kindClash) faults.push('distractorKind');
    const scripts = new Set(item.options.map(scriptOf).filter((script) => script !== 'digit'));
    if (scripts.size > 1) faults.push('mixedScripts');
  }
  if (item.question.includes(BLANK)) {
    const wording = wordingFor(locale, documentLanguage);
    const prefix = (item.type === 'multiple' ? wording.chooseBlank('') : wording.fillBlank('')).trim();
    if (!item.question.startsWith(prefix)) faults.push('wordingLanguage');
  }
  return faults;
}

export interface RubricReport {
  items: number;
  passed: number;
  faults: Record<RubricFault, number>;
}

/** The rubric over a generation's items. */
export function rubricReport(
  items: readonly AiItemWithSource[],
  documentLanguage: string,
  locale: string,
): RubricReport {
  const faults = Object.fromEntries(RUBRIC_FAULTS.map((fault) => [fault, 0])) as Record<RubricFault, number>;
  let passed = 0;
  for (const item of items) {
    const found = rubricFaults(item, documentLanguage, locale);
    if (found.length === 0) passed += 1;
    for (const fault of found) faults[fault] += 1;
  }
  return { items: items.length, passed, faults };
}
