import { describe, expect, it } from 'vitest';
import { defaultCountryForLocale } from './country';

describe('defaultCountryForLocale (issue 19 item 1)', () => {
  it('takes the region of the browser language when the product has it', () => {
    expect(defaultCountryForLocale('en-US')).toBe('US');
    expect(defaultCountryForLocale('ko-KR')).toBe('KR');
    expect(defaultCountryForLocale('en-KR')).toBe('KR');
    expect(defaultCountryForLocale('ko_US')).toBe('US');
    expect(defaultCountryForLocale('zh-Hant-US')).toBe('US');
  });

  it('falls back on the language: Korean → KR, others → US; nothing → KR (spec §1 KR first)', () => {
    expect(defaultCountryForLocale('ko')).toBe('KR');
    expect(defaultCountryForLocale('en')).toBe('US');
    expect(defaultCountryForLocale('en-GB')).toBe('US');
    expect(defaultCountryForLocale('')).toBe('KR');
    expect(defaultCountryForLocale(undefined)).toBe('KR');
  });
});
