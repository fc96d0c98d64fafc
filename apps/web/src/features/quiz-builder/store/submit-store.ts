import { create } from 'zustand';

/**
 * Where the finish flow stands (spec §2 Finish). One phase at a time, so at most one of the confirm,
 * conflict and failure dialogs is open, and a second click on finish cannot start a second save.
 */
export type SubmitPhase =
  | { name: 'idle' }
  | { name: 'confirm' }
  | { name: 'submitting' }
  | { name: 'conflict'; serverUpdatedAt: string | null }
  | { name: 'failed' };

export const useSubmitStore = create<{ phase: SubmitPhase; setPhase: (phase: SubmitPhase) => void }>()(
  (set) => ({
    phase: { name: 'idle' },
    setPhase: (phase) => set({ phase }),
  }),
);
