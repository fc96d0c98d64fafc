import { PLAN_TYPES, type PlanType } from './constants';

/** Plans from lowest to highest (spec §6): FREE < BASIC < PRO. */
export const PLAN_ORDER: readonly PlanType[] = PLAN_TYPES;

/** Plan-gated features (spec §6) → the lowest plan that may use each. */
export const PLAN_FEATURES = {
  PRIVATE_QUIZ: 'BASIC',
  AI_FILE_GENERATION: 'BASIC',
  AI_SIMILAR_QUIZ: 'PRO',
  CLASSROOM_ADDON: 'BASIC',
} as const satisfies Record<string, PlanType>;
export type PlanFeature = keyof typeof PLAN_FEATURES;
export const PLAN_FEATURE_NAMES = Object.keys(PLAN_FEATURES) as PlanFeature[];

/** The position of a plan in PLAN_ORDER (spec §6: FREE 0, BASIC 1, PRO 2). */
export function planRank(plan: PlanType): number {
  return PLAN_ORDER.indexOf(plan);
}

/** True when `userPlan` is `required` or higher (spec §6). */
export function isPlanAtLeast(userPlan: PlanType, required: PlanType): boolean {
  return planRank(userPlan) >= planRank(required);
}

/** The lowest plan that may use `feature` (spec §6); the `requiredPlan` of a 403 PLAN_REQUIRED. */
export function requiredPlanFor(feature: PlanFeature): PlanType {
  return PLAN_FEATURES[feature];
}

/** True when `userPlan` may use `feature` (spec §6). */
export function canUseFeature(userPlan: PlanType, feature: PlanFeature): boolean {
  return isPlanAtLeast(userPlan, requiredPlanFor(feature));
}

/** True when `userPlan` may use a map template: its `planType` is the lowest plan allowed (spec §6). */
export function canUseTemplate(userPlan: PlanType, template: { planType: PlanType }): boolean {
  return isPlanAtLeast(userPlan, template.planType);
}

/**
 * The plan-gated features a quiz set's options use (spec §4/§6): `isPublic: false` needs
 * PRIVATE_QUIZ. The server refuses the first one the caller's plan lacks with PLAN_REQUIRED.
 */
export function featuresUsedByOptions(options: { isPublic: boolean }): PlanFeature[] {
  return options.isPublic ? [] : ['PRIVATE_QUIZ'];
}
