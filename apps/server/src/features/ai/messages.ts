import type { Locale } from '@quizset/domain';

/**
 * Messages of the AI service (en + ko), merged into the server's message table. Spec §8 wording where
 * the spec has one (the client shows its own per-status text; these are the server's `message`).
 */
export const AI_MESSAGES = {
  'ai.tokenInvalid': {
    en: 'Your AI session has expired. Sign in again',
    ko: 'AI 인증이 만료되었어요. 다시 로그인해주세요',
  },
  'ai.serverNameRequired': {
    en: 'The X-Server-Name header is missing or unknown',
    ko: 'X-Server-Name 헤더가 없거나 알 수 없는 값이에요',
  },
  'ai.topicNeedsModel': {
    en: 'The public question bank has nothing on this topic yet. Configure an AI model for open topics',
    ko: '공개 문제 은행에 이 주제의 문제가 아직 없어요. 자유 주제는 AI 모델을 설정해야 만들 수 있어요',
  },
  'ai.questionBankStudents': {
    en: 'Questions from the public question bank are for teacher accounts. Configure an AI model for open topics',
    ko: '공개 문제 은행은 선생님 계정에서만 쓸 수 있어요. 자유 주제는 AI 모델을 설정해야 만들 수 있어요',
  },
  'ai.similarNeedsModel': {
    en: 'No similar question was found in the public question bank. Configure an AI model to write new ones',
    ko: '공개 문제 은행에서 비슷한 문제를 찾지 못했어요. 새 문제를 만들려면 AI 모델을 설정해주세요',
  },
  'ai.choicesNeedModel': {
    en: 'Not enough choices could be found without an AI model. Configure one to generate choice lists',
    ko: 'AI 모델 없이는 보기를 충분히 찾지 못했어요. 보기를 만들려면 AI 모델을 설정해주세요',
  },
  'ai.answersNeedModel': {
    en: 'No further answer could be found without an AI model. Configure one to generate answers',
    ko: 'AI 모델 없이는 더 찾을 수 있는 정답이 없어요. 정답을 만들려면 AI 모델을 설정해주세요',
  },
  'ai.fileTimeout': {
    en: 'Reading this file took too long. Try again later or use a smaller file',
    ko: '파일을 읽는 데 시간이 너무 오래 걸렸어요. 잠시 후 다시 시도하거나 더 작은 파일을 올려주세요',
  },
  'ai.fileCorrupt': {
    en: 'This file could not be read. It may be damaged: change the file',
    ko: '파일을 읽을 수 없어요. 손상된 파일일 수 있으니 다른 파일로 바꿔주세요',
  },
  'ai.textEncoding': {
    en: 'Text files must be UTF-8 or EUC-KR (CP949)',
    ko: '텍스트 파일은 UTF-8 또는 EUC-KR(CP949)이어야 해요',
  },
  'ai.busy': {
    en: 'The AI is busy. Try again in a moment',
    ko: 'AI가 요청을 처리하느라 바빠요. 잠시 후 다시 시도해주세요',
  },
  'ai.userBusy': {
    en: 'Your previous AI request is still running. Wait for it to finish',
    ko: '이전 AI 요청이 아직 진행 중이에요. 끝난 뒤에 다시 시도해주세요',
  },
  'ai.upstream': {
    en: 'The AI model did not answer in time. Try again later',
    ko: 'AI 모델이 제때 응답하지 않았어요. 잠시 후 다시 시도해주세요',
  },
  'ai.keyRefused': {
    en: 'The AI model refused the key. Ask the administrator to check AI_API_KEY',
    ko: 'AI 모델이 키를 거부했어요. 관리자에게 AI_API_KEY 확인을 요청해주세요',
  },
  'ai.badOutput': {
    en: 'The AI model answered badly. Try again later',
    ko: 'AI 모델의 응답이 올바르지 않았어요. 잠시 후 다시 시도해주세요',
  },
  'ai.noItems': {
    en: 'No usable questions could be made. Change the file or the options',
    ko: '쓸 수 있는 문제를 만들지 못했어요. 파일이나 옵션을 바꿔주세요',
  },
  'ai.translationNeedsModel': {
    en: 'Translation needs a configured AI model',
    ko: '번역하려면 AI 모델을 설정해야 해요',
  },
  'ai.jobNotFound': { en: 'This AI job does not exist or has expired', ko: '없거나 만료된 AI 작업이에요' },
} as const satisfies Record<string, Record<Locale, string>>;
