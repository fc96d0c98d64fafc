import { useMe } from '../../auth/use-me';
import { PlanChip } from './plan-chip';

/**
 * The plan chip of the global header (issue 19 item 14: on every page, not only in the builder):
 * the signed-in user's plan; nothing while signed out or loading.
 */
export function HeaderPlanChip() {
  const planType = useMe().data?.planType;
  return planType ? <PlanChip planType={planType} /> : null;
}
