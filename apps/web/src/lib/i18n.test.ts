import { describe, expect, it, vi } from 'vitest';
import { buildResources, createI18n } from '../test/i18n';
import { LANGUAGE_STORAGE_KEY, loadI18n, switchLanguage } from './i18n';
import { detectLanguages } from './i18n-setup';

/** Dotted paths of every leaf string; plural suffixes are kept (both languages carry _one/_other). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value === null || typeof value !== 'object') return [`${prefix}:<${typeof value}>`];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('i18n resources', () => {
  const resources = buildResources();

  it('loads common, validation and every feature namespace', () => {
    const namespaces = Object.keys(resources.en);
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'validation', 'auth', 'explore', 'quiz-view']),
    );
    expect(Object.keys(resources.ko).sort()).toEqual(namespaces.sort());
  });

  it.each(Object.keys(buildResources().en))('namespace %s has the same keys in ko and en', (ns) => {
    const ko = leafKeys(resources.ko[ns]).sort();
    const en = leafKeys(resources.en[ns]).sort();
    expect(ko).toEqual(en);
  });

  it('has no empty string', () => {
    for (const lng of ['ko', 'en'] as const) {
      for (const [ns, messages] of Object.entries(resources[lng])) {
        const flat = JSON.stringify(messages);
        expect(flat, `${lng}/${ns}`).not.toContain('""');
      }
    }
  });
});

describe('language switching', () => {
  it('stores the choice and sets <html lang>', async () => {
    const i18n = createI18n({ lng: 'ko', detect: false });
    expect(document.documentElement.lang).toBe('ko');
    expect(i18n.t('nav.explore')).toBe('둘러보기');
    await switchLanguage(i18n, 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('nav.explore')).toBe('Explore');
  });

  it('without a stored choice, takes the first supported browser language, region ignored', () => {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-GB', 'ko']);
    try {
      expect(detectLanguages().slice(0, 3)).toEqual(['fr-FR', 'en-GB', 'ko']);
      const i18n = createI18n();
      expect(i18n.resolvedLanguage).toBe('en');
      expect(document.documentElement.lang).toBe('en');
    } finally {
      languages.mockRestore();
    }
  });

  it('detects the stored choice before the browser language', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the app loads one language at a time', () => {
  it('loads the detected language only, and the other one on a switch', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const i18n = await loadI18n();
    expect(i18n.t('nav.explore')).toBe('Explore');
    expect(i18n.hasResourceBundle('en', 'explore')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'common')).toBe(false);
    await switchLanguage(i18n, 'ko');
    expect(i18n.t('nav.explore')).toBe('둘러보기');
    expect(document.documentElement.lang).toBe('ko');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ko');
  });
});

describe('validation namespace', () => {
  it('renders the domain messages with their params in both languages', () => {
    const i18n = createI18n({ lng: 'en', detect: false });
    expect(i18n.t('validation.title.tooShort', { ns: 'validation', min: 2 })).toBe(
      'Title must be at least 2 characters',
    );
    void i18n.changeLanguage('ko');
    expect(i18n.t('validation.title.tooShort', { ns: 'validation', min: 2 })).toBe(
      '제목은 2자 이상이어야 해요',
    );
  });
});
