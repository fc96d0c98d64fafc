import { stopwordsFor } from './language';
import type { Sentence } from './sentences';
import { type TermKind, type TermOccurrence, termsOf } from './terms';

/** A term of the document with its statistics (issue 9: TF-IDF over the document's sentences). */
export interface KeyTerm {
  key: string;
  /** The most frequent surface form (what options and answers show). */
  surface: string;
  kind: TermKind;
  /** Occurrences in the document. */
  tf: number;
  /** Sentences containing it. */
  df: number;
  /** tf × ln(N / df): high for terms the document keeps coming back to without them being everywhere. */
  score: number;
  /** 0 = the most frequent key term … 1 = the rarest (difficulty picks along this axis). */
  rarity: number;
  script: string;
  /** Plural / singular of an English noun (distractors and swaps keep it). */
  form?: TermOccurrence['form'];
  /** A number's most frequent unit in the document ("10일" → 일); '' when written bare. */
  unit: string;
  /**
   * The content words seen right before ("L:") and after ("R:") it in the document, numbers as "#":
   * two terms sharing one are used interchangeably ("86 patients", "48 subjects"), so one is no wrong
   * answer for the other (term-kind.ts isInterchangeable).
   */
  contexts: ReadonlySet<string>;
}

export interface TermIndex {
  /** Terms of each sentence, by sentence index (tentative particle splits already resolved). */
  occurrences: TermOccurrence[][];
  terms: Map<string, KeyTerm>;
  /** The document's sentences, lower-cased with single spaces: a swap must not say one of them. */
  text: string;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/**
 * The neighbour words of `occurrence` in `sentence` as context signatures: "L:word" before it,
 * "R:word" after it, numbers as "#"; stop words and one letters carry none.
 */
export function contextsOf(
  sentence: string,
  occurrence: TermOccurrence,
  stopwords: ReadonlySet<string>,
): string[] {
  const before = [...sentence.slice(0, occurrence.start).matchAll(WORD)].at(-1)?.[0];
  const after = sentence
    .slice(occurrence.start + occurrence.surface.length + occurrence.suffix.length)
    .match(WORD)?.[0];
  const signature = (word: string | undefined) => {
    if (!word) return null;
    const lower = word.toLowerCase();
    if (/^\d/.test(lower)) return '#';
    if ([...lower].length < 2 || stopwords.has(lower)) return null;
    return lower;
  };
  const left = signature(before);
  const right = signature(after);
  return [...(left ? [`L:${left}`] : []), ...(right ? [`R:${right}`] : [])];
}

const SCRIPTS = [
  'Hangul',
  'Latin',
  'Cyrillic',
  'Arabic',
  'Han',
  'Hiragana',
  'Katakana',
  'Thai',
  'Greek',
] as const;
const SCRIPT_TESTS = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

/** The writing system of a term (issue 16 item 2: options never mix scripts: Arabic with Latin …). */
export function scriptOf(text: string): string {
  for (const [name, test] of SCRIPT_TESTS) if (test.test(text)) return name.toLowerCase();
  return /\p{L}/u.test(text) ? 'other' : 'digit';
}

/**
 * Resolves tentative Korean particle splits: kept when the stem is confirmed elsewhere (bare or with
 * another particle); otherwise the word is ambiguous ("민주주의" or "민주주"+"의"?) and is dropped.
 */
function resolveTentative(all: TermOccurrence[][]): TermOccurrence[][] {
  const confirmed = new Set<string>();
  for (const occurrences of all)
    for (const occurrence of occurrences) if (!occurrence.isTentative) confirmed.add(occurrence.key);
  return all.map((occurrences) =>
    occurrences.filter((occurrence) => !occurrence.isTentative || confirmed.has(occurrence.key)),
  );
}

/**
 * Indexes the terms of `sentences` and scores them by TF-IDF, where the "documents" of IDF are the
 * sentences: a term in nearly every sentence (a running header, a function word the stop lists
 * missed) scores low, a term that recurs in a few places scores high.
 */
export function indexTerms(sentences: readonly Sentence[], language = 'en'): TermIndex {
  const stopwords = stopwordsFor(language);
  const occurrences = resolveTentative(
    sentences.map((sentence) => termsOf(sentence.text, language, stopwords)),
  );
  const stats = new Map<
    string,
    {
      kind: TermKind;
      tf: number;
      df: number;
      surfaces: Map<string, number>;
      units: Map<string, number>;
      contexts: Set<string>;
      form?: TermOccurrence['form'];
    }
  >();
  occurrences.forEach((sentenceTerms, sentenceIndex) => {
    const seen = new Set<string>();
    const sentence = sentences[sentenceIndex]?.text ?? '';
    for (const term of sentenceTerms) {
      let entry = stats.get(term.key);
      if (!entry) {
        entry = {
          kind: term.kind,
          tf: 0,
          df: 0,
          surfaces: new Map(),
          units: new Map(),
          contexts: new Set(),
          form: term.form,
        };
        stats.set(term.key, entry);
      }
      entry.tf += 1;
      entry.surfaces.set(term.surface, (entry.surfaces.get(term.surface) ?? 0) + 1);
      entry.units.set(term.suffix, (entry.units.get(term.suffix) ?? 0) + 1);
      for (const context of contextsOf(sentence, term, stopwords)) entry.contexts.add(context);
      if (!seen.has(term.key)) {
        entry.df += 1;
        seen.add(term.key);
      }
    }
  });
  const total = Math.max(1, sentences.length);
  const mostFrequent = (counts: Map<string, number>) =>
    [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const scored = [...stats.entries()].map(([key, entry]) => {
    const surface = mostFrequent(entry.surfaces) ?? key;
    return {
      key,
      surface,
      kind: entry.kind,
      tf: entry.tf,
      df: entry.df,
      score: entry.tf * Math.log(1 + total / entry.df),
      rarity: 0,
      script: scriptOf(surface),
      form: entry.form,
      unit: entry.kind === 'number' ? (mostFrequent(entry.units) ?? '') : '',
      contexts: entry.contexts,
    } satisfies KeyTerm;
  });
  // Rarity is the rank by frequency among the scored terms (ties share the lower rank).
  const byFrequency = [...scored].sort((a, b) => b.tf - a.tf);
  byFrequency.forEach((term, rank) => {
    term.rarity = byFrequency.length > 1 ? rank / (byFrequency.length - 1) : 0;
  });
  const text = sentences.map((sentence) => sentence.text.toLowerCase().replace(/\s+/g, ' ')).join('\n');
  return { occurrences, terms: new Map(scored.map((term) => [term.key, term])), text };
}
