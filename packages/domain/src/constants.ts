/**
 * Product constants (spec §9). One place for every number the browser and the server both enforce.
 * Sizes are in bytes, dimensions in CSS/image pixels, durations in milliseconds.
 */
export const QUESTION_TYPES = ['MULTIPLE_CHOICE', 'OX', 'SUBJECTIVE'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const MAX_QUIZ_COUNT = 20;
export const MIN_QUIZ_COUNT = 1;
export const TITLE_MIN_LENGTH = 2;
export const TITLE_MAX_LENGTH = 50;
export const QUESTION_MAX_LENGTH = 200;
export const QUESTION_RICH_TEXT_MAX_LENGTH = 20_000;
export const MIN_CHOICE_COUNT = 2;
export const MAX_CHOICE_COUNT = 5;
export const CHOICE_TEXT_MAX_LENGTH = 100;
export const MAX_SUBJECTIVE_ANSWER_COUNT = 5;
export const SUBJECTIVE_ANSWER_MAX_LENGTH = 50;
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

export const MATERIAL_MAX_BYTES = 30 * 1024 * 1024;
export const MATERIAL_MAX_PAGES = 500;
export const MATERIAL_EXTENSIONS = ['pdf', 'docx', 'pptx', 'hwp', 'csv', 'txt'] as const;

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

export const MAP_TYPES = ['CLASSIC', 'ROUND', 'RACE', 'ESCAPE', 'TEAM'] as const;
export type MapType = (typeof MAP_TYPES)[number];

export const USER_TYPES = ['TEACHER', 'STUDENT'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SEARCH_TYPES = ['ALL', 'TITLE', 'EMAIL', 'AUTHOR_NAME'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_ORDERS = ['RECENTLY', 'POPULARITY'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

export const BUILD_MODES = ['CREATE', 'UPDATE', 'DUPLICATE'] as const;
export type BuildMode = (typeof BUILD_MODES)[number];

export const HINT_TYPES = ['TEXT', 'IMAGE', 'YOUTUBE'] as const;
export type HintType = (typeof HINT_TYPES)[number];

export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The publisher option whose name the teacher types (spec §2 Step 2). */
export const CUSTOM_PUBLISHER_ID = 'CUSTOM';
