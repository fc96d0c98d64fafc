import { IMPORT_FORMATS, NOT_IMPORTED_REASONS } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ko from '../locales/ko.json';

describe('import-export locales', () => {
  it('translate every not-imported reason the server can send, with the same placeholders', () => {
    const keys = Object.keys(NOT_IMPORTED_REASONS).sort();
    expect(Object.keys(en.reasons).sort()).toEqual(keys);
    expect(Object.keys(ko.reasons).sort()).toEqual(keys);
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of keys) {
      const english = NOT_IMPORTED_REASONS[key as keyof typeof NOT_IMPORTED_REASONS];
      expect(placeholders(en.reasons[key as keyof typeof en.reasons])).toEqual(placeholders(english));
      expect(placeholders(ko.reasons[key as keyof typeof ko.reasons])).toEqual(placeholders(english));
    }
  });

  it('name every import format', () => {
    expect(Object.keys(en.formats).sort()).toEqual([...IMPORT_FORMATS].sort());
    expect(Object.keys(ko.formats).sort()).toEqual([...IMPORT_FORMATS].sort());
  });
});
