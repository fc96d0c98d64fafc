import type { KeyTerm } from './key-terms';

/*
 * Finer kinds of terms than number / name / term (issue 16 item 2: "distractors have the answer's
 * kind … a wrong year for a year"): what a number counts, what a Korean noun names, and which terms
 * a document uses interchangeably (no wrong answer for one another).
 */

/**
 * The class of a number as written: a year (1000–2100, four bare digits), a decimal with its number
 * of decimals ("0.05" → "decimal:2"), or an integer with its digit count ("250" → "integer:3").
 * A distractor of another class gives the answer away (2025 beside "10일").
 */
export function numberClass(surface: string): string {
  const plain = surface.replaceAll(',', '');
  if (/^\d{4}$/.test(plain) && Number(plain) >= 1000 && Number(plain) <= 2100) return 'year';
  const decimals = /\.(\d+)$/.exec(plain)?.[1];
  if (decimals) return `decimal:${Math.min(decimals.length, 3)}`;
  return `integer:${Math.min(plain.replace(/\D/g, '').length, 6)}`;
}

/**
 * What a Korean noun names, read from its last syllables (Korean builds such nouns with a closing
 * morpheme): a law or rule (…법, …령, …규정, …기준), a body or office holder (…청, …처, …부, …원,
 * …회, …장, …관), a person (…자, …인), a document (…서, …표, …장부), an article reference
 * (제3항, 제2조), a period (…기간, …일, …년). Null when the ending says nothing.
 */
export function koreanClass(word: string): string | null {
  if (/^제\d+(?:조|항|호|장|절)/u.test(word)) return 'reference';
  if (/(?:법|법령|령|규정|규칙|기준|조례|지침|예규)$/u.test(word)) return 'law';
  if (/(?:기간|기한|일자|시기)$/u.test(word)) return 'period';
  if (/(?:위원회|청|처|부|원|회|국|관|장관|장)$/u.test(word)) return 'body';
  if (/(?:자|인|민)$/u.test(word)) return 'person';
  if (/(?:서|표|문서|증|목록)$/u.test(word)) return 'document';
  return null;
}

/**
 * The kind of a term beyond number / name / term, that distractors and swaps must share: numbers
 * by class and unit, Korean nouns by what they name.
 */
export function fineKind(term: Pick<KeyTerm, 'kind' | 'surface' | 'unit' | 'script'>): string {
  if (term.kind === 'number') return `${numberClass(term.surface)}|${term.unit}`;
  if (term.script === 'hangul') return koreanClass(term.surface) ?? 'noun';
  return term.kind;
}

/**
 * True when the document puts `term` in the same slot as the blank: it is seen right after the
 * blank's left neighbour or right before its right neighbour (`slot`: the answer occurrence's context
 * signatures, key-terms.ts contextsOf). "86 _____" fits "subjects" as well as "patients" (both after a
 * number in the document), "trace _____ was started" fits "compiler" (the document says "trace
 * compiler"). Such a term is no wrong option, and swapping it in does not make a statement false
 * (issue 16 item 2: a synonym swap made a "false" statement true).
 */
export function fitsSlot(term: Pick<KeyTerm, 'contexts'>, slot: readonly string[]): boolean {
  return slot.some((context) => term.contexts.has(context));
}
