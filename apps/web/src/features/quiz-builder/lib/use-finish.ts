import { notifications } from '@mantine/notifications';
import {
  formatMessage,
  SUBMIT_ERROR_DIALOG_DELAY_MS,
  type SubmitExtra,
  savedToForm,
  toSubmitPayload,
  validateQuizSetForm,
} from '@quizset/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { track } from '../../../lib/analytics';
import { ApiError, type ApiErrorDetail } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageReload } from '../../../lib/reload-page';
import { useMe } from '../../auth/use-me';
import { flushPendingEdits } from '../../rich-text';
import { useBuildData } from '../api/build-data';
import { createQuizSet, fetchQuizSet, updateQuizSet } from '../api/quiz-set';
import { useBuildStore } from '../store/build-store';
import { useSubmitStore } from '../store/submit-store';
import { clearDraft, writeDraft } from './draft-storage';
import { showIssues, translateIssues } from './show-issues';
import { useLocale } from './use-locale';

/**
 * The finish flow of spec §4/§5: validate (§5) → show every issue, focus the first, say 'required
 * input is empty, please complete' and track the failure reason → CREATE / DUPLICATE: POST; UPDATE:
 * confirm, then PUT with the `updatedAt` last read → refresh the quiz list and user queries, clear
 * the draft (CREATE), open `/quiz/{id}`. A 400 maps onto the fields like a local failure (quiz set
 * fields by the detail's `field`); 409 opens the reload/overwrite dialog; anything else opens the
 * failure dialog after SUBMIT_ERROR_DIALOG_DELAY_MS (spec §8). The form is never touched on failure,
 * so retry resends it.
 */
export function useFinish() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const setPhase = useSubmitStore((state) => state.setPhase);
  // The builder is behind RequireAuth, so the user is known here; drafts are kept per user (issue 7).
  const ownerId = useMe().data?.id;
  const buildData = useBuildData().data;
  const context = { tree: buildData?.categoryTree ?? EMPTY_TREE, publishers: buildData?.publishers ?? [] };

  const send = async (updatedAtOverride?: string) => {
    flushPendingEdits();
    const { mode, form, quizSetId, updatedAt } = useBuildStore.getState();
    setPhase({ name: 'submitting' });
    const extra: SubmitExtra =
      mode === 'UPDATE'
        ? { quizSetId, updatedAt: updatedAtOverride ?? updatedAt }
        : mode === 'DUPLICATE'
          ? { originQuizSetId: quizSetId }
          : {};
    try {
      const payload = toSubmitPayload(form, context.tree, extra);
      const saved =
        mode === 'UPDATE' && quizSetId
          ? await updateQuizSet(quizSetId, payload)
          : await createQuizSet(payload);
      useBuildStore.getState().markSaved();
      if (mode === 'CREATE' && ownerId) clearDraft(window.localStorage, ownerId);
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
      showIssues(error.details.map(toFieldIssue));
      return;
    }
    if (error instanceof ApiError && error.code === 'PLAN_REQUIRED') {
      // A map or option above the caller's plan (spec §6): point at the control that asked for it.
      setPhase({ name: 'idle' });
      track('quiz_build_failed', { reason: 'plan_required', source: 'server' });
      const path = planGatedPath(error.body);
      if (path) showIssues([{ path, message: error.message }]);
      else notifications.show({ color: 'red', message: error.message });
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
    const issues = validateQuizSetForm(form, context);
    const first = issues[0];
    if (first) {
      track('quiz_build_failed', { reason: first.reason, mode });
      showIssues(translateIssues(issues, locale));
      // spec §5: a quiz with an empty required field says so, and its field is focused.
      if (first.path.startsWith('quizList.'))
        notifications.show({
          id: 'finish-required',
          color: 'red',
          message: formatMessage('validation.required', locale),
        });
      return;
    }
    useBuildStore.getState().setFieldErrors({});
    if (mode === 'UPDATE') setPhase({ name: 'confirm' });
    else void send();
  };

  /** 409 "Reload": the server's version replaces the form (the teacher's edits are discarded by choice). */
  const reload = async () => {
    const { quizSetId } = useBuildStore.getState();
    if (!quizSetId) return;
    setPhase({ name: 'submitting' });
    try {
      const saved = await fetchQuizSet(quizSetId);
      const { form } = useBuildStore.getState();
      useBuildStore.getState().load({
        mode: 'UPDATE',
        form: savedToForm(saved, 'UPDATE', { ...context, aiTutor: form.aiTutor }),
        quizSetId,
        updatedAt: saved.updatedAt,
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

  /**
   * The failure dialog's "Retry" (spec §8: reload the page). A new set's work is in the draft first,
   * so the reloaded page offers it back (spec §4 drafts); an update reloads behind the browser's own
   * leave confirm.
   */
  const keepDraft = () => {
    flushPendingEdits();
    const { mode, form } = useBuildStore.getState();
    if (mode !== 'CREATE' || !ownerId) return;
    writeDraft(window.localStorage, ownerId, form, Date.now());
    useBuildStore.getState().markSaved();
  };
  const retry = () => {
    keepDraft();
    pageReload.reload();
  };
  /** The failure dialog's "Go home" (spec §8: /public); a new set's work waits in its draft. */
  const goHome = () => {
    keepDraft();
    setPhase({ name: 'idle' });
    navigate('/public');
  };

  return { finish, send, retry, goHome, reload, overwrite, dismiss: () => setPhase({ name: 'idle' }) };
}

const EMPTY_TREE = { schoolInfoTree: [], subjectTree: [] };

/** A server 400 detail on the field it is about: quiz set form fields come as `field` (api.md details). */
function toFieldIssue(detail: ApiErrorDetail) {
  return { path: detail.field ?? detail.path, message: detail.message };
}

function reasonOf(error: ApiError): string {
  const detail = error.details[0] as { reason?: unknown } | undefined;
  return typeof detail?.reason === 'string' ? detail.reason : error.code;
}

/** The control a PLAN_REQUIRED answer is about, where the builder has one (spec §6). */
function planGatedPath(body: unknown): string | null {
  const feature = (body as { error?: { feature?: unknown } } | undefined)?.error?.feature;
  if (feature === 'PRIVATE_QUIZ') return 'isPublic';
  if (feature === 'MAP_TEMPLATE') return 'templateId';
  return null;
}

function serverUpdatedAtOf(body: unknown): string | null {
  const value = (body as { error?: { updatedAt?: unknown } } | undefined)?.error?.updatedAt;
  return typeof value === 'string' ? value : null;
}
