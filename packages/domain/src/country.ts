import { COUNTRY_CODES, type CountryCode } from './constants';

/**
 * The country a sign-up starts with (issue 19 item 1), from a BCP 47 language tag such as the
 * browser's `navigator.language`: its region when the product has that country ("en-US" → US,
 * "ko-KR" → KR), else Korean → KR, any other language → US (the English curriculum). The teacher
 * confirms or changes it on the same step, and later on the account page.
 */
export function defaultCountryForLocale(languageTag: string | null | undefined): CountryCode {
  const parts = (languageTag ?? '').replace(/_/g, '-').split('-');
  const language = (parts[0] ?? '').toLowerCase();
  const region = parts
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
    ?.toUpperCase();
  const known = COUNTRY_CODES.find((code) => code === region);
  if (known) return known;
  if (language === 'ko') return 'KR';
  return language === '' ? 'KR' : 'US';
}
