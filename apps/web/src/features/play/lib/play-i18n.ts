import type { Locale } from '@quizset/domain';
import type { i18n as I18n } from 'i18next';
import { currentLanguage, initI18n } from '../../../lib/i18n-setup';
import type { LanguageMessages } from '../../../lib/locale-messages';
import { retryImport } from '../../../lib/retry-import';

/**
 * Each language's namespaces of /play — common, the domain's messages (`validation`), the player's
 * and the hint's — as a module of its own, so a player's first load carries one language's text and
 * none of the other features' (issue 10 "first-load JS ≤ 150 kB", issue 20 item 1 "/play loads only
 * the current language"). The player has no language switcher, so the other one is never fetched.
 */
const PLAY_LANGUAGE_MODULES: Record<Locale, () => Promise<{ default: LanguageMessages }>> = {
  ko: () => import('./play-messages-ko'),
  en: () => import('./play-messages-en'),
};

/**
 * i18n of the player's own entry (play-main.tsx): the language detected as in the app (stored
 * choice, then the browser), its messages loaded. Resolves once they are there, so the first render
 * shows text, never keys. A failed fetch of them is tried again until it works (`retryImport`,
 * `forever`): the player renders nothing before they are there, and a dropped connection at that
 * moment left a white page.
 */
export async function loadPlayI18n(): Promise<I18n> {
  const instance = initI18n({});
  const lng = currentLanguage(instance);
  const { default: namespaces } = await retryImport(PLAY_LANGUAGE_MODULES[lng], true);
  for (const [ns, messages] of Object.entries(namespaces)) instance.addResourceBundle(lng, ns, messages);
  // Resolve the language again now that it has messages (`resolvedLanguage`, `t`).
  await instance.changeLanguage(lng);
  return instance;
}
