import {
  type QuizSetSubmit,
  SUBMIT_ERROR_DIALOG_DELAY_MS,
  savedToForm,
  toSubmitPayload,
  validateQuizSetForm,
} from '@quizset/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { flushPendingEdits } from '../../rich-text';
import { createQuizSet, fetchQuizSet, updateQuizSet } from '../api/quiz-set';
import { useBuildStore } from '../store/build-store';
import { useSubmitStore } from '../store/submit-store';
import { clearDraft } from './draft-storage';
import { showIssues, translateIssues } from './show-issues';
import { useLocale } from './use-locale';

/**
 * The finish flow of spec §2: validate (§5) → show and focus the first issue and track its reason →
 * CREATE / DUPLICATE: POST; UPDATE: confirm, then PUT with the `updatedAt` last read → refresh the
 * quiz list and user queries, clear the draft (CREATE), open `/quiz/{id}`. A 400 maps onto the fields
 * like a local failure; 409 opens the reload/overwrite dialog; anything else opens the failure dialog
 * after SUBMIT_ERROR_DIALOG_DELAY_MS. The form is never touched on failure, so retry resends it.
 */
export function useFinish() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const setPhase = useSubmitStore((state) => state.setPhase);

  const send = async (updatedAtOverride?: string) => {
    flushPendingEdits();
    const { mode, form, quizSetId, updatedAt } = useBuildStore.getState();
    setPhase({ name: 'submitting' });
    const extra: Pick<QuizSetSubmit, 'quizSetId' | 'updatedAt' | 'originQuizSetId'> =
      mode === 'UPDATE'
        ? { quizSetId, updatedAt: updatedAtOverride ?? updatedAt }
        : mode === 'DUPLICATE'
          ? { originQuizSetId: quizSetId }
          : {};
    try {
      const payload = toSubmitPayload(form, extra);
      const saved =
        mode === 'UPDATE' && quizSetId
          ? await updateQuizSet(quizSetId, payload)
          : await createQuizSet(payload);
      useBuildStore.getState().markSaved();
      if (mode === 'CREATE') clearDraft(window.localStorage);
      setPhase({ name: 'idle' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quizSets }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quizSet(saved.id) }),
      ]);
      navigate(`/quiz/${saved.id}${mode === 'DUPLICATE' ? '?isDuplicate=true' : ''}`);
    } catch (error) {
      onSendError(error);
    }
  };

  const onSendError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.details.length > 0) {
      setPhase({ name: 'idle' });
      track('quiz_build_failed', { reason: reasonOf(error), source: 'server' });
      showIssues(error.details);
      return;
    }
    if (error instanceof ApiError && error.code === 'PLAN_REQUIRED') {
      // A map or option above the caller's plan (spec §6): point at the control that asked for it.
      setPhase({ name: 'idle' });
      track('quiz_build_failed', { reason: 'plan_required', source: 'server' });
      showIssues([{ path: planGatedPath(error.body), message: error.message }]);
      return;
    }
    if (error instanceof ApiError && error.status === 409) {
      setPhase({ name: 'conflict', serverUpdatedAt: serverUpdatedAtOf(error.body) });
      return;
    }
    track('quiz_build_failed', {
      reason: error instanceof ApiError ? error.code : 'unknown',
      source: 'network',
    });
    // The delay keeps a blip from flashing a dialog (spec §2); the finish button shows progress meanwhile.
    setTimeout(() => setPhase({ name: 'failed' }), SUBMIT_ERROR_DIALOG_DELAY_MS);
  };

  const finish = () => {
    if (useSubmitStore.getState().phase.name === 'submitting') return;
    // Text typed a moment ago is still in its field (debounced report): validate and send all of it.
    flushPendingEdits();
    const { form, mode } = useBuildStore.getState();
    const issues = validateQuizSetForm(form);
    const first = issues[0];
    if (first) {
      track('quiz_build_failed', { reason: first.reason, mode });
      showIssues(translateIssues(issues, locale));
      return;
    }
    useBuildStore.getState().setFieldErrors({});
    if (mode === 'UPDATE') setPhase({ name: 'confirm' });
    else void send();
  };

  /** 409 "Reload": the server's version replaces the form (the teacher's edits are discarded by choice). */
  const reload = async () => {
    const { quizSetId, mapType } = useBuildStore.getState();
    if (!quizSetId) return;
    setPhase({ name: 'submitting' });
    try {
      const saved = await fetchQuizSet(quizSetId);
      useBuildStore.getState().load({
        mode: 'UPDATE',
        form: savedToForm(saved, 'UPDATE'),
        quizSetId,
        updatedAt: saved.updatedAt,
        mapType: saved.templateType ?? mapType,
      });
      setPhase({ name: 'idle' });
    } catch (error) {
      onSendError(error);
    }
  };

  /** 409 "Overwrite": resend with the server's current `updatedAt` (from the 409 body, else a refetch). */
  const overwrite = async () => {
    const { phase } = useSubmitStore.getState();
    const { quizSetId } = useBuildStore.getState();
    let serverUpdatedAt = phase.name === 'conflict' ? phase.serverUpdatedAt : null;
    try {
      if (!serverUpdatedAt && quizSetId) serverUpdatedAt = (await fetchQuizSet(quizSetId)).updatedAt;
    } catch (error) {
      return onSendError(error);
    }
    // Kept in the store so a retry after a network failure does not hit the same 409 again.
    if (serverUpdatedAt) useBuildStore.setState({ updatedAt: serverUpdatedAt });
    await send(serverUpdatedAt ?? undefined);
  };

  return { finish, send, reload, overwrite, dismiss: () => setPhase({ name: 'idle' }) };
}

function reasonOf(error: ApiError): string {
  const detail = error.details[0] as { reason?: unknown } | undefined;
  return typeof detail?.reason === 'string' ? detail.reason : error.code;
}

function planGatedPath(body: unknown): string {
  const feature = (body as { error?: { feature?: unknown } } | undefined)?.error?.feature;
  return feature === 'PRIVATE_QUIZ' ? 'isPublic' : 'templateId';
}

function serverUpdatedAtOf(body: unknown): string | null {
  const value = (body as { error?: { updatedAt?: unknown } } | undefined)?.error?.updatedAt;
  return typeof value === 'string' ? value : null;
}
