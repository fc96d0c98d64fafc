import {
  PLAN_FEATURE_NAMES,
  type PlanFeature,
  type PlanType,
  planRank,
  plansForCountry,
  requiredPlanFor,
} from '@quizset/domain';

/** The free options spec §6 names beside the gated ones ("learning-material and allow-pass are free"). */
export const FREE_OPTIONS = ['LEARNING_MATERIAL', 'ALLOW_PASS'] as const;

/** One row of the plan comparison: what it is and the lowest plan that has it in the country. */
export interface PlanRow {
  key: PlanFeature | (typeof FREE_OPTIONS)[number] | 'MAPS_BASIC' | 'MAPS_PRO';
  requiredPlan: PlanType;
}

/**
 * What each plan unlocks in `countryCode` (spec §6, issue 8 "Plans"): the free options, the maps of
 * each paid section (BASIC maps only in KR), and the nine gated features at the plan
 * `requiredPlanFor` gives there (BASIC features need PRO outside KR). Sorted by plan, so a plan's
 * card lists everything from the lower plans first.
 */
export function planRows(countryCode: string): PlanRow[] {
  const plans = plansForCountry(countryCode);
  const rows: PlanRow[] = [
    ...FREE_OPTIONS.map((key) => ({ key, requiredPlan: 'FREE' as PlanType })),
    ...(plans.includes('BASIC') ? [{ key: 'MAPS_BASIC' as const, requiredPlan: 'BASIC' as PlanType }] : []),
    { key: 'MAPS_PRO', requiredPlan: 'PRO' },
    ...PLAN_FEATURE_NAMES.map((key) => ({ key, requiredPlan: requiredPlanFor(key, countryCode) })),
  ];
  return rows.sort((a, b) => planRank(a.requiredPlan) - planRank(b.requiredPlan));
}

/** True when `plan` includes `row` (every plan has what the plans below it have). */
export function planIncludes(plan: PlanType, row: PlanRow): boolean {
  return planRank(plan) >= planRank(row.requiredPlan);
}
