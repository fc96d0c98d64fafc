/**
 * Product constants (spec §9). One place for every number the browser and the server both enforce.
 * Sizes are in bytes, dimensions in CSS/image pixels, durations in milliseconds.
 */
/** Quiz types (spec §3 "Question", §9): multiple choice, true/false and short answer. */
export const QUESTION_TYPES = ['multiple', 'ox', 'subjective'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const MAX_QUIZ_COUNT = 20;
export const MIN_QUIZ_COUNT = 1;
export const TITLE_MIN_LENGTH = 2;
export const TITLE_MAX_LENGTH = 60;
export const QUESTION_MAX_LENGTH = 200;
/**
 * Markup length of one rich-text field (question or choice). The spec states no such limit; this one
 * only protects the server, so it sits far above the markup of 200 characters of formatted text.
 */
export const QUESTION_RICH_TEXT_MAX_LENGTH = 20_000;
export const MIN_CHOICE_COUNT = 2;
export const MAX_CHOICE_COUNT = 5;
/** Default number of choices of a new multiple-choice question (spec §4, §9). */
export const DEFAULT_CHOICE_COUNT = 4;
/**
 * Choice text and subjective answer length. The spec states no limit for either: these only protect
 * the server and sit far above what a teacher types into one choice or one accepted answer.
 */
export const CHOICE_TEXT_MAX_LENGTH = 1000;
export const MAX_SUBJECTIVE_ANSWER_COUNT = 5;
export const SUBJECTIVE_ANSWER_MAX_LENGTH = 1000;
export const HINT_TEXT_MAX_LENGTH = 300;
export const HINT_YOUTUBE_MAX_LENGTH = 200;
export const CUSTOM_PUBLISHER_MIN_LENGTH = 2;
export const CUSTOM_PUBLISHER_MAX_LENGTH = 15;
/** Delay before the custom publisher input takes focus, so the select's dropdown has closed (spec §2). */
export const CUSTOM_PUBLISHER_FOCUS_DELAY_MS = 200;

export const IMAGE_MAX_BYTES = 3 * 1024 * 1024;
/** Width and height must each be strictly below this. */
export const IMAGE_MAX_DIMENSION = 2048;
export const IMAGE_COMPRESSED_MAX_BYTES = 0.1 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The file for AI quiz generation (spec §5 "AI", §9): 30 MB, these extensions, 500 pages. */
export const MATERIAL_MAX_BYTES = 30 * 1024 * 1024;
export const MATERIAL_MAX_PAGES = 500;
export const MATERIAL_EXTENSIONS = ['pdf', 'docx', 'pptx', 'hwp', 'csv', 'txt'] as const;
/** The learning-material variant (spec §5 "AI", §9): PDF only, 20 MB (POST /api/materials). */
export const LEARNING_MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
export const LEARNING_MATERIAL_EXTENSIONS = ['pdf'] as const;
/**
 * Materials a quiz set may carry. The builder saves one (spec §4: "Saving a material replaces the
 * list with a single item"); the spec states no maximum, so this only bounds what the server stores.
 */
export const MAX_MATERIAL_COUNT = 10;
/** Material types (spec §3 "Material", §9); uploaded materials are FILE. */
export const MATERIAL_TYPES = ['FILE', 'WEB', 'YOUTUBE'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** AI translation (spec §5, §9): at most 3 languages from this list. */
export const AI_TRANSLATION_LANGUAGES = [
  'ko',
  'en',
  'vi',
  'zh-CN',
  'zh-TW',
  'fil',
  'km',
  'uz',
  'kk',
  'ja',
  'mn',
  'ru',
  'uk',
  'th',
  'fr',
  'es',
  'id',
  'ne',
  'my',
  'bn',
  'ur',
  'ms',
] as const;
export type AiTranslationLanguage = (typeof AI_TRANSLATION_LANGUAGES)[number];
export const MAX_AI_TRANSLATION_LANGUAGES = 3;

/** Client ids (quiz, choice, answer) and AI-imported ids are 8 characters. */
export const CLIENT_ID_LENGTH = 8;

export const PAGE_SIZE = 20;
/** Infinite scroll loads the next page this many px before the end of the list. */
export const INFINITE_SCROLL_THRESHOLD_PX = 20;

export const DRAFT_STORAGE_KEY = 'quiz_build_v2';
export const DRAFT_VERSION = '3.0';
export const DRAFT_SAVE_DEBOUNCE_MS = 500;
/** The create/update failure dialog appears this long after the failure (spec §2). */
export const SUBMIT_ERROR_DIALOG_DELAY_MS = 1000;
/** dnd-kit pointer activation distance (px) and touch activation delay/tolerance. */
export const DRAG_ACTIVATION_DISTANCE_PX = 10;
export const DRAG_TOUCH_DELAY_MS = 100;
export const DRAG_TOUCH_TOLERANCE_PX = 10;

export const PLAN_TYPES = ['FREE', 'BASIC', 'PRO'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Map template types (spec §3 "Map template", §9). */
export const MAP_TYPES = ['linear', 'free', 'round', 'team'] as const;
export type MapType = (typeof MAP_TYPES)[number];
/** The map picker's type filter: `total` ("all") plus every map type (spec §2 "Map picker", §9). */
export const MAP_TYPE_FILTERS = ['total', ...MAP_TYPES] as const;
export type MapTypeFilter = (typeof MAP_TYPE_FILTERS)[number];

export const USER_TYPES = ['TEACHER', 'STUDENT'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SEARCH_TYPES = ['ALL', 'TITLE', 'EMAIL', 'AUTHOR_NAME'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_ORDERS = ['RECENTLY', 'POPULARITY'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

export const BUILD_MODES = ['CREATE', 'UPDATE', 'DUPLICATE'] as const;
export type BuildMode = (typeof BUILD_MODES)[number];

/** Hint types (spec §3 "Question", §9). */
export const HINT_TYPES = ['text', 'image', 'youtube'] as const;
export type HintType = (typeof HINT_TYPES)[number];

/** The publisher option whose name the teacher types (spec §5 "Custom publisher"). */
export const CUSTOM_PUBLISHER_VALUE = 'other';

/** Semester values (spec §3 "Category tree node", §5): 1, 2 and COMMON (shown as "shared"). */
export const SCHOOL_SEMESTERS = ['1', '2', 'COMMON'] as const;
export type SchoolSemester = (typeof SCHOOL_SEMESTERS)[number];

/** Country codes the product has category trees for (spec §1: KR first; US complete). */
export const COUNTRY_CODES = ['KR', 'US'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
