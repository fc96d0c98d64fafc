import {
  categoryTreeFor,
  findCategoryNode,
  type QuizSaved,
  subjectIdOf,
  subSubjectIdOf,
} from '@quizset/domain';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * Characters of `quiz_sets.search_text` kept (the first ones): enough for the subject names and every
 * question of a long set, while one row's trigram and bigram index entries stay bounded.
 */
export const SEARCH_TEXT_MAX_CHARS = 8000;

/**
 * The text Explore's ALL search matches besides the title and the author (issue 19 item 19): the
 * subject tag's names in Korean and English (the subject, then the sub-subject when the set is filed
 * under one), then each question's plain text in order, one per line; empty parts are skipped and the
 * whole is cut to SEARCH_TEXT_MAX_CHARS code points. Written with every save (prepare-quiz-set.ts);
 * migration 0016 backfills stored sets with the same text in SQL (tested equal in search.test.ts).
 * @param set.categoryTreeId the stored category id (subject or sub-subject, or anything else: no names).
 * @param set.countryCode whose category tree names the subject (KR or US).
 */
export function quizSetSearchText(set: {
  categoryTreeId: string | null;
  countryCode: string;
  quizList: readonly Pick<QuizSaved, 'question'>[];
}): string {
  const tree = categoryTreeFor(set.countryCode);
  const subject = findCategoryNode(tree, subjectIdOf(set.categoryTreeId), 'SUBJECT');
  const subSubject = findCategoryNode(tree, subSubjectIdOf(set.categoryTreeId), 'SUB_SUBJECT');
  const parts = [
    subject?.name.ko,
    subject?.name.en,
    subSubject?.name.ko,
    subSubject?.name.en,
    ...set.quizList.map((quiz) => quiz.question),
  ];
  const text = parts.filter((part): part is string => Boolean(part)).join('\n');
  // A text of at most that many UTF-16 units has at most that many code points: nothing to cut, and
  // no array of a thousand one-character strings per save (issue 20 item 2).
  if (text.length <= SEARCH_TEXT_MAX_CHARS) return text;
  const codePoints = [...text];
  return codePoints.length > SEARCH_TEXT_MAX_CHARS
    ? codePoints.slice(0, SEARCH_TEXT_MAX_CHARS).join('')
    : text;
}

/** A code point that must be backslash-escaped inside a `"…"` element of a PostgreSQL array literal. */
function needsEscape(codePoint: number): boolean {
  return codePoint === 0x22 || codePoint === 0x5c; // " and \
}

/** The `"…"` array-literal element of the pair `first`, `second` (code points). */
function pairElement(first: number, second: number): string {
  const pair = String.fromCodePoint(first, second);
  return needsEscape(first) || needsEscape(second) ? `"${pair.replace(/[\\"]/g, '\\$&')}"` : `"${pair}"`;
}

/**
 * The bigrams of `searchText` for `quiz_sets.search_bigrams` (issue 20 item 2 "Writes", migration 0020),
 * or of a title for `quiz_sets.title_bigrams` (migration 0021), as a PostgreSQL array literal: the distinct pairs of adjacent characters (code points) in order of
 * first appearance, found here, not yet lower-cased — lowerBigrams does that in the database when the
 * row is written. Pairs are told apart by a number (two code points below 0x110000 fit in a double
 * exactly), not by a string per pair: a save of twenty questions has about a thousand of them.
 */
export function searchBigramsLiteral(searchText: string): string {
  const seen = new Set<number>();
  const elements: string[] = [];
  let previous = -1;
  for (let at = 0; at < searchText.length; ) {
    // A lone surrogate is one code point of its own, as for…of reads it.
    const codePoint = searchText.codePointAt(at) as number;
    at += codePoint > 0xffff ? 2 : 1;
    if (previous >= 0) {
      const key = previous * 0x110000 + codePoint;
      if (!seen.has(key)) {
        seen.add(key);
        elements.push(pairElement(previous, codePoint));
      }
    }
    previous = codePoint;
  }
  return `{${elements.join(',')}}`;
}

/**
 * The stored value of a searchBigramsLiteral (a string or a prepared statement's placeholder): the
 * literal lower-cased by the database's lower() and read as text[] — the same set as
 * `quizset_title_bigrams(text)`, whose lower() maps each character on its own (libc and C
 * locales), at a small part of its cost (the SQL function split, paired and sorted in SQL). Pairs
 * equal but for case may both be stored: `@>` and the GIN index treat the array as a set. Tested
 * equal to the function in search-content.test.ts.
 */
export function lowerBigrams(literal: string | Placeholder<string>): SQL {
  return sql`lower(${literal}::text)::text[]`;
}

/** lowerBigrams of searchBigramsLiteral: the `search_bigrams` value of `searchText`. */
export function searchBigramsValue(searchText: string): SQL {
  return lowerBigrams(searchBigramsLiteral(searchText));
}
