import type { AiItemType } from '@quizset/domain';
import { type AiItemWithSource, QUESTION_MAX_LENGTH } from '@quizset/domain';
import { pickDistractors } from './distractors';
import { contextsOf, indexTerms, type KeyTerm } from './key-terms';
import { stopwordsFor } from './language';
import { type GenerationOptions, optionCountFor, typePlan } from './plan';
import { hashString, seededRandom, shuffled } from './random';
import { isClosedSentence, type Sentence } from './sentences';
import type { TermOccurrence } from './terms';
import { BLANK, wordingFor } from './wording';

interface Candidate {
  sentence: Sentence;
  occurrence: TermOccurrence;
  term: KeyTerm;
  score: number;
}

const MIN_SENTENCE_LENGTH = 20;
/** Room left for the added wording within the 200-character question limit (spec §5). */
const MAX_SENTENCE_LENGTH = QUESTION_MAX_LENGTH - 40;

/** Symbols of mathematics and logic: a sentence holding one is a formula, not prose. */
const FORMULA = /[∀∃∈∉⊂⊆⊃∪∩∑∏√∫∂≤≥≠≈≡→←↔⇒⇔×÷±∞∧∨¬⊕⊗]|\b[a-zA-Z]\s*[=:]\s*[a-zA-Z0-9(]|\b[a-z]\([a-z]\)/u;
/** Document furniture: copyright, DOIs, ISBNs, contact lines, "page 3 of 14", proceedings headers. */
const FURNITURE =
  /©|\(c\)\s*\d{4}|all rights reserved|\bdoi\b|\bisbn\b|\barxiv\b|\bissn\b|\bpage \d+ of \d+|\bproceedings\b|\bpermission to make\b|\bcopyright\b|저작권|무단\s*전재/i;
/** A line that starts as a numbered heading or index entry: "18.06.050 Exceptions…", "2.3 Results", "IV. Method". */
const NUMBERED_HEAD = /^(?:\(?\d+(?:\.\d+)+\)?|\d+\)|[IVX]{1,5}\.|[A-Z]\.|제\s*\d+\s*[조장절항])\s/u;

/** A leading label: one to four words and a colon ("Time:", "Note on method:", "※ 비고:"). */
const LABEL_LINE = /^[^\s:：]{1,20}(?:\s[^\s:：]{1,20}){0,3}\s?[:：]\s/u;

/**
 * True when a run of 8+ letters (spaces and punctuation aside) occurs twice in `text`: the text of two
 * columns interleaved line by line (a bill's 현행 and 개정안 side by side) repeats itself this way;
 * a sentence of prose does not.
 */
export function hasRepeatedRun(text: string): boolean {
  const letters = text.replace(/[^\p{L}\p{N}]/gu, '');
  const size = /\p{Script=Hangul}/u.test(letters) ? 8 : 16;
  const seen = new Set<string>();
  for (let at = 0; at + size <= letters.length; at += 1) {
    const run = letters.slice(at, at + size);
    if (seen.has(run)) return true;
    seen.add(run);
  }
  return false;
}

/**
 * A sentence fit to ask about (issue 16 item 1: chosen, not scraped): a closed sentence (or a long
 * slide line) of prose, long enough and not too long, that is no heading (mostly capitalised words),
 * no index or footnote line (runs of numbers and page ranges: "piracy in, 63 … 196–99"), no table row,
 * no formula or code, no caption, reference or document furniture, and no fragment (a line starting
 * in lower case continues another).
 */
