import type { KeyTerm } from './key-terms';
import { shuffled } from './random';
import { fineKind, fitsSlot } from './term-kind';

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
  // A key term of the document (seen twice or more) reads as a real option; a one-off word ("url"
  // beside "study") as a filler.
  const recurring = other.tf >= 2 ? 0.3 : 0;
  return 1 - Math.abs(answer.rarity - other.rarity) - Math.min(1, lengthGap) * 0.5 + recurring;
}

/**
 * Numbers near `value` of the same class (numberClass): integers with the same number of digits (years
 * by one), decimals with the same decimals. Used when the document has too few numbers of the class.
 */
function nearbyNumbers(surface: string, random: () => number): string[] {
  const plain = surface.replaceAll(',', '');
  const decimals = /^\d+\.(\d+)$/.exec(plain)?.[1]?.length;
  if (decimals) {
    const unit = 10 ** -decimals;
    const value = Number(plain);
    const candidates = [-3, -2, -1, 1, 2, 3, 5].map(
      (k) => value + k * unit * Math.max(1, Math.round(value / unit / 10)),
    );
    return shuffled(
      candidates.filter((n) => n > 0),
      random,
    ).map((n) => n.toFixed(decimals));
  }
  const value = Number(plain);
  if (!Number.isFinite(value) || !/^\d+$/.test(plain)) return [];
  const step = value >= 1000 && value < 2200 ? 1 : Math.max(1, 10 ** Math.max(0, String(value).length - 2));
  const candidates = [-3, -2, -1, 1, 2, 3, 5]
    .map((k) => value + k * step)
    .filter((n) => n > 0 && String(n).length === String(value).length);
  return shuffled(candidates, random).map((n) =>
    surface.includes(',') ? n.toLocaleString('en-US') : String(n),
  );
}

/** What a distractor must not be beside the answer: the sentence's other words, the blank's slot. */
export interface DistractorGuard {
  /** Words of the sentence: an option already in it reads as the answer's neighbour, not a choice. */
  avoid?: readonly string[];
  /** The answer occurrence's context signatures (key-terms.ts contextsOf): a term fitting them is no wrong option. */
  slot?: readonly string[];
}

/**
 * Distractors for `answer` (issue 9 "multiple choice with distractors of the same kind drawn from the
 * document's other key terms", issue 16 item 2): the same kind (numbers of the same class and unit,
 * Korean nouns naming the same kind of thing: term-kind.ts fineKind), script, grammatical form and
 * capitalisation, drawn from the document; never confusable with the answer, with each other or with
 * the sentence's words, and never a term the document puts in the blank's slot (a synonym, or a
 * phrase the document also says). Recurring key terms are preferred to one-off words. Difficulty
 * decides plausibility: at levels 3–4 the most alike terms (rarity, length) are drawn, at 0–1 any of
 * the kind. Numbers fall back to nearby values of their class when the document has too few.
 * @returns up to `count` option texts, best first (fewer when the document cannot supply them).
 */
export function pickDistractors(
  answer: KeyTerm,
  terms: Iterable<KeyTerm>,
  count: number,
  level: number,
  random: () => number,
  guard: DistractorGuard = {},
): string[] {
  const avoid = guard.avoid ?? [];
  const slot = guard.slot ?? [];
  const kind = fineKind(answer);
  const pool = [...terms].filter(
    (term) =>
      term.kind === answer.kind &&
      term.script === answer.script &&
      term.form === answer.form &&
      fineKind(term) === kind &&
      // A capitalised answer mid-sentence gets capitalised options, a lower-case one lower-case ones.
      /^\p{Lu}/u.test(term.surface) === /^\p{Lu}/u.test(answer.surface) &&
      term.key !== answer.key &&
      !fitsSlot(term, slot) &&
      !isConfusable(term.surface, answer.surface) &&
      !avoid.some((word) => isConfusable(word, term.surface)),
  );
  // One-off words only when the document's recurring terms of the kind do not suffice.
  const recurring = pool.filter((term) => term.tf >= 2);
  const drawn = recurring.length >= count ? recurring : pool;
  drawn.sort((a, b) => likeness(answer, b) - likeness(answer, a));
  const window =
    level >= 3
      ? drawn.slice(0, count * 2)
      : level === 2
        ? drawn.slice(0, Math.max(count * 4, 12))
        : drawn.slice(0, Math.max(count * 6, 18));
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
