/**
 * The AI entry points' plan gate is the app's one plan badge and dialog (issue 8,
 * `features/plans`); this module keeps the AI components' imports short.
 */
export { PlanBadge, type PlanGate, usePlanGate } from '../../plans';
