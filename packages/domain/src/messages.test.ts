import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants';
import { formatMessage, MESSAGE_KEYS, MESSAGES, messagesForLocale } from './messages';

describe('messages (spec §5)', () => {
  it('has non-empty English and Korean text for every key', () => {
    for (const key of MESSAGE_KEYS) {
      for (const locale of LOCALES) expect(MESSAGES[key][locale].trim()).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of MESSAGE_KEYS)
      expect(placeholders(MESSAGES[key].ko)).toEqual(placeholders(MESSAGES[key].en));
  });

  it("gives api.md's exact title wording and the spec's fixed texts", () => {
    expect(formatMessage('validation.title.tooShort', 'en', { min: 2 })).toBe(
      'Title must be at least 2 characters',
    );
    expect(formatMessage('validation.title.tooShort', 'ko', { min: 2 })).toBe('제목은 2자 이상 입력해주세요');
    expect(formatMessage('validation.required', 'en')).toBe('required input is empty, please complete');
    expect(formatMessage('validation.answer.required', 'en')).toBe('At least one answer is required');
    expect(formatMessage('validation.quizList.limit', 'en', { max: 20 })).toBe(
      'You can add up to 20 questions',
    );
  });

  it('interpolates every occurrence and keeps unknown placeholders visible', () => {
    expect(formatMessage('validation.publisher.customLength', 'en', { min: 2, max: 15 })).toBe(
      'Publisher name must be 2 to 15 characters',
    );
    expect(formatMessage('validation.title.tooLong', 'en')).toBe('Title can be at most {{max}} characters');
  });

  it('lists one locale as a flat bundle', () => {
    const ko = messagesForLocale('ko');
    expect(Object.keys(ko)).toEqual(MESSAGE_KEYS);
    expect(ko['validation.template.required']).toBe('맵을 선택해주세요');
  });
});
