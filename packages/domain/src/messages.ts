import type { Locale } from './locales';

/**
 * Every validation and upload message of spec §5 as an i18n key with English and Korean text.
 * `{{name}}` placeholders use i18next's default interpolation syntax, so the web app can load
 * `messagesForLocale(locale)` as a resource bundle, and the server formats the same keys with
 * `formatMessage` (api.md: the error `message` is the spec's wording where the spec has one).
 */
export const MESSAGES = {
  // The general quiz message (spec §5 "A quiz with an empty required field"): shown on a card whose
  // offending input is not on screen, and as the finish notice.
  'validation.required': {
    en: 'required input is empty, please complete',
    ko: '필수 입력 항목이 비어 있어요. 입력을 완료해 주세요',
  },
  // On the mobile form each missing school-info field shows this (spec §5).
  'validation.requiredField': { en: 'required field', ko: '필수 항목' },
  'validation.title.tooShort': {
    en: 'Title must be at least {{min}} characters',
    ko: '제목은 {{min}}자 이상이어야 해요',
  },
  'validation.title.tooLong': {
    en: 'Title must be at most {{max}} characters',
    ko: '제목은 {{max}}자 이하여야 해요',
  },
  'validation.template.required': {
    en: 'Background template is required',
    ko: '맵을 선택해야 해요',
  },
  'validation.schoolType.required': { en: 'School type is required', ko: '학교급을 선택해야 해요' },
  'validation.grade.required': { en: 'Grade is required', ko: '학년을 선택해야 해요' },
  'validation.semester.required': { en: 'Semester is required', ko: '학기를 선택해야 해요' },
  'validation.subject.required': { en: 'Subject is required', ko: '과목을 선택해야 해요' },
  'validation.publisher.customRequired': {
    en: 'Custom publisher is required',
    ko: '출판사 이름을 입력해야 해요',
  },
  'validation.quizList.empty': {
    en: 'At least one quiz is required',
    ko: '퀴즈가 1개 이상 있어야 해요',
  },
  'validation.quizList.limit': {
    en: 'You can add up to {{max}} questions',
    ko: '문제는 최대 {{max}}개까지 추가할 수 있어요',
  },
  'validation.question.required': { en: 'Question is required', ko: '문제를 입력해야 해요' },
  'validation.question.tooLong': {
    en: 'Question must be at most {{max}} characters',
    ko: '문제는 {{max}}자 이하여야 해요',
  },
  'validation.richText.tooLong': {
    en: 'The formatted text is too long (at most {{max}} characters of markup)',
    ko: '서식이 포함된 내용이 너무 길어요 (최대 {{max}}자)',
  },
  'validation.choice.count': {
    en: 'A multiple choice question needs {{min}} to {{max}} choices',
    ko: '객관식 보기는 {{min}}개 이상 {{max}}개 이하여야 해요',
  },
  'validation.choice.required': { en: 'Choice text is required', ko: '보기 내용을 입력해야 해요' },
  'validation.choice.blank': {
    en: 'Blank choice text is not allowed',
    ko: '공백만 있는 보기는 쓸 수 없어요',
  },
  'validation.choice.tooLong': {
    en: 'A choice must be at most {{max}} characters',
    ko: '보기는 {{max}}자 이하여야 해요',
  },
  'validation.answer.required': {
    en: 'At least one answer is required',
    ko: '정답이 1개 이상 있어야 해요',
  },
  'validation.answer.invalid': {
    en: 'An answer must point to an existing choice, once',
    ko: '정답은 있는 보기를 한 번씩만 가리켜야 해요',
  },
  'validation.ox.answerRequired': { en: 'OX Answer is required', ko: 'OX 정답을 선택해야 해요' },
  'validation.subjective.answerRequired': {
    en: 'Subjective Answer text is required',
    ko: '주관식 정답을 입력해야 해요',
  },
  'validation.subjective.answerBlank': {
    en: 'Blank answer is not allowed',
    ko: '공백만 있는 정답은 쓸 수 없어요',
  },
  'validation.subjective.tooMany': {
    en: 'You can add up to {{max}} answers',
    ko: '정답은 최대 {{max}}개까지 추가할 수 있어요',
  },
  'validation.subjective.answerTooLong': {
    en: 'An answer must be at most {{max}} characters',
    ko: '정답은 {{max}}자 이하여야 해요',
  },
  'validation.hint.required': { en: 'Hint is required', ko: '힌트를 입력해야 해요' },
  'validation.hint.textRequired': { en: 'Text hint is required', ko: '텍스트 힌트를 입력해야 해요' },
  'validation.hint.imageRequired': { en: 'Image hint is required', ko: '이미지 힌트를 넣어야 해요' },
  'validation.hint.youtubeRequired': {
    en: 'Youtube hint is required',
    ko: '유튜브 힌트를 입력해야 해요',
  },
  'validation.hint.youtubeInvalid': { en: 'Youtube link is invalid', ko: '유튜브 링크가 올바르지 않아요' },
  'validation.hint.textTooLong': {
    en: 'Hint must be at most {{max}} characters',
    ko: '힌트는 {{max}}자 이하여야 해요',
  },
  'validation.hint.youtubeTooLong': {
    en: 'Youtube link must be at most {{max}} characters',
    ko: '유튜브 링크는 {{max}}자 이하여야 해요',
  },
  'validation.aiTranslation.tooMany': {
    en: 'Choose at most {{max}} languages for AI translation',
    ko: 'AI 번역 언어는 최대 {{max}}개까지 고를 수 있어요',
  },
  'validation.nextQuizset.required': {
    en: 'Choose the next quiz set',
    ko: '이어서 풀 퀴즈 세트를 선택해 주세요',
  },
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
  'material.unreadable': {
    en: 'This PDF could not be opened. Try another file',
    ko: 'PDF를 열 수 없어요. 다른 파일을 올려주세요',
  },
  'material.required': {
    en: 'Choose a file to upload',
    ko: '올릴 파일을 선택해 주세요',
  },
  'material.noText': {
    en: 'No text could be read from this file',
    ko: '파일에서 읽을 수 있는 글자를 찾지 못했어요',
  },
  // Classroom add-on create-assignment dialog (spec §2 "create-assignment dialog", §7 addOnAttachments).
  'validation.assignment.titleRequired': {
    en: 'Assignment title is required',
    ko: '과제 제목을 입력해야 해요',
  },
  'validation.assignment.titleTooLong': {
    en: 'Assignment title must be at most {{max}} characters',
    ko: '과제 제목은 {{max}}자 이하여야 해요',
  },
  'validation.assignment.maxPoints': {
    en: 'Max points must be a whole number from {{min}} to {{max}}',
    ko: '만점은 {{min}}부터 {{max}}까지의 정수여야 해요',
  },
  // Quiz rooms (issue 10): checked in the player and again by the server with the same words.
  'play.nickname.required': { en: 'Enter a nickname', ko: '닉네임을 입력해 주세요' },
  'play.nickname.tooLong': {
    en: 'A nickname can have at most {{max}} characters',
    ko: '닉네임은 {{max}}자 이하여야 해요',
  },
  'play.nickname.invalid': {
    en: 'A nickname cannot contain control, invisible or direction characters',
    ko: '닉네임에 제어 문자, 보이지 않는 문자, 방향 문자를 넣을 수 없어요',
  },
  'play.nickname.taken': {
    en: 'Someone in this room already uses that nickname',
    ko: '이 방에서 이미 쓰고 있는 닉네임이에요',
  },
  'play.rejoin.wrongCode': {
    en: 'That rejoin code does not match this nickname',
    ko: '이 닉네임의 다시 참여 코드가 아니에요',
  },
  // Live games (issue 23): a host action the game's phase does not allow.
  'live.action.notNow': {
    en: 'That cannot be done at this point of the game',
    ko: '지금은 게임에서 할 수 없는 동작이에요',
  },
  'play.answer.required': { en: 'Choose or type an answer', ko: '답을 고르거나 입력해 주세요' },
  'play.answer.tooLong': {
    en: 'An answer can have at most {{max}} characters',
    ko: '답은 {{max}}자 이하여야 해요',
  },
  'play.tutor.tooLong': {
    en: 'A message can have at most {{max}} characters',
    ko: '메시지는 {{max}}자 이하여야 해요',
  },
  // Issue 22: the schools' quote request form (the server checks it again with the same words).
  'billing.quote.name': {
    en: 'Enter your name (up to 100 characters)',
    ko: '이름을 100자 이내로 입력하세요',
  },
  'billing.quote.school': {
    en: 'Enter the school (up to 200 characters)',
    ko: '학교 이름을 200자 이내로 입력하세요',
  },
  'billing.quote.seats': {
    en: 'Enter the number of seats, from 1 to 100,000',
    ko: '인원을 1명에서 100,000명 사이로 입력하세요',
  },
  'billing.quote.email': { en: 'Enter a valid e-mail address', ko: '올바른 이메일 주소를 입력하세요' },
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
