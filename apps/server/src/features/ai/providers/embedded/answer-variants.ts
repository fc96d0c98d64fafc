import { normalizeAnswerText } from '@quizset/domain';

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
const SINO_DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const SINO_PLACES = ['', '십', '백', '천'];

/** Units a student writes either as the symbol or as the Korean / English word (same quantity). */
const UNITS: ReadonlyArray<readonly [string, ...string[]]> = [
  ['km', '킬로미터', 'kilometers'],
  ['m', '미터', 'meters'],
  ['cm', '센티미터', 'centimeters'],
  ['mm', '밀리미터', 'millimeters'],
  ['kg', '킬로그램', 'kilograms'],
  ['g', '그램', 'grams'],
  ['l', '리터', 'liters'],
  ['ml', '밀리리터', 'milliliters'],
  ['%', '퍼센트', 'percent'],
  ['°c', '도', '℃'],
];

/**
 * A few well-known readings of Hanja a teacher may type for a Korean answer (and back). Only
 * whole-answer equivalents: a reading never replaces part of a word.
 */
const HANJA_READINGS: Readonly<Record<string, string>> = {
  大韓民國: '대한민국',
  韓國: '한국',
  中國: '중국',
  日本: '일본',
  美國: '미국',
  英國: '영국',
  漢江: '한강',
  世宗大王: '세종대왕',
  訓民正音: '훈민정음',
  光合成: '광합성',
  民主主義: '민주주의',
  東: '동',
  西: '서',
  南: '남',
  北: '북',
};

/** 1–9999 read as Sino-Korean numerals (1945 → 천구백사십오), as pupils write numbers in words. */
function sinoKorean(value: number): string {
  if (value === 0) return '영';
  const digits = String(value).split('').reverse();
  let text = '';
  digits.forEach((digit, place) => {
    const d = Number(digit);
    if (d === 0) return;
    const head = d === 1 && place > 0 ? '' : SINO_DIGITS[d];
    text = `${head}${SINO_PLACES[place]}${text}`;
  });
  return text;
}

/** Variants of a number written alone: words (0–10), Sino-Korean (≤ 9999), digit grouping. */
function numberVariants(text: string): string[] {
  const plain = text.replace(/,/g, '');
  if (!/^\d{1,4}$/.test(plain)) {
    const index = [NUMBER_WORDS_EN, NUMBER_WORDS_KO].map((words) => words.indexOf(text.toLowerCase()));
    return index.filter((at) => at >= 0).map(String);
  }
  const value = Number(plain);
  const variants = [sinoKorean(value)];
  if (value <= 10) variants.push(NUMBER_WORDS_EN[value] as string, NUMBER_WORDS_KO[value] as string);
  if (plain !== text) variants.push(plain);
  else if (value >= 1000) variants.push(value.toLocaleString('en-US'));
  return variants;
}

/** "3 km" ↔ "3km" ↔ "3킬로미터" ↔ "3 kilometers": the same number with its unit written another way. */
function unitVariants(text: string): string[] {
  const match = /^(\d+(?:[.,]\d+)?)\s*(\S+)$/u.exec(text);
  if (!match?.[1] || !match[2]) return [];
  const [, number, unit] = match;
  const row = UNITS.find((names) => names.includes(unit.toLowerCase()));
  if (!row) return [];
  return row.flatMap((name) => [`${number}${name}`, `${number} ${name}`]);
}

/** Spacing and punctuation a student may leave out: "워싱턴 D.C." → "워싱턴 DC", "워싱턴D.C.", "워싱턴DC". */
function spellingVariants(text: string): string[] {
  const variants: string[] = [];
  if (/\s/.test(text)) variants.push(text.replace(/\s+/g, ''));
  if (/[.·-]/.test(text)) {
    const bare = text.replace(/(\p{L})\.(?=\p{L}|$)/gu, '$1').replace(/\.$/u, '');
    variants.push(bare, bare.replace(/\s+/g, ''));
    if (/·/.test(text)) variants.push(text.replace(/\s*·\s*/g, ' '), text.replace(/\s*·\s*/g, ''));
    if (/-/.test(text)) variants.push(text.replace(/-/g, ' '), text.replace(/-/g, ''));
  }
  return variants;
}

/** The Hanja form's reading or the Hangul form's Hanja, when the answer is one of the known words. */
function hanjaVariants(text: string): string[] {
  const reading = HANJA_READINGS[text];
  if (reading && reading !== text) return [reading];
  const hanja = Object.entries(HANJA_READINGS).find(([form, read]) => read === text && form !== text);
  return hanja ? [hanja[0]] : [];
}

/**
 * Other ways a student may write the teacher's OWN short answer, derived without a model (issue 16
 * item 8 "never a wrong answer"; spec §3 subjective `answerList`): spacing and punctuation left out
 * ("워싱턴 D.C." → "워싱턴 DC"), numerals (4 → four, 넷, 사; 1945 → 천구백사십오; 1,000 ↔ 1000), units
 * written as a symbol or a word (3 km ↔ 3킬로미터), Hanja ↔ Hangul of well-known words, and a
 * parenthesised alias the teacher wrote herself ("서울(Seoul)" → "서울", "Seoul"). Nothing is ever
 * taken from another question: a suggestion can only be another spelling of what is already accepted.
 * Forms the grader already treats as equal (width, case, runs of spaces: `normalizeAnswerText`) are
 * skipped, since they would add nothing.
 * @returns distinct variants, none graded equal to `answer` or to each other.
 */
export function answerVariants(answer: string): string[] {
  const text = answer.trim();
  const parenthesised = /^(.+?)\s*[(（](.+?)[)）]$/.exec(text);
  const aliases =
    parenthesised?.[1] && parenthesised[2] ? [parenthesised[1].trim(), parenthesised[2].trim()] : [];
  const variants = [
    ...numberVariants(text),
    ...unitVariants(text),
    ...spellingVariants(text),
    ...hanjaVariants(text),
    ...aliases,
    ...aliases.flatMap(spellingVariants),
  ];
  const seen = new Set([normalizeAnswerText(text)]);
  const kept: string[] = [];
  for (const variant of variants) {
    const key = normalizeAnswerText(variant);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(variant.trim());
  }
  return kept;
}

/** `candidates` without those already `taken` or repeated (compared as the grader compares answers). */
export function freshAnswers(candidates: readonly string[], taken: readonly string[]): string[] {
  const seen = new Set(taken.map(normalizeAnswerText));
  const fresh: string[] = [];
  for (const candidate of candidates) {
    const key = normalizeAnswerText(candidate);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    fresh.push(candidate.trim());
  }
  return fresh;
}
