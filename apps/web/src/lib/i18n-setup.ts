import { LOCALES, type Locale } from '@quizset/domain';
import i18next, { type i18n as I18n, type LanguageDetectorModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY } from './language-defaults';

/*
 * The i18next set-up shared by the app (lib/i18n.ts: every namespace) and the player's own entry
 * (features/play/lib/play-i18n.ts: only what /play shows, issue 10 "first-load JS ≤ 150 kB").
 */
export const SUPPORTED_LANGUAGES = LOCALES;
export { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY };

export function isSupportedLanguage(value: string | null | undefined): value is Locale {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The active language reduced to a supported one ('en-US' → 'en'). */
export function currentLanguage(instance: I18n = i18next): Locale {
  const base = (instance.resolvedLanguage ?? instance.language ?? '').slice(0, 2);
  return isSupportedLanguage(base) ? base : FALLBACK_LANGUAGE;
}

/**
 * The languages the reader may want, best first: the stored explicit choice (the header switcher),
 * then the browser's languages, then `<html lang>`. i18next takes the first it supports
 * (`supportedLngs`, 'en-US' counting as 'en'), else the fallback. Nothing is stored here: only the
 * switcher stores a choice. The same order i18next-browser-languagedetector was configured with,
 * in a few lines instead of its ~2 kB gzip on every page's first load (issue 20 item 1).
 */
export function detectLanguages(): string[] {
  const found: string[] = [];
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) found.push(stored);
  } catch {
    // Storage blocked (private mode, sandboxed iframe): the browser's languages still count.
  }
  if (typeof navigator !== 'undefined') found.push(...(navigator.languages ?? []), navigator.language);
  if (typeof document !== 'undefined') found.push(document.documentElement.getAttribute('lang') ?? '');
  return found.filter((code) => code !== '');
}

const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage: () => {},
};

/**
 * An initialised i18next instance over `resources`. `detect: false` (tests) pins `lng` instead of
 * reading the browser. Resources are bundled, so init completes synchronously (`initAsync: false`):
 * the first render already has its strings.
 */
export function initI18n(
  resources: Resource,
  { lng, detect = true }: { lng?: Locale; detect?: boolean } = {},
): I18n {
  const instance = i18next.createInstance();
  if (detect) instance.use(languageDetector);
  instance.use(initReactI18next);
  void instance.init({
    resources,
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
  });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = currentLanguage(instance);
    instance.on('languageChanged', () => {
      document.documentElement.lang = currentLanguage(instance);
    });
  }
  return instance;
}
