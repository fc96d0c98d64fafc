import type { Locale } from '@quizset/domain';

/**
 * Server-only messages (en + ko) for errors the domain's spec §5 messages do not cover: sessions,
 * permissions, conflicts, transport. Same `{{name}}` placeholder syntax as the domain's messages.
 */
export const SERVER_MESSAGES = {
  'server.unauthenticated': { en: 'Sign in to continue', ko: '로그인이 필요해요' },
  'server.forbidden': { en: 'You do not have permission to do this', ko: '이 작업을 할 권한이 없어요' },
  'server.crossSite': {
    en: 'Cross-site request refused',
    ko: '다른 사이트에서 보낸 요청은 처리할 수 없어요',
  },
  'server.notFound': { en: 'Not found', ko: '찾을 수 없어요' },
  'server.quizSetNotFound': { en: 'Quiz set not found', ko: '퀴즈 세트를 찾을 수 없어요' },
  'server.userNotFound': { en: 'User not found', ko: '사용자를 찾을 수 없어요' },
  'server.unknownTemplate': { en: 'Unknown map template', ko: '알 수 없는 맵이에요' },
  'server.templateLocked': {
    en: 'The map cannot be changed when editing a quiz set',
    ko: '퀴즈 세트를 수정할 때는 맵을 바꿀 수 없어요',
  },
  'server.unknownPublisher': { en: 'Unknown publisher', ko: '알 수 없는 출판사예요' },
  'server.invalidImageUrl': {
    en: 'Images must be uploaded files or http(s) links',
    ko: '이미지는 업로드한 파일이나 http(s) 링크만 쓸 수 있어요',
  },
  'server.quizSetIdMismatch': {
    en: 'quizSetId must match the quiz set in the URL',
    ko: 'quizSetId가 주소의 퀴즈 세트와 달라요',
  },
  'server.planRequired': {
    en: 'This needs the {{plan}} plan or higher',
    ko: '{{plan}} 이상 요금제에서 사용할 수 있어요',
  },
  'server.conflict': {
    en: 'This quiz set was changed somewhere else. Reload it or overwrite it',
    ko: '다른 곳에서 퀴즈 세트가 수정되었어요. 새로 불러오거나 덮어써주세요',
  },
  'server.updatedAtRequired': {
    en: 'updatedAt (the version you read) is required to update',
    ko: '수정하려면 불러온 버전의 updatedAt이 필요해요',
  },
  'server.invalidJson': {
    en: 'The request body is not valid JSON',
    ko: '요청 본문이 올바른 JSON이 아니에요',
  },
  'server.invalidInput': { en: 'Some input is invalid', ko: '입력값이 올바르지 않아요' },
  'server.jsonRequired': {
    en: 'Send the body as JSON (Content-Type: application/json)',
    ko: '본문은 JSON(Content-Type: application/json)으로 보내주세요',
  },
  'server.payloadTooLarge': { en: 'The request is too large', ko: '요청이 너무 커요' },
  'server.multipartRequired': {
    en: 'Send the file as multipart/form-data in the "file" field',
    ko: '파일은 multipart/form-data의 "file" 필드로 보내주세요',
  },
  'server.fileRequired': { en: 'Attach a file in the "file" field', ko: '"file" 필드에 파일을 첨부해주세요' },
  'server.rateLimited': {
    en: 'Too many requests. Try again in a moment',
    ko: '요청이 너무 많아요. 잠시 후 다시 시도해주세요',
  },
  'server.internal': {
    en: 'A problem occurred. Please try again later',
    ko: '문제가 발생했어요. 잠시 후 다시 시도해주세요',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
