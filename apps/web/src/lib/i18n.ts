import type { Locale } from '@quizset/domain';
import type { i18n as I18n, Resource, ResourceLanguage } from 'i18next';
import enCommon from '../locales/en/common.json';
import koCommon from '../locales/ko/common.json';
import {
  currentLanguage,
  FALLBACK_LANGUAGE,
  initI18n,
  isSupportedLanguage,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from './i18n-setup';
import { validationResources } from './validation-messages';

export { currentLanguage, FALLBACK_LANGUAGE, isSupportedLanguage, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES };

/**
 * i18n of the web app (issue 2 §11: Korean and English complete, the language follows the browser
 * and can be switched). Korean is the product's first language, so it is the fallback.
 *
 * Namespaces: `common` (src/locales), one per feature (`src/features/<name>/locales/{ko,en}.json`,
 * namespace = folder name, docs/conventions.md), and `validation` (the domain's spec §5 messages).
 * Feature files are picked up by glob, so a new feature (the builder) needs no change here.
 */

type Messages = ResourceLanguage[string];

const featureFiles = import.meta.glob<Messages>('../features/*/locales/{ko,en}.json', {
  eager: true,
  import: 'default',
});

/** `../features/<name>/locales/<lng>.json` → `{ lng, ns }`. */
function parseFeaturePath(path: string): { lng: Locale; ns: string } | null {
  const match = /\/features\/([^/]+)\/locales\/(ko|en)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { ns: match[1], lng: match[2] as Locale };
}

/** Every namespace of every language, as loaded into i18next (exported for the key-parity test). */
export function buildResources(): Record<Locale, Record<string, Messages>> {
  const resources: Record<Locale, Record<string, Messages>> = {
    ko: { common: koCommon, validation: validationResources.ko },
    en: { common: enCommon, validation: validationResources.en },
  };
  for (const [path, messages] of Object.entries(featureFiles)) {
    const parsed = parseFeaturePath(path);
    if (parsed) resources[parsed.lng][parsed.ns] = messages;
  }
  return resources;
}

/**
 * Create an initialised i18next instance with every namespace of the app (see `initI18n`).
 */
export function createI18n(options: { lng?: Locale; detect?: boolean } = {}): I18n {
  return initI18n(buildResources() as Resource, options);
}

/**
 * The header switcher: change the language, remember the explicit choice (the detector reads it
 * back first on the next visit) and, through the `languageChanged` listener, update `<html lang>`.
 */
export async function switchLanguage(instance: I18n, lng: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Private mode / storage full: the switch still applies to this visit.
  }
  await instance.changeLanguage(lng);
}
