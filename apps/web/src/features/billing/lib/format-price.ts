/**
 * A price of the list as the reader's locale writes it (issue 22 item 1: KRW in KR, USD elsewhere):
 * `unitAmount` is in the currency's minor units as Stripe counts them, so it is divided by 10 to the
 * currency's fraction digits (0 for KRW, 2 for USD) before formatting.
 */
export function formatPrice(unitAmount: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(unitAmount / 10 ** digits);
}
