import { canUseFeature, type PlanFeature, type PlanType, requiredPlanFor } from '@quizset/domain';
import { useMe } from '../../auth/use-me';
import { usePlanDialogStore } from '../store/plan-dialog-store';

/** A gated feature as the caller sees it (spec §6). */
export interface PlanGate {
  isLocked: boolean;
  /** The lowest plan that opens the feature in the caller's country. */
  requiredPlan: PlanType;
  /** Opens the plan dialog aimed at `requiredPlan` (origin `feature`). */
  openDialog: () => void;
  /** Runs `action` when the plan allows the feature, else opens the plan dialog. */
  guard: (action: () => void) => () => void;
}

/**
 * The plan gate of one of spec §6's nine features: "Without access the plan modal opens with the
 * initial plan type and origin, and a plan badge shows on the feature". The server refuses the call
 * too (403 PLAN_REQUIRED), so this is the explanation, not the lock. While the user is loading the
 * click goes through; the server answers if it must.
 */
export function usePlanGate(feature: PlanFeature): PlanGate {
  const me = useMe().data;
  const open = usePlanDialogStore((state) => state.openPlanDialog);
  const countryCode = me?.countryCode ?? undefined;
  const requiredPlan = requiredPlanFor(feature, countryCode);
  const isLocked = me ? !canUseFeature(me.planType, feature, countryCode) : false;
  const openDialog = () => open({ origin: 'feature', initialPlanType: requiredPlan, feature });
  return {
    isLocked,
    requiredPlan,
    openDialog,
    guard: (action) => () => (isLocked ? openDialog() : action()),
  };
}
