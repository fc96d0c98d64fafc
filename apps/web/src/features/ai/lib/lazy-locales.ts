import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from '../locales/lazy/en.json';
import ko from '../locales/lazy/ko.json';

/**
 * The `ai` namespace comes in two parts: `locales/{ko,en}.json` (the entry buttons, plan gate and
 * limit alert on the build page, loaded with every page like every feature's strings) and
 * `locales/lazy/{ko,en}.json` (the modals', results' and card buttons' strings), which travel in the
 * lazy chunks that use them and are merged into the namespace there. Every page's first load stays
 * free of them (issue 2 "Performance").
 */
export const LAZY_AI_MESSAGES = { en, ko } as const;

const added = new WeakSet<I18n>();

/** Merges the lazy strings into `i18n`'s `ai` namespace, once per instance (both languages). */
export function addLazyAiLocales(i18n: I18n): void {
  if (added.has(i18n)) return;
  for (const [lng, messages] of Object.entries(LAZY_AI_MESSAGES))
    i18n.addResourceBundle(lng, 'ai', messages, true, false);
  added.add(i18n);
}

/** For the lazy components' roots: their strings are there before they render. */
export function useLazyAiLocales(): void {
  const { i18n } = useTranslation();
  addLazyAiLocales(i18n);
}
