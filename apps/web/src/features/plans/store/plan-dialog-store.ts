import type { PlanFeature, PlanType } from '@quizset/domain';
import { create } from 'zustand';

/**
 * Where the plan dialog was opened from (spec §2 modal 12: "opens with an initial plan type and an
 * origin"): a gated feature, a paid map's submit (spec §4 "Map submit": origin paidMap), the header's
 * plan chip, or the disabled-edit alert.
 */
export type PlanDialogOrigin = 'feature' | 'paidMap' | 'planChip' | 'editBlock';

export interface PlanDialogRequest {
  origin: PlanDialogOrigin;
  /** The plan the dialog is aimed at (highlighted). */
  initialPlanType: PlanType;
  /** The gated feature that opened it (origin `feature`). */
  feature?: PlanFeature;
}

interface PlanDialogState {
  request: PlanDialogRequest | null;
  openPlanDialog: (request: PlanDialogRequest) => void;
  closePlanDialog: () => void;
}

/** The one plan dialog of the app (mounted once by the root layout); anything may open it. */
export const usePlanDialogStore = create<PlanDialogState>()((set) => ({
  request: null,
  openPlanDialog: (request) => set({ request }),
  closePlanDialog: () => set({ request: null }),
}));
