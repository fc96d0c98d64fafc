export { HeaderPlanChip } from './components/header-plan-chip';
export { PlanBadge } from './components/plan-badge';
export { PlanChip } from './components/plan-chip';
export { PlanComparison } from './components/plan-comparison';
export { PlanDialogHost } from './components/plan-dialog-host';
export { PRICING_PATH } from './lib/paths';
export { type PlanGate, usePlanGate } from './lib/use-plan-gate';
export { type PlanDialogOrigin, usePlanDialogStore } from './store/plan-dialog-store';
