import type { CategoryTreeData, QuizSaved } from '@quizset/domain';

/** A saved question without its `order` (set from the position when seeded). */
type DemoQuiz = QuizSaved extends infer Q ? (Q extends QuizSaved ? Omit<Q, 'order'> : never) : never;

/** A demo quiz set: fixed id so reseeding is a no-op (issue 2: /public is not empty on a fresh clone). */
export interface DemoQuizSet {
  id: string;
  ownerId: string;
  title: string;
  templateId: string;
  categoryTreeData: CategoryTreeData;
  playCount: number;
  /** The saved form (spec §3); `order` is set from the position when seeded. */
  quizList: DemoQuiz[];
}

const p = (text: string) => `<p>${text}</p>`;
const base = (id: string, question: string) => ({
  id,
  question,
  questionRichText: p(question),
  questionImageUrl: null,
  hint: null,
});
const category = (
  categoryTreeId: string,
  schoolSemester: CategoryTreeData['schoolSemester'],
  publisher: string | null = null,
): CategoryTreeData => ({ categoryTreeId, schoolSemester, publisher });

function mc(id: string, question: string, choices: string[], answers: number[]): DemoQuiz {
  return {
    ...base(id, question),
    type: 'multiple',
    choiceList: choices.map((text) => ({ text, richText: p(text), imageUrl: null })),
    answerList: answers,
  };
}

function ox(id: string, question: string, answer: 'o' | 'x', hint?: string): DemoQuiz {
  return { ...base(id, question), hint: hint ? { type: 'text', value: hint } : null, type: 'ox', answer };
}

function subjective(id: string, question: string, answers: string[]): DemoQuiz {
  return { ...base(id, question), type: 'subjective', answerList: answers };
}

export const DEMO_QUIZ_SETS: readonly DemoQuizSet[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    ownerId: 'demo-free',
    title: '태양계 행성 탐험',
    templateId: 'classic-classroom',
    categoryTreeData: category('1010504', '1', 'CHUNJAE_EDU'),
    playCount: 128,
    quizList: [
      mc('solar001', '태양계에서 가장 큰 행성은?', ['수성', '지구', '목성', '화성'], [2]),
      ox('solar002', '금성은 태양에서 두 번째로 가까운 행성이다.', 'o', '수성 다음이에요'),
      subjective('solar003', '붉은 행성이라고 불리는 행성의 이름은?', ['화성', 'Mars']),
      mc('solar004', '고리가 있는 행성을 모두 고르세요.', ['토성', '수성', '천왕성', '금성'], [0, 2]),
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    ownerId: 'demo-basic',
    title: '중1 수학 - 정수와 유리수',
    templateId: 'race-track',
    categoryTreeData: category('1020102', '1', 'MIRAEN'),
    playCount: 342,
    quizList: [
      mc('math0001', '-3 + 5 의 값은?', ['-8', '-2', '2', '8'], [2]),
      ox('math0002', '0은 양의 정수이다.', 'x', '0은 양수도 음수도 아니에요'),
      subjective('math0003', '-7의 절댓값은?', ['7']),
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    ownerId: 'demo-pro',
    title: '조선의 역사 퀴즈',
    templateId: 'escape-castle',
    categoryTreeData: category('1030104', '2'),
    playCount: 57,
    quizList: [
      mc('hist0001', '조선을 세운 왕은?', ['세종', '태조 이성계', '정조', '광해군'], [1]),
      ox('hist0002', '훈민정음은 세종대왕 때 만들어졌다.', 'o'),
      subjective('hist0003', '임진왜란 때 거북선을 이끈 장군은?', ['이순신', '이순신 장군']),
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    ownerId: 'demo-pro-us',
    title: 'Plants and Photosynthesis',
    templateId: 'team-forest',
    categoryTreeData: category('2010403', null),
    playCount: 210,
    quizList: [
      mc(
        'plant001',
        'What do plants take in from the air to make food?',
        ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
        [1],
      ),
      ox('plant002', 'Photosynthesis needs sunlight.', 'o'),
      subjective('plant003', 'What green pigment captures light in leaves?', ['chlorophyll']),
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000005',
    ownerId: 'demo-basic',
    title: '영어 단어 스피드 퀴즈',
    templateId: 'round-ocean',
    categoryTreeData: category('1010305', '1', 'YBM'),
    playCount: 15,
    quizList: [
      mc('engl0001', '"사과"를 영어로 하면?', ['Banana', 'Apple', 'Grape', 'Peach'], [1]),
      subjective('engl0002', '"고양이"를 영어로 쓰세요.', ['cat']),
      ox('engl0003', '"dog"은 강아지라는 뜻이다.', 'o'),
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000006',
    ownerId: 'demo-pro',
    title: '상식 OX 퀴즈',
    templateId: 'classic-space',
    categoryTreeData: category('1010404', 'COMMON'),
    playCount: 401,
    quizList: [
      ox('gene0001', '물은 100℃에서 끓는다 (1기압 기준).', 'o'),
      ox('gene0002', '남극에는 북극곰이 산다.', 'x', '북극곰은 북극에 살아요'),
      ox('gene0003', '지구는 태양 주위를 돈다.', 'o'),
    ],
  },
];
