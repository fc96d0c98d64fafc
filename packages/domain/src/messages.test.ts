import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
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

  it.each([
    ['validation.title.tooShort', { min: 2 }, 'Title must be at least 2 characters'],
    ['validation.title.tooLong', { max: 60 }, 'Title must be at most 60 characters'],
    ['validation.template.required', {}, 'Background template is required'],
    ['validation.schoolType.required', {}, 'School type is required'],
    ['validation.grade.required', {}, 'Grade is required'],
    ['validation.semester.required', {}, 'Semester is required'],
    ['validation.subject.required', {}, 'Subject is required'],
    ['validation.quizList.empty', {}, 'At least one quiz is required'],
    ['validation.question.required', {}, 'Question is required'],
    ['validation.hint.required', {}, 'Hint is required'],
    ['validation.hint.textRequired', {}, 'Text hint is required'],
    ['validation.hint.imageRequired', {}, 'Image hint is required'],
    ['validation.hint.youtubeRequired', {}, 'Youtube hint is required'],
    ['validation.hint.youtubeInvalid', {}, 'Youtube link is invalid'],
    ['validation.ox.answerRequired', {}, 'OX Answer is required'],
    ['validation.choice.required', {}, 'Choice text is required'],
    ['validation.choice.blank', {}, 'Blank choice text is not allowed'],
    ['validation.answer.required', {}, 'At least one answer is required'],
    ['validation.subjective.answerRequired', {}, 'Subjective Answer text is required'],
    ['validation.subjective.answerBlank', {}, 'Blank answer is not allowed'],
    ['validation.publisher.customRequired', {}, 'Custom publisher is required'],
    ['validation.required', {}, 'required input is empty, please complete'],
    ['validation.requiredField', {}, 'required field'],
  ] as const)('%s has the spec wording (spec §5)', (key, params, text) => {
    expect(formatMessage(key, 'en', params)).toBe(text);
  });

  it('has a Korean wording for each of them', () => {
    expect(formatMessage('validation.title.tooShort', 'ko', { min: 2 })).toBe('제목은 2자 이상이어야 해요');
    expect(formatMessage('validation.schoolType.required', 'ko')).toBe('학교급을 선택해야 해요');
    expect(formatMessage('validation.choice.blank', 'ko')).toBe('공백만 있는 보기는 쓸 수 없어요');
  });

  it('interpolates every occurrence and keeps unknown placeholders visible', () => {
    expect(formatMessage('validation.choice.count', 'en', { min: 2, max: 5 })).toBe(
      'A multiple choice question needs 2 to 5 choices',
    );
    expect(formatMessage('validation.title.tooLong', 'en')).toBe('Title must be at most {{max}} characters');
  });

  it('lists one locale as a flat bundle', () => {
    const ko = messagesForLocale('ko');
    expect(Object.keys(ko)).toEqual(MESSAGE_KEYS);
    expect(ko['validation.template.required']).toBe('맵을 선택해야 해요');
  });
});
