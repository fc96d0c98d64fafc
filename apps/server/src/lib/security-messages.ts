/**
 * Messages (en + ko) of issue 17 "Security round two" and issue 16's queue items, merged into the
 * server's message table: file limits, the materials' teacher rule, the tutor's spend limits and the
 * sign-up answer. Same `{{name}}` placeholders as the other message tables.
 */
export const SECURITY_MESSAGES = {
  'ai.fileLimit': {
    en: 'This file expands to more than can be read (a packed part or page content is too large). Try a smaller file',
    ko: '파일을 풀면 읽을 수 있는 크기를 넘어요(압축된 부분이나 페이지 내용이 너무 커요). 더 작은 파일로 시도해주세요',
  },
  'material.teachersOnly': {
    en: 'Only teacher accounts can upload learning materials',
    ko: '학습 자료는 선생님 계정만 올릴 수 있어요',
  },
  'play.tutor.addressLimit': {
    en: 'The AI tutor has answered many questions from this network. Try again in {{seconds}} seconds',
    ko: '이 네트워크에서 AI 튜터 질문이 너무 많았어요. {{seconds}}초 후에 다시 물어봐주세요',
  },
  'play.tutor.roomLimit': {
    en: 'The AI tutor is answering many players in this room. Try again in {{seconds}} seconds',
    ko: '이 방의 AI 튜터가 많은 질문에 답하고 있어요. {{seconds}}초 후에 다시 물어봐주세요',
  },
  'play.tutor.dailyBudget': {
    en: "The AI tutor has used today's budget for this room's teacher. It will answer again tomorrow",
    ko: '이 방 선생님의 오늘 AI 튜터 사용량을 다 썼어요. 내일 다시 물어봐주세요',
  },
  'auth.signUpThrottled': {
    en: 'Too many sign-up attempts from this network. Try again in {{seconds}} seconds',
    ko: '이 네트워크에서 가입 시도가 너무 많았어요. {{seconds}}초 후에 다시 시도해주세요',
  },
} as const satisfies Record<string, { en: string; ko: string }>;
