import {
  KR_CATEGORY_TREE,
  KR_PUBLISHER_OPTIONS,
  type MapTemplate,
  type MapType,
  type PlanType,
  type SavedQuizSet,
} from '@quizset/domain';
import type { BuildData } from '../api/build-data';

/** A map template as build-data answers it (spec §3), small enough to read in a test. */
function template(templateId: string, type: MapType, templatePlanType: PlanType): MapTemplate {
  const localize = (name: string) => ({ name, description: [''], previewPlayUrl: null });
  return {
    templateId,
    type,
    templatePlanType,
    priority: 0,
    hasNewTag: false,
    thumbnailImage: `/static/maps/${templateId}.webp`,
    detailsImage: `/static/maps/${templateId}.webp`,
    serializedLocalize: { ko: localize(`${templateId} 맵`), en: localize(`${templateId} map`) },
  };
}

/** Build data of a KR teacher as GET /api/quiz-builder/build-data answers it. */
export const buildData: BuildData = {
  templates: [
    template('classic-1', 'linear', 'FREE'),
    template('round-1', 'round', 'FREE'),
    template('race-pro', 'linear', 'PRO'),
  ],
  userBuildInfo: { lastQuizSetCreationInfo: null, countryCode: 'KR' },
  categoryTree: KR_CATEGORY_TREE,
  publishers: [...KR_PUBLISHER_OPTIONS],
};

/** The category context of the KR build data (tree + publishers). */
export const krContext = { tree: KR_CATEGORY_TREE, publishers: KR_PUBLISHER_OPTIONS };

/** GET /api/quizsets/{id} of a quiz set the caller owns. */
export const savedQuizSet: SavedQuizSet = {
  id: 'qs-1',
  title: 'Saved set',
  templateId: 'round-1',
  templateType: 'round',
  categoryTreeData: { categoryTreeId: '1010504', schoolSemester: '1', publisher: 'VISANG' },
  quizsetOptions: {
    isPublic: true,
    isAllowPass: true,
    showIncorrectAnswer: true,
    isShuffle: false,
    isLastSchoolInfoSaved: false,
    isAiTranslationEnabled: false,
  },
  materials: [],
  isNextQuizsetAvailable: false,
  nextQuizsetId: null,
  aiTranslationLanguages: [],
  aiTutorId: null,
  quizList: [
    {
      id: 'card0001',
      order: 1,
      type: 'ox',
      question: 'Q',
      questionRichText: '<p>Q</p>',
      questionImageUrl: null,
      hint: null,
      answer: 'o',
    },
  ],
  originQuizSetId: null,
  origin: null,
  countryCode: 'KR',
  author: { id: 'u1', name: 'Kim', image: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  isLocked: false,
  enabledEdit: true,
  playCount: 0,
};
