import type { Locale } from './constants';

/**
 * Every validation and upload message of spec §5 as an i18n key with English and Korean text.
 * `{{name}}` placeholders use i18next's default interpolation syntax, so the web app can load
 * `messagesForLocale(locale)` as a resource bundle, and the server formats the same keys with
 * `formatMessage` (api.md: the error `message` is the spec's wording where the spec has one).
 */
export const MESSAGES = {
  'validation.required': {
    en: 'required input is empty, please complete',
    ko: '필수 입력 항목이 비어 있어요. 입력을 완료해주세요',
  },
  'validation.title.tooShort': {
    en: 'Title must be at least {{min}} characters',
    ko: '제목은 {{min}}자 이상 입력해주세요',
  },
  'validation.title.tooLong': {
    en: 'Title can be at most {{max}} characters',
    ko: '제목은 {{max}}자 이하로 입력해주세요',
  },
  'validation.template.required': { en: 'Choose a map', ko: '맵을 선택해주세요' },
  'validation.quizList.empty': { en: 'Add at least one question', ko: '문제를 1개 이상 추가해주세요' },
  'validation.quizList.limit': {
    en: 'You can add up to {{max}} questions',
    ko: '문제는 최대 {{max}}개까지 추가할 수 있어요',
  },
  'validation.question.tooLong': {
    en: 'Question can be at most {{max}} characters',
    ko: '문제는 {{max}}자 이하로 입력해주세요',
  },
  'validation.richText.tooLong': {
    en: 'The formatted text is too long (at most {{max}} characters of markup)',
    ko: '서식이 포함된 내용이 너무 길어요 (최대 {{max}}자)',
  },
  'validation.choice.count': {
    en: 'A multiple choice question needs {{min}} to {{max}} choices',
    ko: '객관식 보기는 {{min}}개 이상 {{max}}개 이하로 만들어주세요',
  },
  'validation.choice.tooLong': {
    en: 'A choice can be at most {{max}} characters',
    ko: '보기는 {{max}}자 이하로 입력해주세요',
  },
  'validation.answer.required': { en: 'At least one answer is required', ko: '정답을 1개 이상 지정해주세요' },
  'validation.answer.invalid': {
    en: 'The answer must point to an existing choice, once',
    ko: '정답은 존재하는 보기를 한 번씩만 가리켜야 해요',
  },
  'validation.ox.answerRequired': {
    en: 'Choose O or X as the answer',
    ko: '정답을 O 또는 X 중에서 선택해주세요',
  },
  'validation.subjective.tooMany': {
    en: 'You can add up to {{max}} answers',
    ko: '정답은 최대 {{max}}개까지 추가할 수 있어요',
  },
  'validation.subjective.answerTooLong': {
    en: 'An answer can be at most {{max}} characters',
    ko: '정답은 {{max}}자 이하로 입력해주세요',
  },
  'validation.hint.textTooLong': {
    en: 'Hint can be at most {{max}} characters',
    ko: '힌트는 {{max}}자 이하로 입력해주세요',
  },
  'validation.hint.youtubeTooLong': {
    en: 'YouTube link can be at most {{max}} characters',
    ko: '유튜브 링크는 {{max}}자 이하로 입력해주세요',
  },
  'validation.hint.youtubeInvalid': {
    en: 'Enter a YouTube link (youtube.com or youtu.be)',
    ko: '유튜브 링크(youtube.com 또는 youtu.be)를 입력해주세요',
  },
  'validation.publisher.customLength': {
    en: 'Publisher name must be {{min}} to {{max}} characters',
    ko: '출판사 이름은 {{min}}자 이상 {{max}}자 이하로 입력해주세요',
  },
  'validation.category.unknown': { en: 'Unknown category', ko: '알 수 없는 분류예요' },
  'image.tooMany': {
    en: 'You can add only {{max}} image here',
    ko: '이미지는 {{max}}개까지만 추가할 수 있어요',
  },
  'image.tooLarge': {
    en: 'Images must be {{maxMb}} MB or smaller',
    ko: '이미지는 {{maxMb}}MB 이하만 올릴 수 있어요',
  },
  'image.extension': {
    en: 'Only {{extensions}} images can be uploaded',
    ko: '{{extensions}} 형식의 이미지만 올릴 수 있어요',
  },
  'image.dimension': {
    en: 'Image width and height must each be below {{max}} px',
    ko: '이미지의 가로와 세로는 각각 {{max}}px 미만이어야 해요',
  },
  'image.unreadable': {
    en: 'This image could not be read. Try another file',
    ko: '이미지를 읽을 수 없어요. 다른 파일을 올려주세요',
  },
  'material.extension': {
    en: 'Unsupported file type. Allowed: {{extensions}}',
    ko: '지원하지 않는 파일 형식이에요. 가능한 형식: {{extensions}}',
  },
  'material.tooLarge': {
    en: 'Files must be {{maxMb}} MB or smaller',
    ko: '파일은 {{maxMb}}MB 이하만 올릴 수 있어요',
  },
  'material.passwordProtected': {
    en: 'This file is password protected. Remove the password and try again',
    ko: '비밀번호로 보호된 파일이에요. 비밀번호를 해제한 뒤 다시 올려주세요',
  },
  'material.tooManyPages': {
    en: 'Files can have at most {{max}} pages',
    ko: '파일은 {{max}}쪽 이하만 올릴 수 있어요',
  },
  'material.noText': {
    en: 'No text could be read from this file',
    ko: '파일에서 읽을 수 있는 글자를 찾지 못했어요',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];
export type MessageParams = Record<string, string | number>;

/**
 * The text of `key` in `locale` with `{{name}}` placeholders replaced from `params` (spec §5).
 * A placeholder without a param stays as written, so a missing param is visible rather than blank.
 */
export function formatMessage(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return interpolateMessage(MESSAGES[key][locale], params);
}

/**
 * `template` with its `{{name}}` placeholders replaced from `params`, for message tables that share
 * the domain's placeholder syntax (e.g. the server's own messages). A placeholder without a param
 * stays as written.
 */
export function interpolateMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * All messages of one locale as a flat `{ key: text }` object (spec §5), e.g. for
 * `i18next.addResourceBundle(locale, 'domain', messagesForLocale(locale))` with `keySeparator: false`.
 */
export function messagesForLocale(locale: Locale): Record<MessageKey, string> {
  const out = {} as Record<MessageKey, string>;
  for (const key of MESSAGE_KEYS) out[key] = MESSAGES[key][locale];
  return out;
}
