import type { Locale } from '@quizset/domain';

/** Wording for better-auth's error codes users meet on the sign-in and sign-up pages (en + ko). */
const AUTH_MESSAGES: Record<string, Record<Locale, string>> = {
  INVALID_EMAIL_OR_PASSWORD: {
    en: 'Invalid email or password',
    ko: '이메일 또는 비밀번호가 올바르지 않아요',
  },
  USER_ALREADY_EXISTS: { en: 'An account with this email already exists', ko: '이미 가입된 이메일이에요' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    en: 'An account with this email already exists',
    ko: '이미 가입된 이메일이에요',
  },
  INVALID_EMAIL: { en: 'Enter a valid email address', ko: '올바른 이메일 주소를 입력해주세요' },
  PASSWORD_TOO_SHORT: { en: 'Password must be at least 8 characters', ko: '비밀번호는 8자 이상이어야 해요' },
  PASSWORD_TOO_LONG: { en: 'Password can be at most 128 characters', ko: '비밀번호는 128자 이하여야 해요' },
};

/** The message for a better-auth error `code` in `locale`, or null for codes without our wording. */
export function authErrorMessage(code: string | undefined, locale: Locale): string | null {
  return (code && AUTH_MESSAGES[code]?.[locale]) || null;
}
