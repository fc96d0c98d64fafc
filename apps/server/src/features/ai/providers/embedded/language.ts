import { createRequire } from 'node:module';
import { franc } from 'franc-min';
import { ENGLISH_STOPWORDS, KOREAN_STOPWORDS } from './stopwords';

/**
 * The languages the embedded generator words its items in (issue 16 item 4), as ISO 639-1 codes,
 * with franc's ISO 639-3 codes for detection.
 */
export const WORDED_LANGUAGES = {
  kor: 'ko',
  eng: 'en',
  jpn: 'ja',
  cmn: 'zh',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  rus: 'ru',
  vie: 'vi',
  ind: 'id',
  tha: 'th',
  arb: 'ar',
} as const;
export type WordedLanguage = (typeof WORDED_LANGUAGES)[keyof typeof WORDED_LANGUAGES];

const HANGUL = /\p{Script=Hangul}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const THAI = /\p{Script=Thai}/gu;
const ARABIC = /\p{Script=Arabic}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
const LETTER = /\p{L}/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * The main language of a document as an ISO 639-1 code ('ko', 'en', 'de' …), or 'und' when it
 * cannot be told. Scripts decide first (Hangul → ko, kana → ja, Han alone → zh, Thai, Arabic);
 * Latin and Cyrillic text goes to franc-min (trigram profiles, offline), limited to the worded
 * languages so a short sample is not taken for a rare one. Reads at most 60,000 characters.
 */
export function detectDocumentLanguage(text: string): string {
  const sample = text.slice(0, 60_000);
  const letters = Math.max(1, count(sample, LETTER));
  if (count(sample, HANGUL) / letters > 0.2) return 'ko';
  if (count(sample, KANA) / letters > 0.05) return 'ja';
  if (count(sample, HAN) / letters > 0.3) return 'zh';
  if (count(sample, THAI) / letters > 0.3) return 'th';
  if (count(sample, ARABIC) / letters > 0.3) return 'ar';
  if (count(sample, CYRILLIC) / letters > 0.3) return 'ru';
  const code = franc(sample.slice(0, 20_000), {
    minLength: 20,
    only: ['eng', 'deu', 'fra', 'spa', 'vie', 'ind', 'ita', 'por', 'nld'],
  });
  const known = WORDED_LANGUAGES[code as keyof typeof WORDED_LANGUAGES];
  if (known) return known;
  return code === 'und' ? (count(sample, /[A-Za-z]/g) > letters / 2 ? 'en' : 'und') : code.slice(0, 2);
}

const require = createRequire(import.meta.url);
let isoStopwords: Record<string, string[]> | null = null;

/**
 * Function words of `language` (stopwords-iso, a maintained list for 50+ languages) plus the
 * English and Korean lists the generator always knows: blanks never fall on them (issue 16 item 2:
 * "gegen", "und").
 */
export function stopwordsFor(language: string): ReadonlySet<string> {
  isoStopwords ??= require('stopwords-iso/stopwords-iso.json') as Record<string, string[]>;
  const words = new Set<string>([...ENGLISH_STOPWORDS, ...KOREAN_STOPWORDS]);
  for (const word of isoStopwords[language] ?? []) words.add(word.toLowerCase());
  return words;
}
