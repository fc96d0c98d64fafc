/** Messages of live games' errors (issue 23), en + ko, in the server messages' `{{name}}` syntax. */
export const LIVE_MESSAGES = {
  'server.liveNoQuestions': {
    en: 'A live game needs at least one question',
    ko: '라이브 게임에는 문제가 하나 이상 있어야 해요',
  },
  'server.liveNotFound': { en: 'No game has that PIN', ko: '그 PIN의 게임이 없어요' },
  'server.liveEnded': { en: 'This game has ended', ko: '이 게임은 끝났어요' },
  'server.liveFull': {
    en: 'This game already has {{max}} players',
    ko: '이 게임은 이미 {{max}}명이 참여했어요',
  },
  'server.liveNicknameTaken': {
    en: 'Someone in this game already uses that nickname',
    ko: '이 게임에서 이미 쓰고 있는 닉네임이에요',
  },
  'server.liveNotPlayer': {
    en: 'Join the game again with its PIN',
    ko: 'PIN으로 게임에 다시 참여해 주세요',
  },
  'server.liveNotHost': { en: 'Only the host can do this', ko: '진행자만 할 수 있어요' },
  'server.liveQuestionClosed': {
    en: 'This question is closed',
    ko: '이 문제는 마감됐어요',
  },
  'server.liveAlreadyAnswered': {
    en: 'You already answered this question',
    ko: '이미 답한 문제예요',
  },
  'server.liveBusy': {
    en: 'Too many answers at once; try again',
    ko: '답이 한꺼번에 몰렸어요. 다시 보내 주세요',
  },
} as const;
