import { AI_FILE_MAX_PAGES, QUESTION_MAX_LENGTH } from '@quizset/domain';
import type { GenerationOptions } from '../embedded/plan';

/**
 * Prompts of the openai provider. The rules of the AI item (spec §3) are spelled out because every
 * item is validated afterwards and a broken one is dropped: a clear prompt wastes fewer requests.
 */
const ITEM_RULES = `Each item: "question" (at most ${QUESTION_MAX_LENGTH} characters), "type", "options", "answer", "comment", "page", "quote".
- type "multiple": 2 to 5 distinct, non-empty options; "answer" lists the 0-based indices of the correct options as strings, e.g. ["2"].
- type "ox": a statement that is true or false; "options" is []; "answer" is ["O"] (true) or ["X"] (false).
- type "subjective": a short-answer question; "options" is []; "answer" lists 1 to 5 accepted short answers.
- "comment": one sentence explaining the answer, or null.
- "page": the number of the [page N] marker the question comes from, or null.
- "quote": the sentence of the source the answer rests on, copied exactly, or null.
No two questions may ask the same thing.`;

const LEVELS = [
  'very easy (recall of main ideas)',
  'easy',
  'medium',
  'hard',
  'very hard (details and inference)',
];

function typeRule(options: GenerationOptions): string {
  return options.type === 'mixed'
    ? 'Mix the three types (multiple, ox, subjective) evenly.'
    : `Every item has type "${options.type}".`;
}

export function systemPrompt(locale: string): string {
  return `You write quiz questions for teachers. Answer only with JSON that matches the given schema. Write every question, option, answer and comment in the language with the code "${locale}".`;
}

/** The request for `count` items from one passage of a document (page markers inside). */
export function documentPrompt(passage: string, count: number, options: GenerationOptions): string {
  return `Write ${count} quiz items about the passage below. Use only facts the passage states. Difficulty: ${LEVELS[options.level] ?? LEVELS[0]}. ${typeRule(options)}
${ITEM_RULES}

Passage:
"""
${passage}
"""`;
}

/** The request for `count` items about a topic (no document). */
export function topicPrompt(topic: string, count: number, options: GenerationOptions): string {
  return `Write ${count} quiz items about this topic: "${topic}". Difficulty: ${LEVELS[options.level] ?? LEVELS[0]}. ${typeRule(options)} "page" and "quote" are null.
${ITEM_RULES}`;
}

export function similarQuizPrompt(question: string, category: string, prompt: string): string {
  return `Write 3 new quiz items similar to this question${category ? ` (subject: ${category})` : ''}: "${question}".
${prompt ? `The teacher asks: "${prompt}".` : ''} Keep the same type unless the teacher asks otherwise. "page" and "quote" are null.
${ITEM_RULES}`;
}

export function promptSuggestionsPrompt(question: string, category: string): string {
  return `A teacher wants variations of this quiz question${category ? ` (subject: ${category})` : ''}: "${question}". Suggest 4 short requests (under 60 characters each) the teacher could give to get useful similar questions.`;
}

export function choiceListPrompt(
  question: string,
  answers: string[],
  others: string[],
  count: number,
): string {
  return `Quiz question: "${question}". Correct choice(s): ${JSON.stringify(answers)}. Write ${count} plausible but wrong choices of the same kind and length, distinct from each other and from ${JSON.stringify([...answers, ...others])}.`;
}

export function answerListPrompt(question: string, answers: string[], avoid: string[]): string {
  return `Short-answer quiz question: "${question}". Accepted answers so far: ${JSON.stringify(answers)}. List other answers a teacher should also accept (synonyms, other spellings), none of ${JSON.stringify([...answers, ...avoid])}. At most 4.`;
}

export function singleAnswerPrompt(question: string, avoid: string[], reference?: string): string {
  return reference
    ? `Short-answer quiz question: "${question}". Give one more correct answer that means the same as "${reference}" but is written differently, not one of ${JSON.stringify(avoid)}.`
    : `Short-answer quiz question: "${question}". Give its correct short answer${avoid.length ? `, not one of ${JSON.stringify(avoid)}` : ''}.`;
}

/** Pages a prompt may cite ([page N] markers): at most the file limit. */
export const MAX_CITED_PAGE = AI_FILE_MAX_PAGES;

/**
 * The translation request (issue 9 "Translation"): a JSON array of quiz texts, some HTML, some with
 * `⟦n⟧` placeholders standing for formulas; the answer is `{ translations }` in the same order.
 */
export function translationPrompt(texts: readonly string[], language: string): string {
  return `Translate each string of this JSON array of quiz texts (questions, choices, accepted answers, hints) into the language with the code "${language}". Return {"translations": [...]} with exactly ${texts.length} strings in the same order.
- Keep HTML tags and their attributes exactly as they are; translate only the text between them.
- Keep every placeholder like ⟦0⟧ exactly as it is, once, where it belongs in the sentence.
- Keep numbers, names and units; translate nothing else than the text.

${JSON.stringify(texts)}`;
}
