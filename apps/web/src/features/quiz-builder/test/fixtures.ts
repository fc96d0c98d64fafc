import { CATEGORY_TREE, KR_PUBLISHERS, type MapTemplate, type SavedQuizSet } from '@quizset/domain';
import type { BuildData } from '../api/build-data';

/** Build data as GET /api/quiz-builder/build-data answers it, small enough to read in a test. */
function template(
  id: string,
  mapType: MapTemplate['mapType'],
  planType: MapTemplate['planType'],
): MapTemplate {
  return {
    id,
    name: { ko: `${id} 맵`, en: `${id} map` },
    description: { ko: '', en: '' },
    mapType,
    planType,
    thumbnailUrl: `/static/maps/${id}.webp`,
    isNew: false,
    sortOrder: 0,
  };
}

export const buildData: BuildData = {
  templates: [
    template('classic-1', 'CLASSIC', 'FREE'),
    template('round-1', 'ROUND', 'FREE'),
    template('race-pro', 'RACE', 'PRO'),
  ],
  userBuildInfo: { lastQuizSetCreationInfo: null, countryCode: 'KR' },
  categoryTree: CATEGORY_TREE,
  publishers: [...KR_PUBLISHERS],
};

/** GET /api/quizsets/{id} of a quiz set the caller owns. */
export const savedQuizSet: SavedQuizSet = {
  id: 'qs-1',
  title: 'Saved set',
  templateId: 'round-1',
  templateType: 'ROUND',
  categoryId: null,
  categoryTreeData: { schoolTypeId: null, gradeId: null, semesterId: null, subjectId: null },
  publisher: { id: null, customName: null },
  isPublic: true,
  allowPass: true,
  showIncorrectAnswer: true,
  isShuffle: false,
  quizList: [
    {
      quizId: 'card0001',
      type: 'OX',
      question: 'Q',
      questionRichText: '<p>Q</p>',
      imageUrl: null,
      hint: null,
      answer: 'o',
    },
  ],
  originQuizSetId: null,
  countryCode: 'KR',
  author: { id: 'u1', name: 'Kim', image: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  isLocked: false,
  enabledEdit: true,
  playCount: 0,
};
