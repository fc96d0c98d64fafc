import { z } from 'zod';
import { MAX_CHOICE_COUNT, MAX_SUBJECTIVE_ANSWER_COUNT, QUESTION_MAX_LENGTH } from '../constants';
import {
  AI_DEFAULT_LANGUAGE,
  AI_DEFAULT_LEVEL,
  AI_DEFAULT_QUIZ_COUNT,
  AI_DEFAULT_QUIZ_TYPE,
  AI_MAX_LEVEL,
  AI_MIN_LEVEL,
  AI_PROMPT_MAX_LENGTH,
  AI_QUERY_MAX_LENGTH,
  AI_QUIZ_COUNTS,
  AI_QUIZ_TYPES,
} from './constants';

/**
 * Request bodies of the eight `/quiz-builder/generate/*` calls (spec §7, api.md "AI") in their
 * camelCase form: the client converts them to snake_case on the wire and the AI service back, each
 * in one place. Limits the spec leaves open (text lengths) are generous caps against abuse.
 */

/** A locale tag such as 'ko', 'en' or 'zh-CN' (the language questions are written in). */
const localeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Invalid locale')
  .default(AI_DEFAULT_LANGUAGE);

/** Question text sent back to the AI (plain text; spec §5: 1–200 characters, some slack for markup). */
const questionTextSchema = z
  .string()
  .trim()
  .min(1, 'Question is required')
  .max(QUESTION_MAX_LENGTH * 2);

/** The generation options of spec §3 "AI file and topic options" (file and topic calls). */
export const aiGenerationOptionsShape = {
  locale: localeSchema,
  difficulty: z.coerce.number().int().min(AI_MIN_LEVEL).max(AI_MAX_LEVEL).default(AI_DEFAULT_LEVEL),
  type: z.enum(AI_QUIZ_TYPES).default(AI_DEFAULT_QUIZ_TYPE),
  quizCount: z.coerce
    .number()
    .int()
    .refine(
      (count) => (AI_QUIZ_COUNTS as readonly number[]).includes(count),
      'quizCount must be 10, 15, 20 or 30',
    )
    .default(AI_DEFAULT_QUIZ_COUNT),
  /** How many times the teacher pressed generate/regenerate (1-based); varies what is picked. */
  tryCount: z.coerce.number().int().min(0).max(1000).default(1),
};
export const aiGenerationOptionsSchema = z.object(aiGenerationOptionsShape);
export type AiGenerationOptions = z.infer<typeof aiGenerationOptionsSchema>;

/** POST /quiz-builder/generate/query (spec §7): the topic prompt must not be empty (spec §5 'empty prompt'). */
export const aiQueryRequestSchema = z.object({
  ...aiGenerationOptionsShape,
  quizQuery: z.string().trim().min(1, 'empty prompt').max(AI_QUERY_MAX_LENGTH),
});
export type AiQueryRequest = z.infer<typeof aiQueryRequestSchema>;

/** POST /quiz-builder/generate/similar-quiz (spec §3 "Similar-quiz request"). */
export const aiSimilarQuizRequestSchema = z.object({
  question: questionTextSchema,
  category: z.string().trim().max(100).default(''),
  locale: localeSchema,
  prompt: z.string().trim().max(AI_PROMPT_MAX_LENGTH).default(''),
  /**
   * The questions already in the teacher's set (plain text; beyond spec §3, issue 16 item 16):
   * never offered back as "similar" ones.
   */
  existingQuestions: z
    .array(z.string().max(QUESTION_MAX_LENGTH * 2))
    .max(100)
    .default([]),
});
export type AiSimilarQuizRequest = z.infer<typeof aiSimilarQuizRequestSchema>;

/** POST /quiz-builder/generate/get-similar-quiz-prompt (spec §7). */
export const aiSimilarPromptRequestSchema = z.object({
  locale: localeSchema,
  question: questionTextSchema,
  category: z.string().trim().max(100).default(''),
});
export type AiSimilarPromptRequest = z.infer<typeof aiSimilarPromptRequestSchema>;

/** One choice of a choice-list request/answer (spec §7 `{key, text, isAnswer}`). */
export const aiChoiceSchema = z.object({
  key: z.string().max(64),
  text: z.string().max(500),
  isAnswer: z.boolean(),
});
export type AiChoice = z.infer<typeof aiChoiceSchema>;

/** POST /quiz-builder/generate/choice-list (spec §7): keeps the marked answers, fills the rest. */
export const aiChoiceListRequestSchema = z.object({
  locale: localeSchema,
  question: questionTextSchema,
  choiceList: z.array(aiChoiceSchema).max(MAX_CHOICE_COUNT).default([]),
  previousOutput: z.array(aiChoiceSchema).max(50).default([]),
});
export type AiChoiceListRequest = z.infer<typeof aiChoiceListRequestSchema>;

/** An answer text as sent back (spec §7 `{text}`). */
export const aiAnswerTextSchema = z.object({ text: z.string().max(500) });

/** POST /quiz-builder/generate/subjective-answer-list (spec §7). */
export const aiAnswerListRequestSchema = z.object({
  locale: localeSchema,
  question: questionTextSchema,
  answerList: z.array(aiAnswerTextSchema).max(MAX_SUBJECTIVE_ANSWER_COUNT).default([]),
  previousOutput: z.array(aiAnswerTextSchema).max(50).default([]),
});
export type AiAnswerListRequest = z.infer<typeof aiAnswerListRequestSchema>;

/** POST /quiz-builder/generate/single-subjective-answer (spec §7). */
export const aiSingleAnswerRequestSchema = z.object({
  locale: localeSchema,
  question: questionTextSchema,
  previousOutput: z.array(aiAnswerTextSchema).max(50).default([]),
});
export type AiSingleAnswerRequest = z.infer<typeof aiSingleAnswerRequestSchema>;

/** POST /quiz-builder/generate/single-subjective-similar-answer (spec §7). */
export const aiSimilarAnswerRequestSchema = z.object({
  ...aiSingleAnswerRequestSchema.shape,
  referenceAnswer: z.string().trim().min(1).max(AI_PROMPT_MAX_LENGTH),
});
export type AiSimilarAnswerRequest = z.infer<typeof aiSimilarAnswerRequestSchema>;