export function isAskable(sentence: Sentence, language: string): boolean {
  const { text } = sentence;
  const isKorean = language === 'ko';
  if (text.length < MIN_SENTENCE_LENGTH || text.length > MAX_SENTENCE_LENGTH) return false;
  if (/https?:|www\.|@\w+\.|\.{3,}|…{2,}|_{3,}|-{3,}/i.test(text)) return false;
  // A label line ("Time: This is the time…", "주의: …"): the label is layout, and the rest leans on it.
  if (LABEL_LINE.test(text)) return false;
  // Two columns read across: the same run of text twice in one sentence (a bill's old and new text).
  if (hasRepeatedRun(text)) return false;
  // Captions and references read as sentences but ask nothing ("Figure 7. x86 snippet …").
  if (/^(fig(ure)?|table|listing|algorithm|eq(uation)?|그림|표|chart|source|note|notes)\.?\s*\d/i.test(text))
    return false;
  if (/^\[\d+\]|^\d+\s*\p{Lu}\p{Ll}+,\s*\p{Lu}\./u.test(text)) return false;
  // Typography and styles of the document itself ("나눔고딕 9pt", "font"), slide arrows, "(or)" notes,
  // and amendment instructions that point at other text ("다음과 같이 신설한다").
  if (
    /\b\d*\s*pt\b|나눔고딕|맑은\s*고딕|굴림체|바탕체|돋움체|글꼴|폰트|글자\s*크기|\bfont\b|typeface|본문\d|<-|->|=>|\(or\)|다음과\s*같이|신설한다|개정한다|삭제한다/iu.test(
      text,
    )
  )
    return false;
  // The document's own layout is never asked about: "… shown in Figure 3", "the LIR snippet in Figure".
  if (
    /\b(?:figure|fig\.|table|section|listing|appendix|chapter|slide)(?:\s+\d+(?:\.\d+)*)?\s*[.)]?$|\b(?:figure|fig\.|table|listing)\s+\d/iu.test(
      text,
    )
  )
    return false;
  if (NUMBERED_HEAD.test(text) || FURNITURE.test(text) || FORMULA.test(text)) return false;
  // Code and formulas: several of = ; { } < > * | in one sentence.
  if ((text.match(/[=;{}<>*|^~]/g)?.length ?? 0) >= 2) return false;
  // Index and footnote lines: numbers strung with commas or ranges ("63, 196–99"), or a line ending in one.
  if ((text.match(/\d+\s*[,–-]\s*\d+/g)?.length ?? 0) >= 2 || /,\s*\d+(?:[–-]\d+)?\.?$/.test(text))
    return false;
  const numbers = text.match(/\d+/g)?.length ?? 0;
  const words = text.split(/\s+/);
  if (words.length < (isKorean ? 3 : 5)) return false;
  if (numbers > words.length / 3) return false;
  // A fragment: it begins in lower case or with a closing bracket or conjunction punctuation.
  if (/^[\p{Ll},;:)\]]/u.test(text) && !isKorean) return false;
  // A heading or table row: most words capitalised ("Retrospective Extension Diamond Multimedia").
  const latinWords = words.filter((word) => /^\p{L}/u.test(word) && !/\p{Script=Hangul}/u.test(word));
  const capitalised = latinWords.filter((word) => /^\p{Lu}/u.test(word)).length;
  if (latinWords.length >= 4 && capitalised / latinWords.length > 0.6) return false;
  // Short tokens everywhere: a table row or a list of symbols.
  const single = words.filter((word) => /^[\p{L}\p{N}]$/u.test(word)).length;
  if (single > words.length / 4) return false;
  const visible = text.replace(/\s/g, '');
  const letters = visible.match(/\p{L}/gu)?.length ?? 0;
  if (letters / visible.length < 0.7) return false;
  // A question or an exclamation in the source (a survey, a slogan) is no statement to ask about.
  if (/[?？!！]["'”’)]*$/.test(text)) return false;
  if (isKorean) {
    // Two columns read across ("… 법령등 ③행정예고기간은 … 의 의 입법을"): a list marker inside, or loose particles.
    if (/\S\s*[\u2460-\u2473]/u.test(text)) return false;
    const loose = words.filter((word) => /^[\p{Script=Hangul}]$/u.test(word)).length;
    if (loose >= 2) return false;
    // Korean closes a statement with 다/요 or, in notices, a noun ending (…함, …음, …따름, …것).
    return isClosedSentence(text) || /[함음됨짐것름임][.)]?$/u.test(text);
  }
  // Slide bullets without a full stop are kept only when they are long.
  return isClosedSentence(text) || words.length >= 10;
}

