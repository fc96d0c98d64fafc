import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../test/i18n';
import { addLazyAiLocales, LAZY_AI_MESSAGES } from './lazy-locales';

/** Dotted paths of every leaf string (plural suffixes kept). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as object).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the AI strings loaded with the lazy chunks', () => {
  it('have the same keys in Korean and English, none empty', () => {
    expect(leafKeys(LAZY_AI_MESSAGES.ko).sort()).toEqual(leafKeys(LAZY_AI_MESSAGES.en).sort());
    for (const messages of Object.values(LAZY_AI_MESSAGES))
      expect(JSON.stringify(messages)).not.toContain('""');
  });

  it('join the ai namespace without replacing what the page loaded', () => {
    const i18n = createI18n({ lng: 'en', detect: false });
    expect(i18n.exists('topic.title', { ns: 'ai' })).toBe(false);
    addLazyAiLocales(i18n);
    addLazyAiLocales(i18n);
    expect(i18n.t('topic.title', { ns: 'ai' })).toBe('Make questions from a topic');
    expect(i18n.t('entry.topic', { ns: 'ai' })).toBe('AI: from a topic');
    i18n.changeLanguage('ko');
    expect(i18n.t('topic.title', { ns: 'ai' })).toBe('주제로 문제 만들기');
  });
});
