import type { AiItemWithSource } from '@quizset/domain';
import { scriptOf } from './key-terms';
import { stopwordsFor } from './language';
import { numberClass } from './term-kind';
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
  | 'wordingLanguage'
  | 'labelLine'
  | 'columnsMixed'
  | 'trueSwap';

export const RUBRIC_FAULTS: readonly RubricFault[] = [
  'functionWordBlank',
  'layoutLine',
  'pageNumber',
  'distractorKind',
  'mixedScripts',
  'wordingLanguage',
  'labelLine',
  'columnsMixed',
  'trueSwap',
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

/** "Time: This is …", "Note on data: …": a label line (up to four words before a colon). */
const LABEL = /^\s*[\p{L}\p{N}][^:：.!?]{0,40}[:：]\s+\S/u;

/** A run of letters that comes back inside one sentence: two columns read across (8 Hangul, 16 other). */
function repeatsItself(sentence: string): boolean {
  const letters = sentence.replace(/[^\p{L}\p{N}]/gu, '');
  const size = /\p{Script=Hangul}/u.test(letters) ? 8 : 16;
  for (let at = 0; at + size <= letters.length; at += 1)
    if (letters.indexOf(letters.slice(at, at + size), at + 1) >= 0) return true;
  return false;
}

/**
 * The word an X statement swapped in and the one it took out (the spans where question and source
 * differ), or null for another item.
 */
function swapOf(
  item: AiItemWithSource,
): { removed: string; inserted: string; before: string; after: string } | null {
  const sentence = item.source?.sentence;
  if (item.type !== 'ox' || item.answer[0] !== 'X' || !sentence) return null;
  const question = item.question;
  let start = 0;
  while (start < sentence.length && sentence[start] === question[start]) start += 1;
  let end = 0;
  while (
    end < sentence.length - start &&
    end < question.length - start &&
    sentence[sentence.length - 1 - end] === question[question.length - 1 - end]
  )
    end += 1;
  return {
    removed: sentence.slice(start, sentence.length - end),
    inserted: question.slice(start, question.length - end),
    before: sentence.slice(0, start),
    after: sentence.slice(sentence.length - end),
  };
}

const PAGE_WORDS = /(?:page|pages|p\.|pp\.|slide|쪽|페이지)\s*$/iu;

/**
 * The faults of one item (empty when it passes). `documentLanguage` is the detected language of
 * the document (language.ts), `locale` the language the teacher asked the wording in.
 */
export function rubricFaults(
  item: AiItemWithSource,
  documentLanguage: string,
  locale: string,
  documentText = '',
): RubricFault[] {
  const faults: RubricFault[] = [];
  const sentence = item.source?.sentence ?? '';
  const answer = answerOf(item).trim();
  const stopwords = stopwordsFor(documentLanguage);
  if (answer && (stopwords.has(answer.toLowerCase()) || [...answer].length < 2) && !/^\d+$/.test(answer))
    faults.push('functionWordBlank');
  if (LAYOUT_SOURCE.some((pattern) => pattern.test(sentence))) faults.push('layoutLine');
  // A CSV row's facts are "header: value" by design (and repeat a name); a sentence must not open with a label.
  const isTableRow = /^[^;]+: [^;]*(?:; [^;]+: [^;]*)+$/u.test(sentence);
  if (!isTableRow && LABEL.test(sentence)) faults.push('labelLine');
  if (!isTableRow && repeatsItself(sentence)) faults.push('columnsMixed');
  // A false statement must be false: the swapped-in word with its neighbours is not something the
  // document says ("… 48 subjects …" makes "86 subjects" no lie), nor the same word in another form.
  const swap = swapOf(item);
  if (swap && documentText) {
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*/gu) ?? [];
    const left = words(swap.before).slice(-2);
    const right = words(swap.after).slice(0, 2);
    const inserted = words(swap.inserted).join(' ');
    // Numbers as "#": "86 subjects" is said by a document saying "48 subjects".
    const numbersOut = (text: string) => text.replace(/\d[\d,.]*/g, '#');
    const haystack = documentText.toLowerCase().replace(/\s+/g, ' ');
    const said =
      [
        left.length === 2 ? `${left.join(' ')} ${inserted}` : '',
        right.length === 2 ? `${inserted} ${right.join(' ')}` : '',
      ].some((span) => span && haystack.includes(span)) ||
      (/^\d/.test(left.at(-1) ?? '') &&
        !/^\d/.test(inserted) &&
        numbersOut(haystack).includes(`# ${inserted}`));
    const sameWord =
      swap.removed.toLowerCase().replace(/s$/, '') === swap.inserted.toLowerCase().replace(/s$/, '');
    if (said || sameWord) faults.push('trueSwap');
  }
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
        // A year among counts, a decimal among integers: another kind of number.
        (isNumber(option) &&
          isNumber(answer) &&
          numberClass(option).split(':')[0] !== numberClass(answer).split(':')[0]) ||
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
  documentText = '',
): RubricReport {
  const faults = Object.fromEntries(RUBRIC_FAULTS.map((fault) => [fault, 0])) as Record<RubricFault, number>;
  let passed = 0;
  for (const item of items) {
    const found = rubricFaults(item, documentLanguage, locale, documentText);
    if (found.length === 0) passed += 1;
    for (const fault of found) faults[fault] += 1;
  }
  return { items: items.length, passed, faults };
}
