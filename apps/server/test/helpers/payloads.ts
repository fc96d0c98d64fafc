import type { QuizSetSubmit, QuizSubmit } from '@quizset/domain';

type Item<T extends QuizSubmit['type']> = Extract<QuizSubmit, { type: T }>;
type DataOf<T extends QuizSubmit['type']> = T extends 'multiple'
  ? Item<'multiple'>['multipleData']
  : T extends 'ox'
    ? Item<'ox'>['oxData']
    : Item<'subjective'>['subjectiveData'];
type Overrides<T extends QuizSubmit['type']> = Partial<Omit<Item<T>, 'type'>> & { data?: Partial<DataOf<T>> };

/** A valid multiple choice item of the submit payload (spec §3). `data` overrides `multipleData`. */
export function multipleChoice({ data, ...overrides }: Overrides<'multiple'> = {}): QuizSubmit {
  return {
    id: 'mc000001',
    order: 1,
    imageUrl: null,
    hint: null,
    ...overrides,
    type: 'multiple',
    multipleData: {
      question: '2 + 2 = ?',
      questionRichText: '<p>2 + 2 = ?</p>',
      choiceListV2: ['3', '4', '5', '6'].map((text) => ({
        text,
        richText: `<p>${text}</p>`,
        imageUrl: null,
      })),
      answerList: ['1'],
      ...data,
    },
  };
}

export function ox({ data, ...overrides }: Overrides<'ox'> = {}): QuizSubmit {
  return {
    id: 'ox000001',
    order: 2,
    imageUrl: null,
    hint: { type: 'text', value: '위를 보세요' },
    ...overrides,
    type: 'ox',
    oxData: {
      question: '하늘은 파랗다',
      questionRichText: '<p>하늘은 <strong>파랗다</strong></p>',
      answer: 'o',
      ...data,
    },
  };
}

export function subjective({ data, ...overrides }: Overrides<'subjective'> = {}): QuizSubmit {
  return {
    id: 'sub00001',
    order: 3,
    imageUrl: null,
    hint: null,
    ...overrides,
    type: 'subjective',
    subjectiveData: {
      question: '대한민국의 수도는?',
      questionRichText: '<p>대한민국의 수도는?</p>',
      answerList: ['서울', 'Seoul'],
      ...data,
    },
  };
}

/** KR elementary grade 5, semester 1, 과학 (spec §3 prefix rule: subject = grade id + 2). */
export const KR_CATEGORY = {
  categoryTreeId: '1010504',
  schoolSemester: '1',
  publisher: 'CHUNJAE_EDU',
} as const;
/** US grade 4 science (no semesters, no publisher list). */
export const US_CATEGORY = { categoryTreeId: '2010403', schoolSemester: null, publisher: null } as const;

/** A valid submit payload (spec §3) with one question of each type on a FREE template. */
export function validPayload(overrides: Partial<QuizSetSubmit> = {}): QuizSetSubmit {
  return {
    title: '테스트 퀴즈 세트',
    templateId: 'classic-classroom',
    categoryTreeData: { ...KR_CATEGORY },
    quizList: [multipleChoice(), ox(), subjective()],
    quizsetOptions: {
      isPublic: true,
      isAllowPass: true,
      showIncorrectAnswer: true,
      isLastSchoolInfoSaved: false,
      isAiTranslationEnabled: false,
      isShuffle: true,
    },
    materials: [],
    isNextQuizsetAvailable: false,
    nextQuizsetId: null,
    aiTranslationLanguages: [],
    aiTutorId: null,
    ...overrides,
  };
}

/** `validPayload` with some `quizsetOptions` changed. */
export function withOptions(
  options: Partial<QuizSetSubmit['quizsetOptions']>,
  overrides: Partial<QuizSetSubmit> = {},
): QuizSetSubmit {
  const payload = validPayload(overrides);
  return { ...payload, quizsetOptions: { ...payload.quizsetOptions, ...options } };
}
