import {
  type BuildMode,
  createEmptyQuizSetForm,
  type Draft,
  type PlanType,
  type QuizSetForm,
} from '@quizset/domain';
import { create } from 'zustand';
import { flushPendingEdits } from '../../rich-text';
import { keepErrors } from './field-errors';
import { emptyHistory, type ListHistory, recordEdit, redoEdit, undoEdit } from './history';
import { commitQuizEdit, type LimitResult } from './operations';

/**
 * The one source of truth of the open draft (stack.md style 4). Components read slices through the
 * selectors in `selectors.ts` and change the form only through `edit(op)` with a pure operation from
 * `operations.ts`; nothing threads setters through props. Rich-text fields report typing on a short
 * debounce (rich-text/lib/pending-edits.ts): every action that reads or replaces the form flushes
 * them first, so the store is current whenever anything acts on it.
 */
export type BuildTab = 'quiz' | 'settings';
export type AutosaveStatus = 'idle' | 'saving' | 'saved';

/**
 * Why editing is disabled (spec §4 UPDATE/DUPLICATE): the set's map is above the user's plan (plan
 * notice; the alert offers an upgrade to /pricing), or the data's country differs from the user's
 * ('unknown' notice; the alert is a sorry message).
 */
export type EditBlock = { reason: 'PLAN'; requiredPlan: PlanType } | { reason: 'COUNTRY' };

export interface BuildState {
  mode: BuildMode;
  form: QuizSetForm;
  /** Set in UPDATE / DUPLICATE: the quiz set that was opened. */
  quizSetId?: string;
  /** UPDATE: `updatedAt` as last read; a stale one gets 409 (api.md "Building"). */
  updatedAt?: string;
  /** Set when editing is disabled (spec §4); the page shows its notice and blocks the finish. */
  editBlock: EditBlock | null;
  isEditBlockAlertOpen: boolean;
  activeTab: BuildTab;
  /** Edits since the form was loaded or last saved to the server (drives the leave warning). */
  isDirty: boolean;
  /** Bumped on every edit that changed the form; the autosave listens to it. */
  revision: number;
  /** Field id (lib/field-id.ts) → translated message, from the last failed finish or server 400. */
  fieldErrors: Record<string, string>;
  isLimitAlertOpen: boolean;
  isMapPickerOpen: boolean;
  /** The school-info modal (spec §2 modal 7): opened by its button or by a finish check about it. */
  isSchoolInfoOpen: boolean;
  /** CREATE: a stored draft the teacher has not yet continued or discarded (spec §2 "Drafts"). */
  pendingDraft: Draft | null;
  isDraftDialogOpen: boolean;
  autosave: { status: AutosaveStatus; savedAt: number | null };
  /** The one card in edit mode (issue 3 "Only one card is in edit mode at a time"); null: all in view mode. */
  editingQuizId: string | null;
  /** Undo / redo of structural list edits (store/history.ts); reset by `load`. */
  history: ListHistory;
}

export interface BuildActions {
  load: (
    next: Pick<BuildState, 'mode' | 'form'> &
      Partial<Pick<BuildState, 'quizSetId' | 'updatedAt' | 'editBlock'>>,
  ) => void;
  /** A content edit (text, answers, settings): not in the list history. */
  edit: (op: (form: QuizSetForm) => QuizSetForm) => void;
  /** A structural edit (add, delete, move, duplicate, type change): undoable with `undo`. */
  editList: (op: (form: QuizSetForm) => QuizSetForm) => void;
  /**
   * A structural edit bound by the 20-question limit: opens the limit alert and returns null when
   * hit, else the new card's id.
   */
  editWithLimit: (op: (form: QuizSetForm) => LimitResult) => string | null;
  undo: () => void;
  redo: () => void;
  setEditingQuizId: (id: string | null) => void;
  setEditBlockAlertOpen: (isOpen: boolean) => void;
  setTab: (tab: BuildTab) => void;
  setFieldErrors: (errors: Record<string, string>) => void;
  closeLimitAlert: () => void;
  setMapPickerOpen: (isOpen: boolean) => void;
  setSchoolInfoOpen: (isOpen: boolean) => void;
  setPendingDraft: (draft: Draft | null) => void;
  setDraftDialogOpen: (isOpen: boolean) => void;
  setAutosave: (autosave: BuildState['autosave']) => void;
  markSaved: (updatedAt?: string) => void;
}

