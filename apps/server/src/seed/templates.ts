import type { MapType, PlanType } from '@quizset/domain';

/** A seeded map template; its thumbnail is `assets/templates/<id>.svg`, served at /static/templates/. */
export interface TemplateSeed {
  id: string;
  mapType: MapType;
  planType: PlanType;
  name: { ko: string; en: string };
  description: { ko: string; en: string };
  isNew?: boolean;
}

/**
 * Fifteen templates: every map type (spec §6 picker filter) at every plan level, one illustrated
 * scene each. Order = picker order within a plan section.
 */
export const TEMPLATE_SEEDS: readonly TemplateSeed[] = [
  {
    id: 'classic-classroom',
    mapType: 'CLASSIC',
    planType: 'FREE',
    name: { ko: '우리 교실', en: 'Our Classroom' },
    description: {
      ko: '칠판 앞에서 차근차근 푸는 기본 퀴즈',
      en: 'The classic quiz in front of the blackboard',
    },
  },
  {
    id: 'round-ocean',
    mapType: 'ROUND',
    planType: 'FREE',
    name: { ko: '바닷속 탐험', en: 'Ocean Dive' },
    description: { ko: '라운드마다 더 깊은 바다로 내려가요', en: 'Dive deeper with every round' },
  },
  {
    id: 'race-track',
    mapType: 'RACE',
    planType: 'FREE',
    name: { ko: '서킷 레이스', en: 'Circuit Race' },
    description: { ko: '정답을 맞힐 때마다 차가 앞으로!', en: 'Every right answer moves your car ahead' },
  },
  {
    id: 'escape-castle',
    mapType: 'ESCAPE',
    planType: 'FREE',
    name: { ko: '성 탈출', en: 'Castle Escape' },
    description: { ko: '문제를 풀어 성문을 열고 탈출해요', en: 'Solve to unlock the castle gates' },
  },
  {
    id: 'team-forest',
    mapType: 'TEAM',
    planType: 'FREE',
    name: { ko: '숲속 캠프', en: 'Forest Camp' },
    description: { ko: '모둠끼리 힘을 모아 캠프파이어를 밝혀요', en: 'Teams light up the campfire together' },
  },
  {
    id: 'classic-library',
    mapType: 'CLASSIC',
    planType: 'BASIC',
    name: { ko: '도서관', en: 'Library' },
    description: { ko: '책장 사이에서 조용히 집중하는 퀴즈', en: 'A calm quiz among the bookshelves' },
  },
  {
    id: 'round-carnival',
    mapType: 'ROUND',
    planType: 'BASIC',
    name: { ko: '놀이공원', en: 'Carnival' },
    description: { ko: '라운드마다 새로운 놀이기구에 올라요', en: 'A new ride every round' },
  },
  {
    id: 'race-snow',
    mapType: 'RACE',
    planType: 'BASIC',
    name: { ko: '눈썰매 레이스', en: 'Snow Sled Race' },
    description: { ko: '눈 덮인 언덕을 가장 먼저 내려가요', en: 'Be first down the snowy hill' },
  },
  {
    id: 'escape-temple',
    mapType: 'ESCAPE',
    planType: 'BASIC',
    name: { ko: '고대 신전', en: 'Ancient Temple' },
    description: { ko: '수수께끼를 풀어 신전의 비밀을 찾아요', en: 'Crack the riddles of the temple' },
  },
  {
    id: 'team-stadium',
    mapType: 'TEAM',
    planType: 'BASIC',
    name: { ko: '축구 경기장', en: 'Stadium' },
    description: { ko: '팀별로 골을 넣는 응원전 퀴즈', en: 'Score goals for your team' },
  },
  {
    id: 'classic-space',
    mapType: 'CLASSIC',
    planType: 'PRO',
    name: { ko: '우주 정거장', en: 'Space Station' },
    description: { ko: '행성을 바라보며 푸는 우주 퀴즈', en: 'A quiz with a view of the planets' },
    isNew: true,
  },
  {
    id: 'round-volcano',
    mapType: 'ROUND',
    planType: 'PRO',
    name: { ko: '화산섬', en: 'Volcano Island' },
    description: { ko: '라운드를 넘길수록 뜨거워지는 섬', en: 'It heats up round by round' },
  },
  {
    id: 'race-desert',
    mapType: 'RACE',
    planType: 'PRO',
    name: { ko: '사막 랠리', en: 'Desert Rally' },
    description: { ko: '모래 언덕을 넘어 결승선까지', en: 'Over the dunes to the finish line' },
  },
  {
    id: 'escape-submarine',
    mapType: 'ESCAPE',
    planType: 'PRO',
    name: { ko: '잠수함 연구소', en: 'Submarine Lab' },
    description: { ko: '깊은 바다 연구소에서 탈출하라', en: 'Escape the deep-sea lab' },
    isNew: true,
  },
  {
    id: 'team-pirate',
    mapType: 'TEAM',
    planType: 'PRO',
    name: { ko: '해적선', en: 'Pirate Ship' },
    description: { ko: '팀을 이뤄 보물섬을 차지해요', en: 'Crews race for the treasure island' },
  },
];
