import { PLAN_TYPES, type PlanType } from './constants';

/** Plans from lowest to highest (spec §6): FREE < BASIC < PRO. */
export const PLAN_ORDER: readonly PlanType[] = PLAN_TYPES;

/**
 * The nine plan-gated features of spec §6 → the lowest plan that may use each. The spec names the
 * features but not their plans; this table is issue 7's. Learning material and allow-pass are free
 * (spec §6) and so are not listed. The browser (badge, plan dialog) and the server (403
 * PLAN_REQUIRED with `feature` and `requiredPlan`) both read this one table.
 */
export const PLAN_FEATURES = {
  PRIVATE_QUIZ: 'BASIC',
  AI_FROM_QUERY: 'BASIC',
  AI_FROM_FILE: 'BASIC',
  AI_CHOICE_GENERATION: 'BASIC',
  AI_ANSWER_GENERATION: 'BASIC',
  AI_SIMILAR_QUIZ_GENERATION: 'PRO',
  AI_TUTOR: 'PRO',
  AI_QUIZSET_TRANSLATION: 'PRO',
  CONTINUE_NEXT_QUIZSET: 'PRO',
} as const satisfies Record<string, PlanType>;
export type PlanFeature = keyof typeof PLAN_FEATURES;
export const PLAN_FEATURE_NAMES = Object.keys(PLAN_FEATURES) as PlanFeature[];

/** The only country with a BASIC plan (spec §6: "The BASIC section and BASIC plan appear only for country KR"). */
export const BASIC_PLAN_COUNTRY = 'KR';

/** The plans offered in `countryCode` (spec §6): FREE, BASIC, PRO in KR; FREE and PRO elsewhere. */
export function plansForCountry(countryCode: string): PlanType[] {
  return countryCode === BASIC_PLAN_COUNTRY ? [...PLAN_ORDER] : PLAN_ORDER.filter((plan) => plan !== 'BASIC');
}

/** The position of a plan in PLAN_ORDER (spec §6: FREE 0, BASIC 1, PRO 2). */
export function planRank(plan: PlanType): number {
  return PLAN_ORDER.indexOf(plan);
}

/** True when `userPlan` is `required` or higher (spec §6). */
export function isPlanAtLeast(userPlan: PlanType, required: PlanType): boolean {
  return planRank(userPlan) >= planRank(required);
}

/**
 * A plan as it applies in `countryCode` (spec §6): outside KR there is no BASIC plan, so a BASIC
 * requirement becomes PRO there. Without a country the plan is returned as is.
 */
export function planInCountry(plan: PlanType, countryCode?: string): PlanType {
  return plan === 'BASIC' && countryCode !== undefined && countryCode !== BASIC_PLAN_COUNTRY ? 'PRO' : plan;
}

/**
 * The lowest plan that may use `feature` in `countryCode` (spec §6; the `requiredPlan` of a 403
 * PLAN_REQUIRED). BASIC features need PRO outside KR.
 */
export function requiredPlanFor(feature: PlanFeature, countryCode?: string): PlanType {
  return planInCountry(PLAN_FEATURES[feature], countryCode);
}

/** True when a user on `userPlan` in `countryCode` may use `feature` (spec §6). */
export function canUseFeature(userPlan: PlanType, feature: PlanFeature, countryCode?: string): boolean {
  return isPlanAtLeast(userPlan, requiredPlanFor(feature, countryCode));
}

/**
 * Whether a template is offered in `countryCode` (spec §6: "The BASIC section and BASIC plan appear
 * only for country KR"): BASIC templates exist only for KR users; FREE and PRO ones everywhere.
 * Without a country every template is offered.
 */
export function isTemplateOffered(template: { templatePlanType: PlanType }, countryCode?: string): boolean {
  return (
    template.templatePlanType !== 'BASIC' || countryCode === undefined || countryCode === BASIC_PLAN_COUNTRY
  );
}

/**
 * True when a user on `userPlan` in `countryCode` may use a map template (spec §6): the template is
 * offered there and the plan is at least its `templatePlanType`.
 */
export function canUseTemplate(
  userPlan: PlanType,
  template: { templatePlanType: PlanType },
  countryCode?: string,
): boolean {
  return isTemplateOffered(template, countryCode) && isPlanAtLeast(userPlan, template.templatePlanType);
}

/** The only country with the AI tutor (spec §6: "The AI tutor section shows only for Korean users"). */
export const AI_TUTOR_COUNTRY = 'KR';

/**
 * The plan-gated features a submit payload uses (spec §4/§6), in payload order: `isPublic: false` →
 * PRIVATE_QUIZ, an `aiTutorId` → AI_TUTOR, translation languages → AI_QUIZSET_TRANSLATION,
 * `isNextQuizsetAvailable` → CONTINUE_NEXT_QUIZSET. The server refuses the first one the caller's
 * plan lacks with 403 PLAN_REQUIRED. Learning material and allow-pass are free.
 */
export function featuresUsedByQuizSet(payload: {
  quizsetOptions: { isPublic: boolean };
  aiTutorId: string | null;
  aiTranslationLanguages: readonly string[];
  isNextQuizsetAvailable: boolean;
}): PlanFeature[] {
  const features: PlanFeature[] = [];
  if (!payload.quizsetOptions.isPublic) features.push('PRIVATE_QUIZ');
  if (payload.aiTutorId !== null) features.push('AI_TUTOR');
  if (payload.aiTranslationLanguages.length > 0) features.push('AI_QUIZSET_TRANSLATION');
  if (payload.isNextQuizsetAvailable) features.push('CONTINUE_NEXT_QUIZSET');
  return features;
}
