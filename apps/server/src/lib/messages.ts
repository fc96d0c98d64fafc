import type { Locale } from '@quizset/domain';
import { AI_MESSAGES } from '../features/ai/messages';
import { BILLING_MESSAGES } from '../features/billing/messages';
import { CLASSROOM_MESSAGES } from '../features/classroom/messages';
import { IMPORT_EXPORT_MESSAGES } from '../features/import-export/messages';
import { LIVE_MESSAGES } from '../features/live-games/messages';
import { SECURITY_MESSAGES } from './security-messages';

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
  'server.translationNotFound': {
    en: 'This quiz set has no translation into that language',
    ko: '이 퀴즈 세트에는 그 언어의 번역이 없어요',
  },
  'server.adminOnly': { en: 'Only an admin can do this', ko: '관리자만 할 수 있어요' },
  'server.adminSelfDemote': {
    en: 'You cannot remove your own admin rights',
    ko: '자신의 관리자 권한은 해제할 수 없어요',
  },
  'server.userNotFound': { en: 'User not found', ko: '사용자를 찾을 수 없어요' },
  'server.unknownTemplate': { en: 'Unknown map template', ko: '알 수 없는 맵이에요' },
  'server.templateLocked': {
    en: 'The map cannot be changed when editing a quiz set',
    ko: '퀴즈 세트를 수정할 때는 맵을 바꿀 수 없어요',
  },
  'server.templateUnavailable': {
    en: 'This map is not available in your country',
    ko: '이 맵은 사용 중인 국가에서 쓸 수 없어요',
  },
  'server.aiTutorUnavailable': {
    en: 'The AI tutor is available only in Korea',
    ko: 'AI 튜터는 한국에서만 쓸 수 있어요',
  },
  'server.unknownAiTutor': { en: 'Unknown AI tutor', ko: '알 수 없는 AI 튜터예요' },
  'server.unknownLanguage': {
    en: 'This language is not offered for AI translation',
    ko: 'AI 번역에서 제공하지 않는 언어예요',
  },
  'server.nextQuizsetInvalid': {
    en: 'The next quiz set must be another quiz set you can open',
    ko: '이어서 풀 퀴즈 세트는 열어 볼 수 있는 다른 퀴즈 세트여야 해요',
  },
  'server.invalidMaterial': {
    en: 'A learning material must be a PDF file uploaded here',
    ko: '학습 자료는 여기에 올린 PDF 파일이어야 해요',
  },
  'server.countryMismatch': {
    en: 'This quiz set belongs to another country and cannot be edited here',
    ko: '다른 국가의 퀴즈 세트라서 여기에서 수정할 수 없어요',
  },
  'server.invalidUserMemberType': {
    en: 'Choose whether you are a teacher or a student first',
    ko: '먼저 선생님인지 학생인지 선택해 주세요',
  },
  'server.aiTutorTemplateNotFound': { en: 'AI tutor not found', ko: 'AI 튜터를 찾을 수 없어요' },
  'server.invalidImageUrl': {
    en: 'Images must be files uploaded to Quizset',
    ko: '이미지는 Quizset에 업로드한 파일만 쓸 수 있어요',
  },
  'server.richTextTooDeep': {
    en: 'The formatting is nested too deeply (at most {{max}} levels)',
    ko: '서식이 너무 깊게 겹쳐 있어요 (최대 {{max}}단계)',
  },
  'server.richTextTooManyTags': {
    en: 'The text has too much formatting (at most {{max}} tags)',
    ko: '서식이 너무 많아요 (최대 {{max}}개 태그)',
  },
  'server.quizSetTooManyTags': {
    en: 'The quiz set has too much formatting in all (at most {{max}} tags)',
    ko: '퀴즈 세트 전체의 서식이 너무 많아요 (최대 {{max}}개 태그)',
  },
  'server.quizSetTooMuchText': {
    en: 'The quiz set has too much formatted text in all (at most {{max}} characters)',
    ko: '퀴즈 세트 전체의 서식 있는 글이 너무 길어요 (최대 {{max}}자)',
  },
  'server.formulaCommand': {
    en: 'This formula uses a command that is not allowed: {{command}}',
    ko: '수식에 쓸 수 없는 명령이 있어요: {{command}}',
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
  'server.invalidCharacter': {
    en: 'Text cannot contain NUL characters or broken Unicode',
    ko: '글에 NUL 문자나 깨진 유니코드를 넣을 수 없어요',
  },
  'server.badUrl': { en: 'The address is not valid', ko: '주소가 올바르지 않아요' },
  'server.malformedMultipart': {
    en: 'The multipart/form-data body is malformed',
    ko: 'multipart/form-data 본문이 올바르지 않아요',
  },
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
  'server.signInThrottled': {
    en: 'Too many failed sign-ins. Try again in {{seconds}} seconds',
    ko: '로그인 실패가 너무 많아요. {{seconds}}초 후에 다시 시도해주세요',
  },
  'server.rateLimited': {
    en: 'Too many requests. Try again in a moment',
    ko: '요청이 너무 많아요. 잠시 후 다시 시도해주세요',
  },
  'server.internal': {
    en: 'A problem occurred. Please try again later',
    ko: '문제가 발생했어요. 잠시 후 다시 시도해주세요',
  },
  'server.roomNotFound': { en: 'Quiz room not found', ko: '퀴즈 방을 찾을 수 없어요' },
  'server.roomClosed': { en: 'This quiz room is closed', ko: '닫힌 퀴즈 방이에요' },
  'server.nextSetNotFound': {
    en: 'There is no next quiz set to play',
    ko: '이어서 풀 다음 퀴즈가 없어요',
  },
  'server.nextRoomUnfinished': {
    en: 'Finish this quiz first',
    ko: '이 퀴즈를 먼저 끝내주세요',
  },
  'server.roomNoGuests': {
    en: 'Sign in to play in this quiz room',
    ko: '이 퀴즈 방은 로그인해야 참여할 수 있어요',
  },
  'server.roomNoRetries': {
    en: 'You have already played in this quiz room',
    ko: '이 퀴즈 방에서 이미 퀴즈를 풀었어요',
  },
  'server.roomAttemptsUsed': {
    en: 'You have used all {{max}} attempts of this quiz room',
    ko: '이 퀴즈 방에서 풀 수 있는 {{max}}번을 모두 풀었어요',
  },
  'server.playerNotFound': {
    en: 'Player not found in this quiz room',
    ko: '이 퀴즈 방에서 참여자를 찾을 수 없어요',
  },
  'server.renameGuestOnly': {
    en: "A signed-in player's name comes from their account",
    ko: '로그인한 참여자의 이름은 계정 이름이에요',
  },
  'server.mergeSamePlayer': {
    en: 'Choose two attempts of different players in the same room',
    ko: '같은 방의 서로 다른 참여자의 풀이 두 개를 골라 주세요',
  },
  'server.attemptNotFound': { en: 'Attempt not found', ko: '풀이 기록을 찾을 수 없어요' },
  'server.attemptFinished': { en: 'This attempt is already finished', ko: '이미 끝난 풀이예요' },
  'server.questionNotInAttempt': {
    en: 'This question is not part of the attempt',
    ko: '이 풀이에 없는 문제예요',
  },
  'server.alreadyAnswered': {
    en: 'This question has already been answered',
    ko: '이미 답한 문제예요',
  },
  'server.passNotAllowed': {
    en: 'This quiz set does not allow passing',
    ko: '이 퀴즈 세트는 건너뛸 수 없어요',
  },
  ...AI_MESSAGES,
  ...BILLING_MESSAGES,
  ...IMPORT_EXPORT_MESSAGES,
  ...CLASSROOM_MESSAGES,
  ...LIVE_MESSAGES,
  ...SECURITY_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
