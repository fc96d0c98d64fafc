import {
  AI_DEFAULT_LANGUAGE,
  AI_DEFAULT_LEVEL,
  AI_DEFAULT_QUIZ_COUNT,
  AI_DEFAULT_QUIZ_TYPE,
  type AiQuizCount,
  type AiQuizType,
} from '@quizset/domain';

/**
 * The languages questions can be worded in from the modals (issue 16 item 4: the embedded provider
 * has wording for these twelve; a model writes in any of them).
 */
export const AI_LANGUAGES = ['ko', 'en', 'ja', 'zh', 'de', 'fr', 'es', 'ru', 'vi', 'id', 'th', 'ar'] as const;
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

/**
 * The options a modal opens with: the AI language is the interface language (issue 16 item 4: not
 * always Korean), the rest spec §9's defaults.
 */
export function defaultGenerationOptions(uiLocale: string): GenerationOptionsValue {
  const language = AI_LANGUAGES.find((code) => code === uiLocale.toLowerCase().split('-')[0]);
  return { ...DEFAULT_GENERATION_OPTIONS, language: language ?? DEFAULT_GENERATION_OPTIONS.language };
}

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
