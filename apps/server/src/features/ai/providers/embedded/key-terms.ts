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
}

export interface TermIndex {
  /** Terms of each sentence, by sentence index (tentative particle splits already resolved). */
  occurrences: TermOccurrence[][];
  terms: Map<string, KeyTerm>;
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
    { kind: TermKind; tf: number; df: number; surfaces: Map<string, number>; form?: TermOccurrence['form'] }
  >();
  for (const sentenceTerms of occurrences) {
    const seen = new Set<string>();
    for (const term of sentenceTerms) {
      let entry = stats.get(term.key);
      if (!entry) {
        entry = { kind: term.kind, tf: 0, df: 0, surfaces: new Map(), form: term.form };
        stats.set(term.key, entry);
      }
      entry.tf += 1;
      entry.surfaces.set(term.surface, (entry.surfaces.get(term.surface) ?? 0) + 1);
      if (!seen.has(term.key)) {
        entry.df += 1;
        seen.add(term.key);
      }
    }
  }
  const total = Math.max(1, sentences.length);
  const scored = [...stats.entries()].map(([key, entry]) => {
    const surface = [...entry.surfaces.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? key;
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
    } satisfies KeyTerm;
  });
  // Rarity is the rank by frequency among the scored terms (ties share the lower rank).
  const byFrequency = [...scored].sort((a, b) => b.tf - a.tf);
  byFrequency.forEach((term, rank) => {
    term.rarity = byFrequency.length > 1 ? rank / (byFrequency.length - 1) : 0;
  });
  return { occurrences, terms: new Map(scored.map((term) => [term.key, term])) };
}
