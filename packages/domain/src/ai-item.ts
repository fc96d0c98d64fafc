import { z } from 'zod';
import { MAX_CHOICE_COUNT, MAX_SUBJECTIVE_ANSWER_COUNT, MIN_CHOICE_COUNT, QUESTION_TYPES } from './constants';
import { createId } from './ids';
import type { ChoiceEdit, MultipleChoiceEdit, OxAnswer, OxEdit, QuizEdit, SubjectiveEdit } from './questions';
import { richTextFromPlainText } from './rich-text';

/**
 * An AI-generated question (spec §3, api.md "AI"): `answer` holds the correct option texts
 * (MULTIPLE_CHOICE), `['o'|'x']` (OX) or the accepted answers (SUBJECTIVE). `comment` is the
 * model's explanation; it is not turned into a hint because it usually gives the answer away.
 */
export const aiItemSchema = z.object({
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()).default([]),
  answer: z.array(z.string()).default([]),
  comment: z.string().nullish(),
});
export type AiItem = z.infer<typeof aiItemSchema>;

/** Comparison key for matching answers to options: trimmed, inner whitespace collapsed, lower case. */
const matchKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function baseFields(item: AiItem) {
  const question = item.question.trim();
  return {
    id: createId(),
    question,
    questionRichText: richTextFromPlainText(question),
    imageUrl: null,
    hint: null,
  };
}

function choice(text: string, isAnswer: boolean): ChoiceEdit {
  return { id: createId(), text, richText: richTextFromPlainText(text), imageUrl: null, isAnswer };
}

/**
 * Multiple choice: blank and repeated options are dropped; answers are matched by text, and when
 * none matches, an answer that is a 1-based number ("2") picks that option. More than 5 options are
 * cut to 5 keeping every answer that fits; fewer than 2 are padded with empty choices for the
 * teacher to fill. No answer is invented: an unmatched answer leaves none marked, so validation asks.
 */
function toMultipleChoice(item: AiItem): MultipleChoiceEdit {
  const options: string[] = [];
  for (const option of item.options.map((text) => text.trim())) {
    if (option !== '' && !options.some((kept) => matchKey(kept) === matchKey(option))) options.push(option);
  }
  const answerKeys = new Set(item.answer.map(matchKey));
  let isAnswer = options.map((option) => answerKeys.has(matchKey(option)));
  if (!isAnswer.includes(true)) {
    const numbers = new Set(item.answer.map((answer) => Number(answer.trim()) - 1));
    isAnswer = options.map((_, index) => numbers.has(index));
  }
  let indexes = options.map((_, index) => index);
  if (indexes.length > MAX_CHOICE_COUNT) {
    const answers = indexes.filter((index) => isAnswer[index]).slice(0, MAX_CHOICE_COUNT);
    const others = indexes.filter((index) => !isAnswer[index]).slice(0, MAX_CHOICE_COUNT - answers.length);
    indexes = [...answers, ...others].sort((a, b) => a - b);
  }
  const choiceList = indexes.map((index) => choice(options[index] ?? '', isAnswer[index] ?? false));
  while (choiceList.length < MIN_CHOICE_COUNT) choiceList.push(choice('', false));
  return { ...baseFields(item), type: 'MULTIPLE_CHOICE', choiceList };
}

const O_WORDS = new Set(['o', 'true', 't', 'yes', 'y', '참', '맞음', '예', '○', '⭕']);
const X_WORDS = new Set(['x', 'false', 'f', 'no', 'n', '거짓', '틀림', '아니오', '×', '❌']);

/** OX: the first answer read as o/x (accepting true/false, 참/거짓 …); unreadable → '' for validation. */
function toOx(item: AiItem): OxEdit {
  const first = matchKey(item.answer[0] ?? '');
  const answer: OxAnswer = O_WORDS.has(first) ? 'o' : X_WORDS.has(first) ? 'x' : '';
  return { ...baseFields(item), type: 'OX', answer };
}

/** Subjective: non-blank, distinct answers, at most 5; none → one empty answer to fill in. */
function toSubjective(item: AiItem): SubjectiveEdit {
  const answers: string[] = [];
  for (const answer of item.answer.map((text) => text.trim())) {
    if (answer !== '' && !answers.some((kept) => matchKey(kept) === matchKey(answer))) answers.push(answer);
  }
  const texts = answers.length > 0 ? answers.slice(0, MAX_SUBJECTIVE_ANSWER_COUNT) : [''];
  return {
    ...baseFields(item),
    type: 'SUBJECTIVE',
    answerList: texts.map((text) => ({ id: createId(), text })),
  };
}

/**
 * AI item → an edit-form question with fresh 8-character ids for the card, its choices and its
 * answers (spec §3). The result is not guaranteed valid (e.g. a question over 200 characters); the
 * builder adds it and validation (spec §5) points at what needs fixing.
 */
export function aiItemToQuiz(item: AiItem): QuizEdit {
  switch (item.type) {
    case 'MULTIPLE_CHOICE':
      return toMultipleChoice(item);
    case 'OX':
      return toOx(item);
    case 'SUBJECTIVE':
      return toSubjective(item);
  }
}
