import type { Locale } from '@quizset/domain';
import Negotiator from 'negotiator';

/**
 * The language of `available` that `Accept-Language` (RFC 9110 §12.5.4) prefers, by q-value, then
 * by how exactly the tag matches (`ko-KR` also takes `ko`), then by the header's order; `fallback`
 * when there is no header or it names none of them. Negotiation is `negotiator`'s (the one Express
 * and `accepts` use), not a parser of our own.
 * @param header the raw `Accept-Language` header, or undefined
 * @param available language codes as the app names them (`ko`, `en`)
 */
export function preferredLanguage<Code extends string>(
  header: string | undefined,
  available: readonly Code[],
  fallback: Code,
): Code {
  if (!header) return fallback;
  const language = new Negotiator({ headers: { 'accept-language': header } }).language([...available]);
  return (available as readonly string[]).includes(language ?? '') ? (language as Code) : fallback;
}

const RESPONSE_LOCALES: readonly Locale[] = ['en', 'ko'];

/**
 * The response language of a request (api.md "Conventions": messages in the caller's language):
 * Korean when `Accept-Language` prefers `ko` over `en`, English otherwise (including no header).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  return preferredLanguage(header, RESPONSE_LOCALES, 'en');
}
