import { ENGLISH_STOPWORDS } from '../providers/embedded/stopwords';
import { splitKorean } from '../providers/embedded/terms';

const HANGUL = /\p{Script=Hangul}/u;

/** Normalised text for matching: lower case, punctuation and spaces removed. */
export function matchForm(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

function bigrams(text: string): Map<string, number> {
  const form = matchForm(text);
  const counts = new Map<string, number>();
  for (let index = 0; index < form.length - 1; index += 1) {
    const gram = form.slice(index, index + 2);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/**
 * Dice similarity of character bigrams (0–1), the in-memory cousin of pg_trgm's similarity: works
 * for Korean (no word boundaries needed) and English alike.
 */
export function textSimilarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of x) {
    shared += Math.min(count, y.get(gram) ?? 0);
    total += count;
  }
  for (const count of y.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * Search words of a query: 2+ letters, at most 8, English function words left out, a Korean word's
 * particle taken off ("행성은" → "행성"), so ILIKE finds the noun inside every other form of it
 * ("행성의", "행성을").
 */
export function queryWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .map((word) => (HANGUL.test(word) ? splitKorean(word).stem : word))
    .filter((word) => [...word].length >= 2 && !ENGLISH_STOPWORDS.has(word));
  return [...new Set(words)].slice(0, 8);
}
