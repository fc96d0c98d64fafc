import type { MapType, PlanType } from '@quizset/domain';

/**
 * A seeded map template (spec §3 "Map template"); its art is `assets/templates/<id>.svg`, served at
 * /static/templates/. `description` is the scene's own line; the map type's line is added after it.
 */
export interface TemplateSeed {
  id: string;
  type: MapType;
  templatePlanType: PlanType;
  name: { ko: string; en: string };
  description: { ko: string; en: string };
  hasNewTag?: boolean;
}

/** How each map type plays, the second line of every template's description list (spec §3). */
export const MAP_TYPE_DESCRIPTIONS: Record<MapType, { ko: string; en: string }> = {
  linear: {
    ko: '하나의 길을 따라 문제를 차례로 풀어요',
    en: 'Players follow one path, question by question',
  },
  free: {
    ko: '맵을 자유롭게 돌아다니며 문제를 찾아 풀어요',
    en: 'Players roam the map to find the questions',
  },
  round: {
    ko: '라운드마다 모두가 같은 문제에 도전해요',
    en: 'Everyone takes on the same question each round',
  },
  team: { ko: '팀으로 나뉘어 함께 점수를 모아요', en: 'Teams work together to collect points' },
};

/**
 * Fifteen templates: every map type (spec §9: linear, free, round, team) at every plan level, one
 * illustrated scene each. Order = picker order within a plan section (priority falls along it).
 */
export const TEMPLATE_SEEDS: readonly TemplateSeed[] = [
  {
    id: 'classic-classroom',
    type: 'linear',
    templatePlanType: 'FREE',
    name: { ko: '우리 교실', en: 'Our Classroom' },
    description: {
      ko: '칠판 앞에서 차근차근 푸는 기본 퀴즈',
      en: 'The classic quiz in front of the blackboard',
    },
  },
  {
    id: 'round-ocean',
    type: 'round',
    templatePlanType: 'FREE',
    name: { ko: '바닷속 탐험', en: 'Ocean Dive' },
    description: { ko: '라운드마다 더 깊은 바다로 내려가요', en: 'Dive deeper with every round' },
  },
  {
    id: 'race-track',
    type: 'linear',
    templatePlanType: 'FREE',
    name: { ko: '서킷 레이스', en: 'Circuit Race' },
    description: { ko: '정답을 맞힐 때마다 차가 앞으로!', en: 'Every right answer moves your car ahead' },
  },
  {
    id: 'escape-castle',
    type: 'free',
    templatePlanType: 'FREE',
    name: { ko: '성 탈출', en: 'Castle Escape' },
    description: { ko: '문제를 풀어 성문을 열고 탈출해요', en: 'Solve to unlock the castle gates' },
  },
  {
    id: 'team-forest',
    type: 'team',
    templatePlanType: 'FREE',
    name: { ko: '숲속 캠프', en: 'Forest Camp' },
    description: { ko: '모둠끼리 힘을 모아 캠프파이어를 밝혀요', en: 'Teams light up the campfire together' },
  },
  {
    id: 'classic-library',
    type: 'linear',
    templatePlanType: 'BASIC',
    name: { ko: '도서관', en: 'Library' },
    description: { ko: '책장 사이에서 조용히 집중하는 퀴즈', en: 'A calm quiz among the bookshelves' },
  },
  {
    id: 'round-carnival',
    type: 'round',
    templatePlanType: 'BASIC',
    name: { ko: '놀이공원', en: 'Carnival' },
    description: { ko: '라운드마다 새로운 놀이기구에 올라요', en: 'A new ride every round' },
  },
  {
    id: 'race-snow',
    type: 'linear',
    templatePlanType: 'BASIC',
    name: { ko: '눈썰매 레이스', en: 'Snow Sled Race' },
    description: { ko: '눈 덮인 언덕을 가장 먼저 내려가요', en: 'Be first down the snowy hill' },
  },
  {
    id: 'escape-temple',
    type: 'free',
    templatePlanType: 'BASIC',
    name: { ko: '고대 신전', en: 'Ancient Temple' },
    description: { ko: '수수께끼를 풀어 신전의 비밀을 찾아요', en: 'Crack the riddles of the temple' },
  },
  {
    id: 'team-stadium',
    type: 'team',
    templatePlanType: 'BASIC',
    name: { ko: '축구 경기장', en: 'Stadium' },
    description: { ko: '팀별로 골을 넣는 응원전 퀴즈', en: 'Score goals for your team' },
  },
  {
    id: 'classic-space',
    type: 'linear',
    templatePlanType: 'PRO',
    name: { ko: '우주 정거장', en: 'Space Station' },
    description: { ko: '행성을 바라보며 푸는 우주 퀴즈', en: 'A quiz with a view of the planets' },
    hasNewTag: true,
  },
  {
    id: 'round-volcano',
    type: 'round',
    templatePlanType: 'PRO',
    name: { ko: '화산섬', en: 'Volcano Island' },
    description: { ko: '라운드를 넘길수록 뜨거워지는 섬', en: 'It heats up round by round' },
  },
  {
    id: 'race-desert',
    type: 'linear',
    templatePlanType: 'PRO',
    name: { ko: '사막 랠리', en: 'Desert Rally' },
    description: { ko: '모래 언덕을 넘어 결승선까지', en: 'Over the dunes to the finish line' },
  },
  {
    id: 'escape-submarine',
    type: 'free',
    templatePlanType: 'PRO',
    name: { ko: '잠수함 연구소', en: 'Submarine Lab' },
    description: { ko: '깊은 바다 연구소에서 탈출하라', en: 'Escape the deep-sea lab' },
    hasNewTag: true,
  },
  {
    id: 'team-pirate',
    type: 'team',
    templatePlanType: 'PRO',
    name: { ko: '해적선', en: 'Pirate Ship' },
    description: { ko: '팀을 이뤄 보물섬을 차지해요', en: 'Crews race for the treasure island' },
  },
];
