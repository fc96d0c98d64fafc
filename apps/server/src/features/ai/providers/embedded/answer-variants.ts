const NUMBER_WORDS_EN = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
const NUMBER_WORDS_KO = ['영', '하나', '둘', '셋', '넷', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];
const SINO_KO = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구', '십'];

/**
 * Other ways a student may write the same short answer, derived without a model (issue 9
 * "subjective: generate more accepted answers"): the number as a word and back (0–10, English and
 * Korean), the answer without its inner spaces or with spaces around "·", a Latin answer in lower
 * case, and a parenthesised part alone or dropped ("서울(Seoul)" → "서울", "Seoul"). Only variants
 * that differ when compared the way answers are graded loosely are worth listing, so case-only and
 * identical forms are skipped.
 * @returns variants, none equal to `answer`.
 */
export function answerVariants(answer: string): string[] {
  const text = answer.trim();
  const variants: string[] = [];
  const number = Number(text);
  if (/^\d{1,2}$/.test(text) && number <= 10) {
    variants.push(
      NUMBER_WORDS_EN[number] as string,
      NUMBER_WORDS_KO[number] as string,
      SINO_KO[number] as string,
    );
  }
  const lower = text.toLowerCase();
  for (const words of [NUMBER_WORDS_EN, NUMBER_WORDS_KO]) {
    const index = words.indexOf(lower);
    if (index >= 0) variants.push(String(index));
  }
  const parenthesised = /^(.+?)\s*[(（](.+?)[)）]$/.exec(text);
  if (parenthesised?.[1] && parenthesised[2]) variants.push(parenthesised[1].trim(), parenthesised[2].trim());
  if (/\s/.test(text)) variants.push(text.replace(/\s+/g, ''));
  if (/·/.test(text)) variants.push(text.replace(/\s*·\s*/g, ' '), text.replace(/\s*·\s*/g, ''));
  if (/-/.test(text)) variants.push(text.replace(/-/g, ' '));
  return [...new Set(variants)].filter((variant) => variant && variant !== text);
}

/** `candidates` without those already `taken` or repeated (compared trimmed, case-insensitive). */
export function freshAnswers(candidates: readonly string[], taken: readonly string[]): string[] {
  const seen = new Set(taken.map((text) => text.trim().toLowerCase()));
  const fresh: string[] = [];
  for (const candidate of candidates) {
    const key = candidate.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    fresh.push(candidate.trim());
  }
  return fresh;
}
