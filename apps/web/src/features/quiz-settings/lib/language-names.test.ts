import { describe, expect, it } from 'vitest';
import { languageName } from './language-names';

describe('languageName (issue 19 item 18: names in the interface language)', () => {
  it('names every language in the interface language, not its own', () => {
    expect(languageName('ja', 'en')).toBe('Japanese');
    expect(languageName('ja', 'ko')).toBe('일본어');
    expect(languageName('en', 'ko')).toBe('영어');
    expect(languageName('vi', 'en')).toBe('Vietnamese');
  });

  it('falls back to the code for a tag the browser cannot read', () => {
    expect(languageName('not a tag', 'en')).toBe('not a tag');
  });
});
