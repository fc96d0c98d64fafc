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
  };
}