/** An English instruction (imperative): it opens with a bare verb or "At … test/compute …". */
const IMPERATIVE =
  /^(?:begin|start|create|provide|test|compute|calculate|find|use|make|write|submit|explain|describe|show|list|compare|consider|note|see|let|suppose|assume|determine|give|draw|plot|read|answer|increase|connect|influence|advance|ensure|support|develop|build|promote|to be)\b|^at level\b.*\b(?:test|compute)\b/i;
const isInstruction = (text: string) => IMPERATIVE.test(text.trim());
/**
 * A step of an exercise ("Begin by examining …", "Clearly label …", "At level 0.05 test …"): asks the
 * reader to do something, states nothing to recall. (A slide's goal, "Increase membership through …",
 * still states the goal.)
 */
const HOMEWORK_STEP =
  /^(?:begin|start|test|compute|calculate|find|explain|describe|show|list|compare|consider|note|see|let|suppose|assume|determine|draw|plot|answer|write|submit)\b|^at level\b.*\b(?:test|compute)\b|^(?:clearly|briefly|carefully)\s+\p{Ll}+/iu;

/** Sentences that define or state a fact: preferred (issue 16 item 1). */
const DEFINITIONAL =
  /\b(?:is|are|was|were) (?:a|an|the|one|called|known|defined|used)\b|\b(?:refers? to|means|consists? of|is defined as|is called|is known as|contains?|produces?|causes?)\b|(?:[은는이가]\s.+(?:이다|입니다|이며|한다|된다|있다)[.!]?$)|(?:란|이란)\s/u;

/** A number that counts a page, a section or a figure: never asked (issue 16 item 3). */
function isLayoutNumber(text: string, start: number, surface: string): boolean {
  const before = text.slice(Math.max(0, start - 14), start).toLowerCase();
  const after = text.slice(start + surface.length, start + surface.length + 6);
  return (
    /(?:page|pages|p\.|pp\.|fig\.?|figure|table|section|sec\.|chapter|slide|§|line|appendix|eq\.|ref\.)\s*$/.test(
      before,
    ) || /^\s*(?:쪽|페이지|면|장|절|행|번\s*그림)/.test(after)
  );
}

/**
 * Candidate (sentence, term) pairs scored for `level` (issue 9 "difficulty 0–4 changes what is
 * asked"): the term's TF-IDF rank, its rarity against the level (0 asks the document's most frequent
 * key terms, 4 its rare ones) and the sentence's place in its paragraph (0 favours topic sentences,
 * 4 detail sentences further in). The term must occur once in the sentence, so the blank is unique.
 */
function scoreCandidates(
  sentences: readonly Sentence[],
  occurrences: readonly TermOccurrence[][],
  terms: Map<string, KeyTerm>,
  options: GenerationOptions,
  language: string,
): Candidate[] {
  const ranked = [...terms.values()].sort((a, b) => b.score - a.score);
  // Key terms: the best-scored fifth (at least 40), single-letter and one-off numbers excluded.
  const keyCount = Math.max(40, Math.ceil(ranked.length / 5));
  const keyTerms = ranked.slice(0, keyCount);
  const scoreRank = new Map(keyTerms.map((term, rank) => [term.key, 1 - rank / keyCount]));
  // Rarity among the key terms themselves: 0 = the one the document mentions most, 1 = the least.
  const byFrequency = [...keyTerms].sort((a, b) => b.tf - a.tf);
  const keyRarity = new Map(
    byFrequency.map((term, rank) => [term.key, rank / Math.max(1, byFrequency.length - 1)]),
  );
  const target = options.level / 4;
  const random = seededRandom(hashString(`jitter:${options.tryCount}`));
  const jitter = options.tryCount > 1 ? 0.35 : 0.05;
  const candidates: Candidate[] = [];
  for (const sentence of sentences) {
    // An instruction is neither a fact to recall nor a statement to judge (issue 16 item 1).
    if (!isAskable(sentence, language) || (language === 'en' && HOMEWORK_STEP.test(sentence.text))) continue;
    for (const occurrence of occurrences[sentence.index] ?? []) {
      const term = terms.get(occurrence.key);
      const rank = scoreRank.get(occurrence.key);
      if (!term || rank === undefined) continue;
      if (term.kind === 'number' && term.tf < 2 && occurrence.surface.length < 2) continue;
      const { text } = sentence;
      if (term.kind === 'number' && isLayoutNumber(text, occurrence.start, occurrence.surface)) continue;
      if (text.indexOf(occurrence.surface) !== text.lastIndexOf(occurrence.surface)) continue;
      if (occurrence.surface.length > text.length * 0.4) continue;
      const rarityFit = 1 - Math.abs((keyRarity.get(term.key) ?? 0) - target);
      const positionFit = 1 - Math.abs(sentence.position - target);
      const factual = DEFINITIONAL.test(text) ? 0.25 : 0;
      const score = rank * 0.35 + rarityFit * 0.45 + positionFit * 0.2 + factual + random() * jitter;
      candidates.push({ sentence, occurrence, term, score });
    }
  }
  return candidates.sort((a, b) => b.score - a.score).slice(0, 5000);
}

