import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/** The title and message an error alert shows (spec §8 "Generic error helper"). */
export interface ErrorText {
  title: string;
  /** null: the alert has a title only. */
  message: string | null;
}

/**
 * Per-status texts a caller knows better than the server (e.g. 413 → "confirm file size"): i18n keys
 * resolved with the caller's `t`, so each feature keeps its own words in its own namespace.
 */
export type ErrorMapping = Partial<Record<number, { titleKey: string; messageKey?: string }>>;

/**
 * The generic error helper of spec §8: an error that is not an API answer (a bug, a thrown string)
 * gives the 'unknown error' text; a known status with a mapping shows the mapping's title and message;
 * otherwise the default title, with the server's own message when it sent one (the server localizes
 * it; its error code is never shown). A network failure (status 0) says to check the connection.
 * `t` must be able to read the `common` namespace.
 */
export function errorText(error: unknown, t: TFunction, mapping: ErrorMapping = {}): ErrorText {
  if (!(error instanceof ApiError)) {
    return {
      title: t('error.unknownTitle', { ns: 'common' }),
      message: t('error.generic', { ns: 'common' }),
    };
  }
  const mapped = mapping[error.status];
  if (mapped) return { title: t(mapped.titleKey), message: mapped.messageKey ? t(mapped.messageKey) : null };
  if (error.status === 0)
    return { title: t('error.title', { ns: 'common' }), message: t('error.network', { ns: 'common' }) };
  const serverMessage = error.message.trim();
  return { title: t('error.title', { ns: 'common' }), message: serverMessage === '' ? null : serverMessage };
}
