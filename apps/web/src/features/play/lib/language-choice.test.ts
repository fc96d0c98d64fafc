import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedLanguage, storeLanguage, usableLanguage } from './language-choice';

describe('the player keeps its language per room (issue 15 item 11)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('stores, reads back and forgets a choice, one room apart from another', () => {
    storeLanguage('roomA', 'en');
    expect(storedLanguage('roomA')).toBe('en');
    expect(storedLanguage('roomB')).toBe('');
    storeLanguage('roomA', '');
    expect(storedLanguage('roomA')).toBe('');
  });

  it('reads as the original when storage throws, and does not throw when storing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storedLanguage('roomA')).toBe('');
    expect(() => storeLanguage('roomA', 'en')).not.toThrow();
  });

  it('uses a stored language only while the room offers it', () => {
    expect(usableLanguage('en', ['en', 'ja'])).toBe('en');
    expect(usableLanguage('en', [])).toBe('');
    expect(usableLanguage('en', undefined)).toBe('');
    expect(usableLanguage('', ['en'])).toBe('');
  });
});
