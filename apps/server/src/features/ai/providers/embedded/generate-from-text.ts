import type { AiItemType } from '@quizset/domain';
import { type AiItemWithSource, QUESTION_MAX_LENGTH } from '@quizset/domain';
import { pickDistractors } from './distractors';
import { indexTerms, type KeyTerm } from './key-terms';
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

/** A sentence fit to ask about: complete, long enough, mostly words, no links. */
function isAskable(sentence: Sentence, language: 'ko' | 'en'): boolean {
  const { text } = sentence;
  if (text.length < MIN_SENTENCE_LENGTH || text.length > MAX_SENTENCE_LENGTH) return false;
  if (/https?:|www\.|@\w+\.|\.{3,}|…{2,}|_{3,}|-{3,}/i.test(text)) return false;
  // Captions and references read as sentences but ask nothing ("Figure 7. x86 snippet …").
  if (/^(fig(ure)?|table|listing|algorithm|eq(uation)?|그림|표)\.?\s*\d/i.test(text)) return false;
  if (/^\[\d+\]/.test(text)) return false;
  // Code and formulas: several of = ; { } < > * | in one sentence.
  if ((text.match(/[=;{}<>*|]/g)?.length ?? 0) >= 2) return false;
  const words = text.split(/\s+/).length;
  if (words < (language === 'ko' ? 3 : 5)) return false;
  const visible = text.replace(/\s/g, '');
  const letters = visible.match(/\p{L}/gu)?.length ?? 0;
  if (letters / visible.length < 0.6) return false;
  // Slide bullets and table-free lines without a full stop are kept only when they are long.
  return isClosedSentence(text) || words >= (language === 'ko' ? 5 : 8);
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
  language: 'ko' | 'en',
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
    if (!isAskable(sentence, language)) continue;
    for (const occurrence of occurrences[sentence.index] ?? []) {
      const term = terms.get(occurrence.key);
      const rank = scoreRank.get(occurrence.key);
      if (!term || rank === undefined) continue;
      if (term.kind === 'number' && term.tf < 2 && occurrence.surface.length < 2) continue;
      const { text } = sentence;
      if (text.indexOf(occurrence.surface) !== text.lastIndexOf(occurrence.surface)) continue;
      if (occurrence.surface.length > text.length * 0.4) continue;
      const rarityFit = 1 - Math.abs((keyRarity.get(term.key) ?? 0) - target);
      const positionFit = 1 - Math.abs(sentence.position - target);
      const score = rank * 0.35 + rarityFit * 0.45 + positionFit * 0.2 + random() * jitter;
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
  terms: Map<string, KeyTerm>;
  options: GenerationOptions;
  random: () => number;
  otherWords: string[];
}

/** Writes one item of `type` from a candidate, or null when it cannot be done well (too few distractors). */
function writeItem(type: AiItemType, candidate: Candidate, context: ItemContext): AiItemWithSource | null {
  const wording = wordingFor(context.options.locale);
  const { sentence, occurrence, term } = candidate;
  const source = { page: sentence.page, sentence: sentence.text };
  const comment = wording.sourceComment(sentence.page, sentence.text);
  const answerTerm: KeyTerm = { ...term, surface: occurrence.surface };
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
      context.otherWords,
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
  // A question in the source (a survey, an exercise) is no statement to judge.
  if (/[?？]["'”’)]*$/.test(sentence.text)) return null;
  const isTrue = context.random() < 0.5;
  if (isTrue) return { question: sentence.text, type, options: [], answer: ['O'], comment, source };
  const [swap] = pickDistractors(
    answerTerm,
    context.terms.values(),
    1,
    Math.max(2, context.options.level),
    context.random,
    context.otherWords,
  );
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
  language: 'ko' | 'en',
  options: GenerationOptions,
  onWritten: (written: number) => void = () => undefined,
): AiItemWithSource[] {
  const { occurrences, terms } = indexTerms(sentences);
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
      const item = writeItem(type, c, { terms, options, random, otherWords });
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
