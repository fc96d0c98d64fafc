import type { Locale } from '@quizset/domain';
import type { i18n as I18n, Resource } from 'i18next';
import { initI18n } from '../lib/i18n-setup';
import type { LanguageMessages } from '../lib/locale-messages';
import en from '../locales/en';
import ko from '../locales/ko';

/**
 * Tests only: both languages bundled, so an instance is ready synchronously. The app loads one
 * language at a time instead (lib/i18n.ts `loadI18n`).
 */

/**
 * Every namespace of every language, as the app loads them (the key-parity test reads this). A copy
 * each time: i18next adds bundles (the lazy AI strings) into the objects it was given, and the web
 * project's files share one module registry (apps/web/vitest.config.ts).
 */
export function buildResources(): Record<Locale, LanguageMessages> {
  return structuredClone({ ko, en });
}

/** An initialised i18next instance with every namespace of both languages (see `initI18n`). */
export function createI18n(options: { lng?: Locale; detect?: boolean } = {}): I18n {
  return initI18n(buildResources() as Resource, options);
}
