import { create } from 'zustand';

/** The AI modal open now (spec §2 modals 3–4); the similar-question generator names its card. */
export type AiModal = { kind: 'topic' } | { kind: 'file' } | { kind: 'similar'; quizId: string };

/**
 * An alert of spec §8 as i18n keys of the `ai` namespace. `tone: 'destructive'` paints the confirm
 * red ('empty prompt'); `withCloseButton: false` leaves only the confirm ('fail to build AI quiz').
 */
export interface AiAlert {
  title: string;
  description?: string;
  values?: Record<string, string | number>;
  tone?: 'default' | 'destructive';
  withCloseButton?: boolean;
  /** `data-testid` of the dialog, for the browser suite. */
  testId?: string;
}

interface AiUiState {
  modal: AiModal | null;
  /** The modals' lazy chunk is mounted from the first opening on, so their results survive a close. */
  hasOpenedModal: boolean;
  alert: AiAlert | null;
  openModal: (modal: AiModal) => void;
  closeModal: () => void;
  showAlert: (alert: AiAlert) => void;
  closeAlert: () => void;
}

/**
 * UI state of the AI helpers on the build page: which modal is open and the alert dialog (the plan
 * dialog is the app's, `features/plans`). Kept apart from the build store (the draft's one source of truth), which the AI helpers
 * change only through its pure operations.
 */
export const useAiUiStore = create<AiUiState>()((set) => ({
  modal: null,
  hasOpenedModal: false,
  alert: null,
  openModal: (modal) => set({ modal, hasOpenedModal: true }),
  closeModal: () => set({ modal: null }),
  showAlert: (alert) => set({ alert }),
  closeAlert: () => set({ alert: null }),
}));
