/*
 * Quiz room rules shared by the player and the server (issue 10; api.md "Quiz rooms and play"): the
 * guest nickname rule, the answer shapes, the player's view of a question (no answers), and scoring.
 */
import { z } from 'zod';
import { HINT_TYPES, QUESTION_TYPES } from '../constants';
import type { MessageKey, MessageParams } from '../messages';
import type { QuizSaved } from '../questions';
import { isMultipleAnswerCorrect, isOxAnswerCorrect, isSubjectiveAnswerCorrect } from './answer-matching';

/** Longest guest nickname, in characters (code points) after trimming. */
export const NICKNAME_MAX_LENGTH = 20;
/** Longest typed subjective answer the server grades, in characters. */
export const TYPED_ANSWER_MAX_LENGTH = 200;
/** Points of one right answer (docs/spec-decisions.md "Quiz rooms": score = 10 × right answers). */
export const POINTS_PER_QUESTION = 10;

export interface PlayIssue {
  key: MessageKey;
  params?: MessageParams;
}

// Controls (Cc), format characters (Cf: zero-width joiners/spaces, bidi marks, embeddings, overrides
// and isolates, the BOM), other default-ignorable code points (e.g. the Hangul filler U+3164, variation
// selectors) and the line/paragraph separators: each could make a nickname invisible, or read
// differently in the teacher's list, than it is (issue 15 item 6).
// Emoji keep working: a variation selector (❤️) and a joiner between two pictographs (👩‍👩‍👧) are
// taken out before the check, so only hidden characters elsewhere are refused.
const CONTROL = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/u;
const EMOJI_PARTS =
  /[\uFE0E\uFE0F]|(?<=\p{Extended_Pictographic}[\uFE0E\uFE0F]?)\u200D(?=\p{Extended_Pictographic})/gu;

/** The nickname as stored: NFC, trimmed, inner whitespace folded. */
export function normalizeNickname(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * The problem with a guest nickname, or null when it may be used (issue 10: "checked for length";
 * issue 15 item 6): 1–20 characters after `normalizeNickname`, no control, invisible or bidi control
 * characters. The player and the server both call it, so both say the same words. (Look-alike
 * nicknames are one name: the server compares them by their UTS #39 skeleton.)
 */
export function nicknameIssue(name: string): PlayIssue | null {
  const value = normalizeNickname(name);
  if (value === '') return { key: 'play.nickname.required' };
  if ([...value].length > NICKNAME_MAX_LENGTH)
    return { key: 'play.nickname.tooLong', params: { max: NICKNAME_MAX_LENGTH } };
  // The raw name: normalizing would turn some of them (U+FEFF) into a plain space first.
  if (CONTROL.test(name.replace(EMOJI_PARTS, ''))) return { key: 'play.nickname.invalid' };
  return null;
}

/**
 * An answer as the player sends it (api.md): choice indexes (multiple, 0-based), `'o'`/`'x'` (OX), or
 * the typed text (subjective). `pass: true` skips the question where the set allows passing.
 */
export const playerAnswerSchema = z.union([
  z.array(z.number().int().min(0).max(99)).max(20),
  z.string().max(TYPED_ANSWER_MAX_LENGTH * 4),
]);
export type PlayerAnswer = z.infer<typeof playerAnswerSchema>;

/** The problem with an answer to `quiz` before it is graded (wrong shape, empty, too long), or null. */
export function answerIssue(quiz: QuizSaved, answer: PlayerAnswer): PlayIssue | null {
  switch (quiz.type) {
    case 'multiple':
      if (!Array.isArray(answer) || answer.length === 0) return { key: 'play.answer.required' };
      return answer.every((index) => index < quiz.choiceList.length) ? null : { key: 'play.answer.required' };
    case 'ox':
      return typeof answer === 'string' && /^[oxOX]$/.test(answer.trim())
        ? null
        : { key: 'play.answer.required' };
    case 'subjective':
      if (typeof answer !== 'string' || answer.trim() === '') return { key: 'play.answer.required' };
      return [...answer].length > TYPED_ANSWER_MAX_LENGTH
        ? { key: 'play.answer.tooLong', params: { max: TYPED_ANSWER_MAX_LENGTH } }
        : null;
  }
}

/** Grades a checked answer (answerIssue null) with the domain's matching rules. */
export function gradeAnswer(quiz: QuizSaved, answer: PlayerAnswer): boolean {
  switch (quiz.type) {
    case 'multiple':
      return Array.isArray(answer) && isMultipleAnswerCorrect(answer, quiz.answerList);
    case 'ox':
      return typeof answer === 'string' && isOxAnswerCorrect(answer, quiz.answer);
    case 'subjective':
      return typeof answer === 'string' && isSubjectiveAnswerCorrect(answer, quiz.answerList);
  }
}

/** The right answer of a question, in the answer's shape (indexes, 'o'/'x', or the accepted texts). */
export function correctAnswerOf(quiz: QuizSaved): number[] | string | string[] {
  switch (quiz.type) {
    case 'multiple':
      return quiz.answerList;
    case 'ox':
      return quiz.answer;
    case 'subjective':
      return quiz.answerList;
  }
}

/** The score of `correctCount` right answers out of `questionCount` (docs/spec-decisions.md). */
export function scoreOf(correctCount: number, questionCount: number): { score: number; maxScore: number } {
  return { score: correctCount * POINTS_PER_QUESTION, maxScore: questionCount * POINTS_PER_QUESTION };
}

const hintShape = z.object({ type: z.enum(HINT_TYPES), value: z.string() }).nullable();
const playerChoiceSchema = z.object({
  text: z.string(),
  richText: z.string(),
  imageUrl: z.string().nullable(),
});

/**
 * A question as a player sees it before answering (issue 10 "Grading is on the server"): text,
 * choices, image and hint, and whether several choices are to be picked — never `answerList` or
 * `answer`. Built by `toPlayerQuestion`, the one place that strips them.
 */
export const playerQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  question: z.string(),
  questionRichText: z.string(),
  questionImageUrl: z.string().nullable(),
  /** The teacher's alt text of the image (issue 24); absent: the question text is the alt. */
  questionImageAlt: z.string().optional(),
  hint: hintShape,
  choiceList: z.array(playerChoiceSchema).optional(),
  /** Multiple choice: true when the right answer has several choices (the player picks all of them). */
  multipleAnswers: z.boolean().optional(),
});
export type PlayerQuestion = z.infer<typeof playerQuestionSchema>;

/** The player's view of a saved question: explicit fields only, so no answer field can slip through. */
export function toPlayerQuestion(quiz: QuizSaved): PlayerQuestion {
  const base = {
    id: quiz.id,
    type: quiz.type,
    question: quiz.question,
    questionRichText: quiz.questionRichText,
    questionImageUrl: quiz.questionImageUrl,
    ...(quiz.questionImageAlt ? { questionImageAlt: quiz.questionImageAlt } : {}),
    hint: quiz.hint ? { type: quiz.hint.type, value: quiz.hint.value } : null,
  };
  if (quiz.type !== 'multiple') return base;
  return {
    ...base,
    choiceList: quiz.choiceList.map((choice) => ({
      text: choice.text,
      richText: choice.richText,
      imageUrl: choice.imageUrl,
    })),
    multipleAnswers: quiz.answerList.length > 1,
  };
}
