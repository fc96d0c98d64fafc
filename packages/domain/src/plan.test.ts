import { describe, expect, it } from 'vitest';
import {
  canUseFeature,
  canUseTemplate,
  featuresUsedByOptions,
  isPlanAtLeast,
  PLAN_FEATURES,
  PLAN_ORDER,
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
      AI_FILE_GENERATION: 'BASIC',
      AI_SIMILAR_QUIZ: 'PRO',
      CLASSROOM_ADDON: 'BASIC',
    });
    expect(requiredPlanFor('AI_SIMILAR_QUIZ')).toBe('PRO');
    expect(canUseFeature('FREE', 'PRIVATE_QUIZ')).toBe(false);
    expect(canUseFeature('BASIC', 'PRIVATE_QUIZ')).toBe(true);
    expect(canUseFeature('BASIC', 'AI_SIMILAR_QUIZ')).toBe(false);
  });

  it('lets a plan use templates at or below it', () => {
    expect(canUseTemplate('FREE', { planType: 'FREE' })).toBe(true);
    expect(canUseTemplate('FREE', { planType: 'BASIC' })).toBe(false);
    expect(canUseTemplate('BASIC', { planType: 'PRO' })).toBe(false);
    expect(canUseTemplate('PRO', { planType: 'PRO' })).toBe(true);
  });

  it('says a private quiz set needs PRIVATE_QUIZ', () => {
    expect(featuresUsedByOptions({ isPublic: true })).toEqual([]);
    expect(featuresUsedByOptions({ isPublic: false })).toEqual(['PRIVATE_QUIZ']);
  });
});
