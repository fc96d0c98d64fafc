import type { Locale } from '@quizset/domain';
import { useTranslation } from 'react-i18next';

/** The active UI language reduced to a content locale, for `{ ko, en }` names from the server. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'ko').startsWith('en') ? 'en' : 'ko';
}