export function initialBuildState(): BuildState {
  return {
    mode: 'CREATE',
    form: createEmptyQuizSetForm(),
    editBlock: null,
    isEditBlockAlertOpen: false,
    activeTab: 'quiz',
    isDirty: false,
    revision: 0,
    fieldErrors: {},
    isLimitAlertOpen: false,
    isMapPickerOpen: false,
    isSchoolInfoOpen: false,
    pendingDraft: null,
    isDraftDialogOpen: false,
    autosave: { status: 'idle', savedAt: null },
    editingQuizId: null,
    history: emptyHistory(),
  };
}

export const useBuildStore = create<BuildState & BuildActions>()((set, get) => {
  /** Undo / redo: the form changes like an edit; a card no longer listed leaves edit mode. */
  const applyStep = ({ form, history }: { form: QuizSetForm; history: ListHistory }) => {
    get().edit(() => form);
    const { editingQuizId } = get();
    const isListed = form.quizList.some((quiz) => quiz.id === editingQuizId);
    set({ history, editingQuizId: isListed ? editingQuizId : null });
  };
  return {
    ...initialBuildState(),
    load: (next) => set({ ...initialBuildState(), ...next, isEditBlockAlertOpen: Boolean(next.editBlock) }),
    edit: (op) => {
      flushPendingEdits();
      const { form, fieldErrors, revision } = get();
      const next = op(form);
      if (next === form) return;
      set({
        form: next,
        isDirty: true,
        revision: revision + 1,
        fieldErrors: keepErrors(fieldErrors, form, next),
      });
    },
    editList: (op) => {
      flushPendingEdits();
      const { form, history } = get();
      const next = op(form);
      if (next === form) return;
      get().edit(() => next);
      set({ history: recordEdit(history, form) });
    },
    editWithLimit: (op) => {
      flushPendingEdits();
      const result = op(get().form);
      if (!result.ok) {
        set({ isLimitAlertOpen: true });
        return null;
      }
      get().editList(() => result.form);
      return result.quizId;
    },
    undo: () => {
      flushPendingEdits();
      const { history, form } = get();
      const step = undoEdit(history, form);
      if (step) applyStep(step);
    },
    redo: () => {
      flushPendingEdits();
      const { history, form } = get();
      const step = redoEdit(history, form);
      if (step) applyStep(step);
    },
    setEditingQuizId: (editingQuizId) => {
      flushPendingEdits();
      const previous = get().editingQuizId;
      if (previous === editingQuizId) return;
      if (previous) get().edit((form) => commitQuizEdit(form, previous));
      set({ editingQuizId });
    },
    setEditBlockAlertOpen: (isEditBlockAlertOpen) => set({ isEditBlockAlertOpen }),
    setTab: (activeTab) => {
      flushPendingEdits();
      set({ activeTab });
    },
    setFieldErrors: (fieldErrors) => set({ fieldErrors }),
    closeLimitAlert: () => set({ isLimitAlertOpen: false }),
    setMapPickerOpen: (isMapPickerOpen) => set({ isMapPickerOpen }),
    setSchoolInfoOpen: (isSchoolInfoOpen) => set({ isSchoolInfoOpen }),
    setPendingDraft: (pendingDraft) => set({ pendingDraft }),
    setDraftDialogOpen: (isDraftDialogOpen) => set({ isDraftDialogOpen }),
    setAutosave: (autosave) => set({ autosave }),
    markSaved: (updatedAt) => set((state) => ({ isDirty: false, updatedAt: updatedAt ?? state.updatedAt })),
  };
});
