import { tagEnglish } from './english-pos';
import { KOREAN_STOPWORDS } from './stopwords';

/**
 * Terms of a sentence (issue 9 "key-term selection"): the words a question can ask about.
 * `surface` is the exact text in the sentence (so the answer is traceable to it) and `key` its
 * comparison form; `kind` decides which distractors fit (numbers with numbers, names with names).
 */
export type TermKind = 'number' | 'name' | 'term';

export interface TermOccurrence {
  surface: string;
  key: string;
  kind: TermKind;
  /** Offset of `surface` in the sentence. */
  start: number;
  /** Text right after the surface inside the same word (Korean particle, unit): stays outside the blank. */
  suffix: string;
  /**
   * The particle split off is one letter that also ends many nouns (이, 가, 의, 도, 로 …: "고양이",
   * "민주주의"): the split holds only if the stem is seen elsewhere bare or with another particle.
   */
  isTentative?: boolean;
  /**
   * The word's grammatical form where it matters for a swap (issue 16 item 2): 'plural' or
   * 'singular' for English nouns, so "friends" is never swapped for "believe" or "family".
   */
  form?: 'plural' | 'singular' | 'batchim' | 'open';
}

/** Whether a Hangul word ends in a final consonant (받침): it decides 은/는, 이/가, 을/를 after it. */
function koreanForm(stem: string): 'batchim' | 'open' | undefined {
  const code = stem.codePointAt(stem.length - 1) ?? 0;
  if (code < 0xac00 || code > 0xd7a3) return undefined;
  return (code - 0xac00) % 28 === 0 ? 'open' : 'batchim';
}

const EMPTY: ReadonlySet<string> = new Set();
/** Nouns that only hold a sentence together (time, case, manner, "one of"): no blank falls on them. */
const KOREAN_FUNCTION_NOUNS = new Set(
  '경우 때문 하나 직접 다음 이상 이하 이내 미만 초과 해당 관련 대한 통해 위해 사항 내용 부분 정도 가지 전체 각각 모든 어느 같음 갈음 등등 여기 거기 그것 이것 무엇 자체'.split(
    ' ',
  ),
);
const TENTATIVE_PARTICLES = new Set(['이', '가', '의', '와', '과', '도', '로', '만']);

