import type { Locale } from '@quizset/domain';
import type { i18n as I18n } from 'i18next';
import {
  currentLanguage,
  FALLBACK_LANGUAGE,
  initI18n,
  isSupportedLanguage,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from './i18n-setup';
import type { LanguageMessages } from './locale-messages';
import { retryImport } from './retry-import';

export { currentLanguage, FALLBACK_LANGUAGE, isSupportedLanguage, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES };

/**
 * i18n of the web app (issue 2 §11: Korean and English complete, the language follows the browser
 * and can be switched). Korean is the product's first language, so it is the fallback.
 *
 * Namespaces: `common` (src/locales), one per feature (`src/features/<name>/locales/{ko,en}.json`,
 * namespace = folder name, docs/conventions.md), and `validation` (the domain's spec §5 messages).
 * Each language's namespaces are one module (src/locales/{ko,en}.ts, feature files picked up by
 * glob) loaded with `import()`: a page's first load carries no text (issue 2 "Performance"), and
 * the other language is fetched only when the reader switches to it.
 */
const LANGUAGE_MODULES: Record<Locale, () => Promise<{ default: LanguageMessages }>> = {
  ko: () => import('../locales/ko'),
  en: () => import('../locales/en'),
};

/**
 * Loads `lng`'s namespaces into `instance` unless they are there already; a failed fetch is tried
 * again (lib/retry-import.ts) before the page or the switch gives up.
 */
async function addLanguage(instance: I18n, lng: Locale): Promise<void> {
  if (instance.hasResourceBundle(lng, 'common')) return;
  const { default: namespaces } = await retryImport(LANGUAGE_MODULES[lng]);
  // Deep merge without overwriting: lazy chunks may have added to a namespace already (ai).
  for (const [ns, messages] of Object.entries(namespaces))
    instance.addResourceBundle(lng, ns, messages, true, false);
}

/**
 * The app's i18next instance: the language detected (stored choice, then the browser), its
 * messages loaded. Resolves once they are there, so the first render shows text, never keys.
 */
export async function loadI18n(): Promise<I18n> {
  const instance = initI18n({});
  const lng = currentLanguage(instance);
  await addLanguage(instance, lng);
  // Resolve the language again now that it has messages (`resolvedLanguage`, `t`).
  await instance.changeLanguage(lng);
  return instance;
}

/**
 * The header switcher: load the language's messages, change the language, remember the explicit
 * choice (the detector reads it back first on the next visit) and, through the `languageChanged`
 * listener, update `<html lang>`.
 */
export async function switchLanguage(instance: I18n, lng: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Private mode / storage full: the switch still applies to this visit.
  }
  await addLanguage(instance, lng);
  await instance.changeLanguage(lng);
}
