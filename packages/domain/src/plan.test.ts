import { describe, expect, it } from 'vitest';
import {
  canUseFeature,
  canUseTemplate,
  featuresUsedByQuizSet,
  isPlanAtLeast,
  isTemplateOffered,
  PLAN_FEATURES,
  PLAN_ORDER,
  plansForCountry,
  requiredPlanFor,
} from './plan';

describe('plans (spec §6)', () => {
  it('orders FREE < BASIC < PRO', () => {
    expect(PLAN_ORDER).toEqual(['FREE', 'BASIC', 'PRO']);
    expect(isPlanAtLeast('FREE', 'FREE')).toBe(true);
    expect(isPlanAtLeast('FREE', 'BASIC')).toBe(false);
    expect(isPlanAtLeast('BASIC', 'BASIC')).toBe(true);
    expect(isPlanAtLeast('BASIC', 'PRO')).toBe(false);
    expect(isPlanAtLeast('PRO', 'FREE')).toBe(true);
  });

  it('has the feature table of spec §6', () => {
    expect(PLAN_FEATURES).toEqual({
      PRIVATE_QUIZ: 'BASIC',
      AI_FROM_QUERY: 'BASIC',
      AI_FROM_FILE: 'BASIC',
      AI_CHOICE_GENERATION: 'BASIC',
      AI_ANSWER_GENERATION: 'BASIC',
      AI_SIMILAR_QUIZ_GENERATION: 'PRO',
      AI_TUTOR: 'PRO',
      AI_QUIZSET_TRANSLATION: 'PRO',
      CONTINUE_NEXT_QUIZSET: 'PRO',
    });
    expect(requiredPlanFor('AI_SIMILAR_QUIZ_GENERATION')).toBe('PRO');
    expect(canUseFeature('FREE', 'PRIVATE_QUIZ')).toBe(false);
    expect(canUseFeature('BASIC', 'PRIVATE_QUIZ')).toBe(true);
    expect(canUseFeature('BASIC', 'AI_TUTOR')).toBe(false);
  });

  it('has no BASIC plan outside KR: BASIC features and templates need PRO there (spec §6)', () => {
    expect(plansForCountry('KR')).toEqual(['FREE', 'BASIC', 'PRO']);
    expect(plansForCountry('US')).toEqual(['FREE', 'PRO']);
    expect(requiredPlanFor('AI_FROM_FILE', 'KR')).toBe('BASIC');
    expect(requiredPlanFor('AI_FROM_FILE', 'US')).toBe('PRO');
    expect(canUseFeature('BASIC', 'PRIVATE_QUIZ', 'US')).toBe(false);
    expect(canUseFeature('PRO', 'PRIVATE_QUIZ', 'US')).toBe(true);
    expect(canUseTemplate('BASIC', { templatePlanType: 'BASIC' }, 'KR')).toBe(true);
    expect(canUseTemplate('BASIC', { templatePlanType: 'BASIC' }, 'US')).toBe(false);
  });

  it('offers BASIC templates only in KR, even to a PRO user elsewhere (spec §6)', () => {
    expect(isTemplateOffered({ templatePlanType: 'BASIC' }, 'KR')).toBe(true);
    expect(isTemplateOffered({ templatePlanType: 'BASIC' }, 'US')).toBe(false);
    expect(isTemplateOffered({ templatePlanType: 'PRO' }, 'US')).toBe(true);
    expect(canUseTemplate('PRO', { templatePlanType: 'BASIC' }, 'US')).toBe(false);
    expect(canUseTemplate('PRO', { templatePlanType: 'PRO' }, 'US')).toBe(true);
  });

  it('lets a plan use templates at or below it', () => {
    expect(canUseTemplate('FREE', { templatePlanType: 'FREE' })).toBe(true);
    expect(canUseTemplate('FREE', { templatePlanType: 'BASIC' })).toBe(false);
    expect(canUseTemplate('BASIC', { templatePlanType: 'PRO' })).toBe(false);
    expect(canUseTemplate('PRO', { templatePlanType: 'PRO' })).toBe(true);
  });

  it('lists the gated features a payload uses (spec §4/§6)', () => {
    const base = {
      quizsetOptions: { isPublic: true },
      aiTutorId: null,
      aiTranslationLanguages: [],
      isNextQuizsetAvailable: false,
    };
    expect(featuresUsedByQuizSet(base)).toEqual([]);
    expect(
      featuresUsedByQuizSet({
        quizsetOptions: { isPublic: false },
        aiTutorId: 'tutor-1',
        aiTranslationLanguages: ['en'],
        isNextQuizsetAvailable: true,
      }),
    ).toEqual(['PRIVATE_QUIZ', 'AI_TUTOR', 'AI_QUIZSET_TRANSLATION', 'CONTINUE_NEXT_QUIZSET']);
  });
});
