import type { Locale } from '@quizset/domain';
import type { ResourceLanguage } from 'i18next';
import { validationResources } from './validation-messages';

/** One namespace's messages, as i18next takes them. */
export type Messages = ResourceLanguage[string];

/** Every namespace of one language: `common`, `validation` and one per feature. */
export type LanguageMessages = Record<string, Messages>;

/** `../features/<name>/locales/<lng>.json` → the namespace (the folder name), or null. */
function namespaceOf(path: string): string | null {
  return /\/features\/([^/]+)\/locales\/(?:ko|en)\.json$/.exec(path)?.[1] ?? null;
}

/**
 * The namespaces of one language from its files: `common` (src/locales/<lng>/common.json), the
 * domain's spec §5 messages as `validation` (validation-messages.ts) and each feature's file under
 * its folder name (docs/conventions.md). Used by the per-language modules src/locales/{ko,en}.ts.
 */
export function collectLanguageMessages(
  lng: Locale,
  common: Messages,
  featureFiles: Record<string, Messages>,
): LanguageMessages {
  const messages: LanguageMessages = { common, validation: validationResources[lng] };
  for (const [path, featureMessages] of Object.entries(featureFiles)) {
    const ns = namespaceOf(path);
    if (ns) messages[ns] = featureMessages;
  }
  return messages;
}