function blanked(candidate: Candidate): string {
  const { text } = candidate.sentence;
  const { start, surface } = candidate.occurrence;
  return `${text.slice(0, start)}${BLANK}${text.slice(start + surface.length)}`;
}

interface ItemContext {
  language: string;
  terms: Map<string, KeyTerm>;
  /** The document's sentences lower-cased (key-terms.ts TermIndex.text). */
  documentText: string;
  options: GenerationOptions;
  random: () => number;
  otherWords: string[];
}

const normalSpaces = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/**
 * True when the statement with `swap` in place of the answer may still be true: the document itself
 * says the swapped word with the blank's neighbours ("… treated with thiopeta" when swapping
 * "placebo" in a sentence family "… treated with placebo / thiopeta"), or the whole statement.
 */
function swapIsSaid(
  sentence: string,
  start: number,
  surface: string,
  swap: string,
  documentText: string,
): boolean {
  const words = (part: string) => part.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*/gu) ?? [];
  const before = words(sentence.slice(0, start)).slice(-2).join(' ');
  const after = words(sentence.slice(start + surface.length))
    .slice(0, 2)
    .join(' ');
  const withLeft = normalSpaces(`${before} ${swap}`.trim());
  const withRight = normalSpaces(`${swap} ${after}`.trim());
  const spans = [before ? withLeft : '', after ? withRight : ''].filter(
    (span) => span.split(' ').length >= 3,
  );
  return spans.some((span) => documentText.includes(span));
}

