/**
 * AI helper constants (spec §3 "AI file and topic options", §5 "AI", §9). One place for the numbers
 * the browser's AI modals and the AI service both enforce. Sizes in bytes, durations in ms.
 */

/** Question types an AI item can have (spec §3 "AI generated item"): the spec's lower-case names. */
export const AI_ITEM_TYPES = ['multiple', 'ox', 'subjective'] as const;
export type AiItemType = (typeof AI_ITEM_TYPES)[number];

/** The type option of the topic and file modals (spec §3): `mixed` rotates through the three types. */
export const AI_QUIZ_TYPES = ['mixed', 'multiple', 'subjective', 'ox'] as const;
export type AiQuizType = (typeof AI_QUIZ_TYPES)[number];
export const AI_DEFAULT_QUIZ_TYPE: AiQuizType = 'mixed';

/** Question counts offered (spec §9: 10, 15, 20, 30; default 10). */
export const AI_QUIZ_COUNTS = [10, 15, 20, 30] as const;
export type AiQuizCount = (typeof AI_QUIZ_COUNTS)[number];
export const AI_DEFAULT_QUIZ_COUNT: AiQuizCount = 10;

/** Difficulty levels 0 (easiest) to 4 (spec §3 quizLevel '0'–'4', §9; default 0). */
export const AI_MIN_LEVEL = 0;
export const AI_MAX_LEVEL = 4;
export const AI_DEFAULT_LEVEL = 0;

/** Default language of generated questions (spec §3, §9). */
export const AI_DEFAULT_LANGUAGE = 'ko';

// The AI translation languages and their limit (spec §5, §9) live in ../constants.ts.

/** File for AI quiz generation (spec §5, §9): pdf, csv, txt, docx, pptx, hwp; at most 30 MB. */
export const AI_FILE_EXTENSIONS = ['pdf', 'csv', 'txt', 'docx', 'pptx', 'hwp'] as const;
export type AiFileExtension = (typeof AI_FILE_EXTENSIONS)[number];
export const AI_FILE_MAX_BYTES = 30 * 1024 * 1024;
/** Pages (PDF) or slides (PPTX) a file may have: the "OCR limit of 500 pages" of spec §8. */
export const AI_FILE_MAX_PAGES = 500;

/** Stated generation wait (spec §9) and when the elapsed-time toast appears (spec §9 timings). */
export const AI_GENERATION_WAIT_MS = 5 * 60 * 1000;
export const AI_ELAPSED_TOAST_MS = 5000;
/** Suggested prompt chips of the similar-question modal appear this far apart (spec §2, §9). */
export const AI_PROMPT_CHIP_STAGGER_MS = 500;

/** Topic prompt length the AI service accepts (the spec only requires non-empty). */
export const AI_QUERY_MAX_LENGTH = 500;
/** Similar-question prompt and reference answer length the AI service accepts. */
export const AI_PROMPT_MAX_LENGTH = 500;
