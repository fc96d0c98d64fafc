import type { KeyTerm } from './key-terms';
import { shuffled } from './random';

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

const numeric = (text: string) =>
  /^[-+]?[\d,]*\.?\d+$/.test(text) ? Number(text.replaceAll(',', '')) : null;

/**
 * True when two option texts would read as the same answer: equal, one inside the other, or the
 * same number written differently ("1" and "1.0000", "1,000" and "1000").
 */
export function isConfusable(a: string, b: string): boolean {
  const x = normal(a);
  const y = normal(b);
  const [m, n] = [numeric(x), numeric(y)];
  if (m !== null && n !== null) return m === n;
  if (x === y || (Math.min(x.length, y.length) >= 3 && (x.includes(y) || y.includes(x)))) return true;
  // A Korean abbreviation reads as the same word: "지자체" is "지방자치단체" shortened (its syllables in order).
  if (/\p{Script=Hangul}/u.test(x + y) && Math.min(x.length, y.length) >= 2) {
    const [short, long] = x.length <= y.length ? [x, y] : [y, x];
    let at = 0;
    for (const char of long) if (char === short[at]) at += 1;
    if (at === short.length && short[0] === long[0]) return true;
  }
  return false;
}

/** How alike two terms are as options: same rarity band and similar length read as plausible. */
function likeness(answer: KeyTerm, other: KeyTerm): number {
  const lengthGap =
    Math.abs(answer.surface.length - other.surface.length) / Math.max(answer.surface.length, 4);
  return 1 - Math.abs(answer.rarity - other.rarity) - Math.min(1, lengthGap) * 0.5;
}

/** Numbers near `value` with the same number of digits (used when the document has too few numbers). */
function nearbyNumbers(surface: string, random: () => number): string[] {
  const value = Number(surface.replaceAll(',', ''));
  if (!Number.isFinite(value) || !/^\d+$/.test(surface.replaceAll(',', ''))) return [];
  const step = value >= 1000 && value < 2200 ? 1 : Math.max(1, 10 ** Math.max(0, String(value).length - 2));
  const candidates = [-3, -2, -1, 1, 2, 3, 5].map((k) => value + k * step).filter((n) => n > 0);
  return shuffled(candidates, random).map((n) =>
    surface.includes(',') ? n.toLocaleString('en-US') : String(n),
  );
}

/**
 * Distractors for `answer` (issue 9 "multiple choice with distractors of the same kind drawn from the
 * document's other key terms (numbers with numbers, names with names)"): same kind and script,
 * never confusable with the answer, with each other or with the words of the sentence (`avoid`).
 * Difficulty decides plausibility: at levels 3–4 the most alike terms (rarity, length) are drawn, at
 * 0–1 any term of the kind. Numbers fall back to nearby values when the document has too few.
 * @returns up to `count` option texts (fewer when the document cannot supply them).
 */
export function pickDistractors(
  answer: KeyTerm,
  terms: Iterable<KeyTerm>,
  count: number,
  level: number,
  random: () => number,
  avoid: readonly string[] = [],
): string[] {
  const pool = [...terms].filter(
    (term) =>
      term.kind === answer.kind &&
      term.script === answer.script &&
      term.form === answer.form &&
      // A capitalised answer mid-sentence gets capitalised options, a lower-case one lower-case ones.
      /^\p{Lu}/u.test(term.surface) === /^\p{Lu}/u.test(answer.surface) &&
      term.key !== answer.key &&
      !isConfusable(term.surface, answer.surface) &&
      !avoid.some((word) => isConfusable(word, term.surface)),
  );
  pool.sort((a, b) => likeness(answer, b) - likeness(answer, a));
  const window =
    level >= 3 ? pool.slice(0, count * 2) : level === 2 ? pool.slice(0, Math.max(count * 4, 12)) : pool;
  const candidates = shuffled(window, random).map((term) => term.surface);
  if (answer.kind === 'number') candidates.push(...nearbyNumbers(answer.surface, random));
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= count) break;
    if (isConfusable(candidate, answer.surface) || chosen.some((kept) => isConfusable(kept, candidate)))
      continue;
    if (avoid.some((word) => isConfusable(word, candidate))) continue;
    chosen.push(candidate);
  }
  return chosen;
}
