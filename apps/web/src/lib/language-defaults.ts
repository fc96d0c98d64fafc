import type { Locale } from '@quizset/domain';

/*
 * The language defaults without i18next, so the build (vite.config.ts: the player's preload script,
 * build-tools/route-preload.ts) detects the language as the app does without loading the app's i18n.
 */
export const FALLBACK_LANGUAGE: Locale = 'ko';
/** localStorage key of the user's explicit choice (the header switcher writes it). */
export const LANGUAGE_STORAGE_KEY = 'quizset.language';
