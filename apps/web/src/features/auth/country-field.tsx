import { NativeSelect } from '@mantine/core';
import { COUNTRY_CODES, type CountryCode, defaultCountryForLocale } from '@quizset/domain';
import { useTranslation } from 'react-i18next';

/** The name of `code` in the interface language ("미국" / "United States"), from the browser's CLDR data. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The sign-up default (issue 19 item 1): the browser's region when we have it ("en-US" → US). */
export function browserDefaultCountry(): CountryCode {
  return defaultCountryForLocale(typeof navigator === 'undefined' ? null : navigator.language);
}

interface CountryFieldProps {
  value: CountryCode;
  onChange: (value: CountryCode) => void;
}

/**
 * The teacher's country (issue 19 items 1–2): it picks the curriculum tree and publishers of the sets
 * she makes from now on; a saved set keeps the country it was made in. A native select: keyboard and
 * phone pickers for free.
 */
export function CountryField({ value, onChange }: CountryFieldProps) {
  const { t, i18n } = useTranslation('auth');
  return (
    <NativeSelect
      label={t('country.label')}
      description={t('country.description')}
      value={value}
      data-testid="country-select"
      onChange={(event) => {
        const next = COUNTRY_CODES.find((code) => code === event.currentTarget.value);
        if (next) onChange(next);
      }}
      data={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, i18n.language) }))}
    />
  );
}
