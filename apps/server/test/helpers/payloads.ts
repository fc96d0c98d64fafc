import type { QuizSetSubmit, QuizSubmit } from '@quizset/domain';

/** A valid multiple choice question (spec §3 submit form). */
export function multipleChoice(
  overrides: Partial<Extract<QuizSubmit, { type: 'MULTIPLE_CHOICE' }>> = {},
): QuizSubmit {
  return {
    quizId: 'mc000001',
    type: 'MULTIPLE_CHOICE',
    question: '2 + 2 = ?',
    questionRichText: '<p>2 + 2 = ?</p>',
    imageUrl: null,
    hint: null,
    choiceList: ['3', '4', '5', '6'].map((text) => ({ text, richText: `<p>${text}</p>`, imageUrl: null })),
    answerList: [1],
    ...overrides,
  };
}

export function ox(overrides: Partial<Extract<QuizSubmit, { type: 'OX' }>> = {}): QuizSubmit {
  return {
    quizId: 'ox000001',
    type: 'OX',
    question: '하늘은 파랗다',
    questionRichText: '<p>하늘은 <strong>파랗다</strong></p>',
    imageUrl: null,
    hint: { type: 'TEXT', value: '위를 보세요' },
    answer: 'o',
    ...overrides,
  };
}

export function subjective(overrides: Partial<Extract<QuizSubmit, { type: 'SUBJECTIVE' }>> = {}): QuizSubmit {
  return {
    quizId: 'sub00001',
    type: 'SUBJECTIVE',
    question: '대한민국의 수도는?',
    questionRichText: '<p>대한민국의 수도는?</p>',
    imageUrl: null,
    hint: null,
    answerList: ['서울', 'Seoul'],
    ...overrides,
  };
}

/** A valid submit payload with one question of each type on a FREE template. */
export function validPayload(overrides: Partial<QuizSetSubmit> = {}): QuizSetSubmit {
  return {
    title: '테스트 퀴즈 세트',
    templateId: 'classic-classroom',
    categoryId: '101050104',
    publisher: { id: 'CHUNJAE_EDU', customName: null },
    isPublic: true,
    allowPass: true,
    showIncorrectAnswer: true,
    isShuffle: true,
    quizList: [multipleChoice(), ox(), subjective()],
    ...overrides,
  };
}
