import { type Locale, messagesForLocale } from '@quizset/domain';

/**
 * The `validation` namespace: the domain's spec §5 messages (packages/domain/src/messages.ts), the
 * same text the server answers with. Keys keep the domain's dotted form as flat keys (i18next
 * resolves a flat dotted key when no nested path matches), so a domain issue renders with
 * `t(issue.key, { ns: 'validation', ...issue.params })`.
 */
export const validationResources: Record<Locale, Record<string, string>> = {
  ko: messagesForLocale('ko'),
  en: messagesForLocale('en'),
};
