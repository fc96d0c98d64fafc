import type { Locale } from '@quizset/domain';

/** "14:05" / "오후 2:05" for the autosave indicator (spec §2 header: "Saved HH:mm"). */
export function formatClockTime(epochMs: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(epochMs);
}

/** Date and time of a stored draft for the continue dialog, in the reader's language. */
export function formatDateTime(epochMs: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}