const HANGUL = /\p{Script=Hangul}/u;
const TOKEN = /[\p{L}0-9][\p{L}\p{M}0-9'’.,-]*[\p{L}\p{M}0-9]|[\p{L}0-9]/gu;

/**
 * Korean particles and copula endings that may follow a noun inside one word (eojeol), longest
 * first. Stripping them gives the noun the blank replaces ("서울은" → "서울" + "은").
 */
const PARTICLES = [
  '에서부터',
  '으로부터',
  '로부터',
  '에게서',
  '이라는',
  '이라고',
  '에서는',
  '에서도',
  '으로는',
  '으로도',
  '입니다',
  '이었다',
  '에서',
  '에게',
  '께서',
  '으로',
  '로는',
  '로도',
  '라는',
  '라고',
  '이며',
  '이고',
  '이다',
  '까지',
  '부터',
  '처럼',
  '보다',
  '만큼',
  '마다',
  '과의',
  '와의',
  '에는',
  '에도',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '와',
  '과',
  '도',
  '로',
  '만',
];
/** Endings of verbs and adjectives: such words are predicates, not key terms. */
const PREDICATE_ENDING =
  /(다|요|까|며|고|서|면|게|지|던|한|된|될|할|인|적|히|록|니|라|른|운|야|는|은|을|를|하|해|했|써|아|어|여|에|의|와|과|도|로|만|이|가)$/;

/** A number worth asking: not a section code ("18.06.050") nor a bare single digit. */
const isAskableNumber = (word: string) =>
  /^\d[\d,]*(\.\d+)?$/.test(word) && word.replace(/\D/g, '').length >= 2;

function latinKind(
  word: string,
  isSentenceStart: boolean,
  stopwords: ReadonlySet<string>,
  language: string,
): TermKind | null {
  if (/^\d[\d,.]*$/.test(word)) return isAskableNumber(word) ? 'number' : null;
  const lower = word.toLowerCase();
  if (stopwords.has(lower) || word.length < 3 || !/\p{L}{2}/u.test(word)) return null;
  if (/^\p{Lu}{2,6}\d*$/u.test(word)) return 'name';
  if (/^\p{Lu}\p{Ll}/u.test(word) && !isSentenceStart) return 'name';
  if (/^\p{Lu}/u.test(word) && isSentenceStart) return null;
  if (/\d/.test(word)) return null;
  // German writes every noun capitalised: a lower-case word is a verb, adjective or particle.
  return language === 'de' ? null : 'term';
}

/** Nouns, names and numbers of an English sentence by their part of speech (wink-nlp). */
function englishTerms(sentence: string, stopwords: ReadonlySet<string>): TermOccurrence[] {
  const tokens = tagEnglish(sentence);
  const occurrences: TermOccurrence[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as (typeof tokens)[number];
    if (token.pos === 'PROPN' && /^\p{Lu}/u.test(token.text)) {
      // Adjacent proper nouns are one name ("Diamond Multimedia Systems").
      let end = token.start + token.text.length;
      let next = index + 1;
      while (next < tokens.length && next - index < 4) {
        const following = tokens[next] as (typeof tokens)[number];
        if (following.pos !== 'PROPN' || following.start !== end + 1 || !/^\p{Lu}/u.test(following.text))
          break;
        end = following.start + following.text.length;
        next += 1;
      }
      const surface = sentence.slice(token.start, end);
      // "C.", "Dr.", "A": initials and titles are no names to ask.
      if (
        (surface.match(/\p{L}/gu)?.length ?? 0) >= 2 &&
        !/\.$/.test(surface) &&
        !stopwords.has(surface.toLowerCase())
      )
        occurrences.push({
          surface,
          key: surface.toLowerCase(),
          kind: 'name',
          start: token.start,
          suffix: '',
        });
      index = next - 1;
      continue;
    }
    if (token.pos === 'NUM' && isAskableNumber(token.text)) {
      occurrences.push({
        surface: token.text,
        key: token.text.replaceAll(',', ''),
        kind: 'number',
        start: token.start,
        suffix: '',
      });
      continue;
    }
    if (token.pos !== 'NOUN') continue;
    const lower = token.text.toLowerCase();
    if (token.text.length < 3 || stopwords.has(lower) || !/^\p{L}[\p{L}-]*\p{L}$/u.test(token.text)) continue;
    occurrences.push({
      surface: token.text,
      key: lower,
      kind: 'term',
      start: token.start,
      suffix: '',
      form: token.lemma !== lower ? 'plural' : 'singular',
    });
  }
  return occurrences;
}

/** A Korean word (eojeol) as noun + particle ("행성은" → "행성" + "은"); no particle → the word itself. */
export function splitKorean(word: string): { stem: string; suffix: string } {
  for (const particle of PARTICLES) {
    if (word.endsWith(particle) && word.length - particle.length >= 2)
      return { stem: word.slice(0, -particle.length), suffix: particle };
  }
  return { stem: word, suffix: '' };
}

function koreanOccurrence(word: string, start: number): TermOccurrence | null {
  const number = /^(\d[\d,.]*\d|\d)(\p{L}*)$/u.exec(word);
  if (number?.[1])
    return {
      surface: number[1],
      key: number[1].replaceAll(',', ''),
      kind: 'number',
      start,
      suffix: number[2] ?? '',
    };
  if (!HANGUL.test(word)) return null;
  const { stem, suffix } = splitKorean(word);
  if (stem.length < 2 || KOREAN_STOPWORDS.has(stem) || !/^[\p{Script=Hangul}\p{L}\p{N}]+$/u.test(stem))
    return null;
  // A bare word: a predicate, an adverb, or a one-syllable noun with its particle ("항에", "이를").
  if (!suffix && PREDICATE_ENDING.test(stem)) return null;
  // A one-syllable noun glued to its particle ("때에", "이를") or a word that says when/how, not what.
  if (!suffix && stem.length === 2 && /[에의을를로와과도만]$/u.test(stem)) return null;
  if (KOREAN_FUNCTION_NOUNS.has(stem)) return null;
  // A verb or adjective stem with its ending read as a particle ("해당하"+"는", "인정되"+"는").
  if (/(?:하|되|시키|했|됐|였|었|겠|스러|롭)$/u.test(stem)) return null;
  return {
    surface: stem,
    key: stem,
    kind: 'term',
    start,
    suffix,
    isTentative: TENTATIVE_PARTICLES.has(suffix),
    form: koreanForm(stem),
  };
}

/**
 * The candidate terms of one sentence. English: content words (no stop words, ≥ 3 letters), with
 * runs of capitalised words merged into one name ("Alan Perlis"); numbers. Korean: nouns with their
 * particle split off, numbers with their unit split off ("2025년" → 2025 + 년); predicates skipped.
 */
export function termsOf(
  sentence: string,
  language = 'en',
  stopwords: ReadonlySet<string> = EMPTY,
): TermOccurrence[] {
  if (language === 'en' && !HANGUL.test(sentence)) return englishTerms(sentence, stopwords);
  const occurrences: TermOccurrence[] = [];
  const tokens = [...sentence.matchAll(TOKEN)].map((match) => ({
    word: match[0].replace(/[.,'’-]+$/, ''),
    start: match.index ?? 0,
  }));
  for (let index = 0; index < tokens.length; index += 1) {
    const { word, start } = tokens[index] as { word: string; start: number };
    if (!word) continue;
    if (HANGUL.test(word) || (/^\d/.test(word) && /\p{Script=Hangul}$/u.test(word))) {
      const occurrence = koreanOccurrence(word, start);
      if (occurrence) occurrences.push(occurrence);
      continue;
    }
    const kind = latinKind(word, index === 0, stopwords, language);
    if (!kind) continue;
    if (kind === 'name') {
      // Merge following capitalised words separated by one space into the same name.
      let end = start + word.length;
      let next = index + 1;
      while (next < tokens.length && next - index < 4) {
        const following = tokens[next] as { word: string; start: number };
        if (following.start !== end + 1 || !/^\p{Lu}\p{Ll}+$/u.test(following.word)) break;
        end = following.start + following.word.length;
        next += 1;
      }
      const surface = sentence.slice(start, end);
      occurrences.push({ surface, key: surface.toLowerCase(), kind, start, suffix: '' });
      index = next - 1;
      continue;
    }
    occurrences.push({ surface: word, key: word.toLowerCase().replaceAll(',', ''), kind, start, suffix: '' });
  }
  return occurrences;
}
