import { LOCALES, type Locale } from '@quizset/domain';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import koCommon from '../locales/ko/common.json';
import { validationResources } from './validation-messages';

/**
 * i18n of the web app (issue 2 §11: Korean and English complete, the language follows the browser
 * and can be switched). Korean is the product's first language, so it is the fallback.
 *
 * Namespaces: `common` (src/locales), one per feature (`src/features/<name>/locales/{ko,en}.json`,
 * namespace = folder name, docs/conventions.md), and `validation` (the domain's spec §5 messages).
 * Feature files are picked up by glob, so a new feature (the builder) needs no change here.
 */
export const SUPPORTED_LANGUAGES = LOCALES;
export const FALLBACK_LANGUAGE: Locale = 'ko';
/** localStorage key of the user's explicit choice (the header switcher writes it). */
export const LANGUAGE_STORAGE_KEY = 'quizset.language';

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

export function isSupportedLanguage(value: string | null | undefined): value is Locale {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The active language reduced to a supported one ('en-US' → 'en'). */
export function currentLanguage(instance: I18n = i18next): Locale {
  const base = (instance.resolvedLanguage ?? instance.language ?? '').slice(0, 2);
  return isSupportedLanguage(base) ? base : FALLBACK_LANGUAGE;
}

/**
 * Create an initialised i18next instance. `detect: false` (tests) pins `lng` instead of reading the
 * browser. Resources are bundled, so init completes synchronously (`initAsync: false`): the first
 * render already has its strings.
 */
export function createI18n({ lng, detect = true }: { lng?: Locale; detect?: boolean } = {}): I18n {
  const instance = i18next.createInstance();
  if (detect) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    resources: buildResources() as Resource,
    lng: detect ? undefined : (lng ?? FALLBACK_LANGUAGE),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    defaultNS: 'common',
    ns: ['common'],
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
    },
  });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = currentLanguage(instance);
    instance.on('languageChanged', () => {
      document.documentElement.lang = currentLanguage(instance);
    });
  }
  return instance;
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