/** Writes one item of `type` from a candidate, or null when it cannot be done well (too few distractors). */
function writeItem(type: AiItemType, candidate: Candidate, context: ItemContext): AiItemWithSource | null {
  const wording = wordingFor(context.options.locale, context.language);
  const { sentence, occurrence, term } = candidate;
  const source = { page: sentence.page, sentence: sentence.text };
  const comment = wording.sourceComment(sentence.page, sentence.text);
  const answerTerm: KeyTerm = { ...term, surface: occurrence.surface };
  const guard = {
    avoid: context.otherWords,
    slot: contextsOf(sentence.text, occurrence, stopwordsFor(context.language)),
  };
  if (type === 'subjective') {
    return {
      question: wording.fillBlank(blanked(candidate)),
      type,
      options: [],
      answer: [occurrence.surface],
      comment,
      source,
    };
  }
  if (type === 'multiple') {
    const wanted = optionCountFor(context.options.level) - 1;
    const distractors = pickDistractors(
      answerTerm,
      context.terms.values(),
      wanted,
      context.options.level,
      context.random,
      guard,
    );
    if (distractors.length < 2) return null;
    const options = shuffled([occurrence.surface, ...distractors], context.random);
    return {
      question: wording.chooseBlank(blanked(candidate)),
      type,
      options,
      answer: [String(options.indexOf(occurrence.surface))],
      comment,
      source,
    };
  }
  // OX: the sentence as written is true; with its key term swapped for a same-kind term, false.
  // A question in the source (a survey, an exercise) is no statement to judge, nor is an
  // instruction ("Begin by examining…", "At level 0.05 test…"): it is neither true nor false.
  if (/[?？]["'”’)]*$/.test(sentence.text)) return null;
  if (isInstruction(sentence.text)) return null;
  const isTrue = context.random() < 0.5;
  if (isTrue) return { question: sentence.text, type, options: [], answer: ['O'], comment, source };
  // The swapped-in word is of the same kind, does not fit the blank's slot in the document (a synonym,
  // "86 patients" → "86 subjects"), and does not make a statement the document itself makes.
  const swap = pickDistractors(
    answerTerm,
    context.terms.values(),
    4,
    Math.max(2, context.options.level),
    context.random,
    guard,
  ).find(
    (candidate) =>
      !swapIsSaid(sentence.text, occurrence.start, occurrence.surface, candidate, context.documentText),
  );
  // No same-kind word to swap in: a true statement rather than an ungrammatical false one.
  if (!swap) return { question: sentence.text, type, options: [], answer: ['O'], comment, source };
  const { start, surface } = occurrence;
  const question = `${sentence.text.slice(0, start)}${swap}${sentence.text.slice(start + surface.length)}`;
  if (question.length > QUESTION_MAX_LENGTH) return null;
  return {
    question,
    type,
    options: [],
    answer: ['X'],
    comment: `${wording.swappedComment(surface, swap)} ${comment}`,
    source,
  };
}

const questionKey = (text: string) => text.toLowerCase().replace(/[\s\p{P}]+/gu, '');

/**
 * The embedded question generator over sentences (issue 9 "embedded"): key terms by TF-IDF,
 * short-answer items blank a key term of a key sentence, multiple choice adds same-kind distractors,
 * OX states the sentence as is (O) or with its key term swapped (X); difficulty moves along term
 * rarity, sentence position and distractor plausibility. Picks spread over pages and never reuse a
 * sentence or ask the same answer twice; no two questions are the same. Deterministic for
 * (sentences, options); returns fewer than `count` items when the text does not hold more good ones.
 * @param onWritten progress: items written so far.
 */
export function generateFromSentences(
  sentences: readonly Sentence[],
  language: string,
  options: GenerationOptions,
  onWritten: (written: number) => void = () => undefined,
): AiItemWithSource[] {
  const { occurrences, terms, text: documentText } = indexTerms(sentences, language);
  const candidates = scoreCandidates(sentences, occurrences, terms, options, language);
  const random = seededRandom(hashString(`items:${options.tryCount}:${options.level}:${options.type}`));
  const plan = typePlan(options.type, options.count, options.tryCount);
  const usedSentences = new Set<string>();
  const usedAnswers = new Set<string>();
  const usedQuestions = new Set<string>();
  const pageUses = new Map<number | null, number>();
  const items: Array<{ item: AiItemWithSource; index: number }> = [];
  for (const type of plan) {
    // Best remaining candidate, pages already used weighing against it (spread over the document).
    const ordered = candidates
      .filter((c) => !usedSentences.has(questionKey(c.sentence.text)) && !usedAnswers.has(c.term.key))
      .map((c) => ({ c, adjusted: c.score - 0.15 * (pageUses.get(c.sentence.page) ?? 0) }))
      .sort((a, b) => b.adjusted - a.adjusted)
      .slice(0, 50);
    for (const { c } of ordered) {
      const otherWords = (occurrences[c.sentence.index] ?? [])
        .map((o) => o.surface)
        .filter((s) => s !== c.occurrence.surface);
      const item = writeItem(type, c, { language, terms, documentText, options, random, otherWords });
      if (!item || usedQuestions.has(questionKey(item.question))) continue;
      usedSentences.add(questionKey(c.sentence.text));
      usedAnswers.add(c.term.key);
      usedQuestions.add(questionKey(item.question));
      pageUses.set(c.sentence.page, (pageUses.get(c.sentence.page) ?? 0) + 1);
      items.push({ item, index: c.sentence.index });
      onWritten(items.length);
      break;
    }
  }
  return items.map(({ item }) => item);
}
