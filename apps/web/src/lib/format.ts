import { useTranslation } from 'react-i18next';

/** Dates and numbers in the UI language (issue 2 §11), not the browser's, so a switch changes them too. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return {
    /** ISO timestamp → "2026. 11. 20." / "Nov 20, 2026"; an unparsable value is shown as given. */
    formatDate(iso: string): string {
      const date = new Date(iso);
      return Number.isNaN(date.getTime())
        ? iso
        : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
    },
    formatDateTime(iso: string): string {
      const date = new Date(iso);
      return Number.isNaN(date.getTime())
        ? iso
        : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    },
    formatNumber(value: number): string {
      return new Intl.NumberFormat(locale).format(value);
    },
    /** File sizes: whole kilobytes under 1 MB (never "0.0 MB", issue 19 item 18), else megabytes to one decimal. */
    formatFileSize(bytes: number): string {
      return formatFileSize(bytes, locale);
    },
  };
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * `bytes` as "12 kB" / "3.4 MB" in `locale`'s number and unit words (Intl unit formatting): at least
 * 1 kB for a non-empty file, kilobytes below 1 MB, megabytes (one decimal) from there.
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < MB) {
    const kb = bytes === 0 ? 0 : Math.max(1, Math.round(bytes / KB));
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(kb);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / MB,
  );
}
