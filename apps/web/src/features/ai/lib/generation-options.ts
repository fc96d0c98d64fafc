import {
  AI_DEFAULT_LANGUAGE,
  AI_DEFAULT_LEVEL,
  AI_DEFAULT_QUIZ_COUNT,
  AI_DEFAULT_QUIZ_TYPE,
  type AiQuizCount,
  type AiQuizType,
} from '@quizset/domain';

/** The languages questions can be written in from the modals (the product's two; spec §3 default ko). */
export const AI_LANGUAGES = ['ko', 'en'] as const;
export type AiLanguage = (typeof AI_LANGUAGES)[number];

/** The options of spec §3 "AI file and topic options" as the modals hold them. */
export interface GenerationOptionsValue {
  language: AiLanguage;
  quizType: AiQuizType;
  quizLevel: number;
  quizCount: AiQuizCount;
}

export const DEFAULT_GENERATION_OPTIONS: GenerationOptionsValue = {
  language: AI_LANGUAGES.find((language) => language === AI_DEFAULT_LANGUAGE) ?? 'ko',
  quizType: AI_DEFAULT_QUIZ_TYPE,
  quizLevel: AI_DEFAULT_LEVEL,
  quizCount: AI_DEFAULT_QUIZ_COUNT,
};

/** The spec §7 request fields (locale, difficulty, type, quizCount, tryCount) of the options. */
export function generationRequestOf(options: GenerationOptionsValue, tryCount: number) {
  return {
    locale: options.language,
    difficulty: options.quizLevel,
    type: options.quizType,
    quizCount: options.quizCount,
    tryCount,
  };
}
