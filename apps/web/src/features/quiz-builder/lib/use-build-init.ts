import { type BuildMode, createEmptyQuizSetForm, savedToForm } from '@quizset/domain';
import { useEffect, useState } from 'react';
import { useBuildData } from '../api/build-data';
import { fetchQuizSet } from '../api/quiz-set';
import { useBuildStore } from '../store/build-store';
import { useSubmitStore } from '../store/submit-store';
import { readDraft } from './draft-storage';

/** Marker error for an UPDATE of a quiz set the caller may not edit. */
export const NOT_EDITABLE = new Error('NOT_EDITABLE');

export type InitStatus = { name: 'loading' } | { name: 'ready' } | { name: 'failed'; error: unknown };

/**
 * Opens the build page (spec §2 Flow). CREATE starts empty and offers a stored draft; UPDATE and
 * DUPLICATE load GET /api/quizsets/{id} through the domain's `savedToForm` (UPDATE keeps card ids,
 * DUPLICATE gets new ones). The map picker opens when no map is chosen (CREATE, DUPLICATE).
 */
export function useBuildInit(mode: BuildMode, quizSetId: string | null): InitStatus {
  const [status, setStatus] = useState<InitStatus>({ name: 'loading' });
  useEffect(() => {
    const store = useBuildStore.getState();
    useSubmitStore.getState().setPhase({ name: 'idle' });
    if (mode === 'CREATE' || !quizSetId) {
      store.load({ mode: 'CREATE', form: createEmptyQuizSetForm(), mapType: null });
      const draft = readDraft(window.localStorage);
      if (draft) {
        store.setPendingDraft(draft);
        store.setDraftDialogOpen(true);
      } else {
        store.setMapPickerOpen(true);
      }
      setStatus({ name: 'ready' });
      return;
    }
    const controller = new AbortController();
    setStatus({ name: 'loading' });
    fetchQuizSet(quizSetId, controller.signal).then(
      (saved) => {
        // The server refuses a non-owner's update anyway; say so before any typing is wasted.
        if (mode === 'UPDATE' && !saved.enabledEdit)
          return setStatus({ name: 'failed', error: NOT_EDITABLE });
        store.load({
          mode,
          form: savedToForm(saved, mode),
          quizSetId,
          updatedAt: mode === 'UPDATE' ? saved.updatedAt : undefined,
          mapType: saved.templateType,
        });
        if (mode === 'DUPLICATE' && !saved.templateId) store.setMapPickerOpen(true);
        setStatus({ name: 'ready' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setStatus({ name: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [mode, quizSetId]);
  return status;
}

/**
 * Keeps the store's map type in step with the chosen template (a restored draft stores only the id),
 * so the ROUND forcing of spec §4 applies to restored drafts too.
 */
export function useSyncMapType(): void {
  const templates = useBuildData().data?.templates;
  const templateId = useBuildStore((state) => state.form.templateId);
  const mapType = useBuildStore((state) => state.mapType);
  useEffect(() => {
    const template = templates?.find((candidate) => candidate.id === templateId);
    if (template && template.mapType !== mapType) useBuildStore.getState().setMapType(template.mapType);
  }, [templates, templateId, mapType]);
}
