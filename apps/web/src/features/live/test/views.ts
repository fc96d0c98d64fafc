import type { LiveGameView, LivePlayerView, LiveStanding } from '@quizset/domain';

/*
 * Live game views shared by the live components' tests (projector and phone): an open multiple-choice
 * question "2 + 2?" with the choices 3, 4, 5, so each test states only what it is about.
 */

/** The projector's view of the open question. */
export const liveGameView: LiveGameView = {
  gameId: 'g',
  pin: '123456',
  title: 'T',
  phase: 'question',
  questionIndex: 0,
  questionCount: 1,
  deadline: null,
  pausedRemainingMs: null,
  serverNow: new Date(0).toISOString(),
  windowMs: 20_000,
  settings: { questionSeconds: 20, speedBonus: 5 },
  mapType: 'linear',
  mapImageUrl: null,
  round: null,
  players: [],
  question: {
    id: 'q',
    type: 'multiple',
    question: '2 + 2?',
    questionRichText: '<p>2 + 2?</p>',
    questionImageUrl: null,
    hint: null,
    choiceList: ['3', '4', '5'].map((text) => ({ text, richText: text, imageUrl: null })),
    multipleAnswers: false,
  },
  answeredCount: 2,
  reveal: null,
  standings: [],
  teams: null,
  maxPoints: 15,
};

/** A phone's view after the close: `standing` is the player's own row (Sam, wrong, rank 2). */
export function livePlayerView(overrides: Partial<LivePlayerView> = {}): LivePlayerView {
  const { players: _players, standings: _standings, ...shared } = liveGameView;
  const standing: LiveStanding = {
    playerId: 'p',
    nickname: 'Sam',
    team: null,
    points: 0,
    rank: 2,
    lastPoints: 0,
    lastCorrect: false,
  };
  return { ...shared, phase: 'reveal', playerCount: 2, standing, ...overrides };
}
