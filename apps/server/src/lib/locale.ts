import type { Locale } from '@quizset/domain';

/**
 * The response language of a request (api.md "Conventions": messages in the caller's language):
 * Korean when `Accept-Language` prefers `ko` over `en`, English otherwise (including no header).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return 'en';
  let best: { locale: Locale; q: number } = { locale: 'en', q: -1 };
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    const locale: Locale | null = tag.startsWith('ko') ? 'ko' : tag.startsWith('en') ? 'en' : null;
    // Earlier entries win ties, as browsers list them in preference order.
    if (locale && Number.isFinite(q) && q > best.q) best = { locale, q };
  }
  return best.locale;
}
