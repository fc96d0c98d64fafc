import { PLAN_FEATURE_NAMES, PLAN_TYPES, type PlanFeature, requiredPlanFor } from '@quizset/domain';
import { ApiError } from '../../../lib/api-client';
import { usePlanDialogStore } from '../../plans';
import { AI_ERROR_MESSAGES, AUTH_EXPIRED_CODE, fileAiErrorMessage } from '../api/errors';
import { type AiAlert, useAiUiStore } from '../store/ai-ui-store';

/**
 * Failed AI calls → the alerts of spec §8. A 403 PLAN_REQUIRED is not an alert but the plan dialog
 * (`planFeatureOf`); an answer the embedded provider cannot give without a model (422 `reason:
 * NEEDS_MODEL`) keeps its row's title and says what would help instead of the generic description.
 */

/** The `reason` extra of an error answer (api.md envelope), e.g. NEEDS_MODEL or PAGE_LIMIT. */
export function errorReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = (error.body as { error?: { reason?: unknown } } | undefined)?.error?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** The feature of a 403 PLAN_REQUIRED answer (the server's own gate), or null. */
export function planFeatureOf(error: unknown): PlanFeature | null {
  if (!(error instanceof ApiError) || error.code !== 'PLAN_REQUIRED') return null;
  const feature = (error.body as { error?: { feature?: unknown } } | undefined)?.error?.feature;
  return PLAN_FEATURE_NAMES.find((name) => name === feature) ?? null;
}

const isAuthExpired = (error: unknown) => error instanceof ApiError && error.code === AUTH_EXPIRED_CODE;
const needsModel = (error: unknown) => errorReason(error) === 'NEEDS_MODEL';

/** spec §8 "Google authentication expired": 'authentication expired, log in again'. */
const AUTH_EXPIRED_ALERT: AiAlert = { ...AI_ERROR_MESSAGES.authExpired, testId: 'ai-auth-expired' };

/** spec §8 "File AI" rows (status → message; auth expired apart). */
export function fileErrorAlert(error: unknown): AiAlert {
  if (isAuthExpired(error)) return AUTH_EXPIRED_ALERT;
  return { ...fileAiErrorMessage(error), testId: 'ai-file-error' };
}

/** spec §8 "Topic AI failure": 'fail to build AI quiz' with a description and no close button. */
export function topicErrorAlert(error: unknown): AiAlert {
  if (isAuthExpired(error)) return AUTH_EXPIRED_ALERT;
  return {
    ...AI_ERROR_MESSAGES.topic,
    description: needsModel(error) ? 'errors.topic.needsModel' : AI_ERROR_MESSAGES.topic.description,
    withCloseButton: false,
    testId: 'ai-topic-error',
  };
}

/** spec §8 "Similar-quiz failure": alert with error title and description. */
export function similarErrorAlert(error: unknown): AiAlert {
  if (isAuthExpired(error)) return AUTH_EXPIRED_ALERT;
  return {
    ...AI_ERROR_MESSAGES.similarQuiz,
    description: needsModel(error) ? 'errors.similar.needsModel' : AI_ERROR_MESSAGES.similarQuiz.description,
    testId: 'ai-similar-error',
  };
}

/** spec §8 "AI choice or answer failure": 'generate fail' title and description. */
export function generateFailAlert(error: unknown): AiAlert {
  if (isAuthExpired(error)) return AUTH_EXPIRED_ALERT;
  return {
    ...AI_ERROR_MESSAGES.generateFail,
    description: needsModel(error)
      ? 'errors.generate.needsModel'
      : AI_ERROR_MESSAGES.generateFail.description,
    testId: 'ai-generate-fail',
  };
}

/** spec §8 "AI quiz limit": the count-exceeded alert (total 20, remaining N). */
export function countExceededAlert(remaining: number, total: number): AiAlert {
  return {
    title: remaining > 0 ? 'limit.exceededTitle' : 'limit.fullTitle',
    description: 'limit.exceededBody',
    values: { total, remaining },
    testId: 'ai-count-exceeded',
  };
}

/** True for a request the page itself called off (modal closed, retry): nothing to tell. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Shows a failed AI call: the plan dialog for PLAN_REQUIRED, else its alert; aborts stay silent. */
export function showAiFailure(error: unknown, toAlert: (error: unknown) => AiAlert): void {
  if (isAbort(error)) return;
  const feature = planFeatureOf(error);
  if (!feature) {
    useAiUiStore.getState().showAlert(toAlert(error));
    return;
  }
  // The server names the plan for the caller's country; the table's plan is the fallback.
  const named = (error as ApiError).body as { error?: { requiredPlan?: unknown } } | undefined;
  const initialPlanType =
    PLAN_TYPES.find((plan) => plan === named?.error?.requiredPlan) ?? requiredPlanFor(feature);
  usePlanDialogStore.getState().openPlanDialog({ origin: 'feature', initialPlanType, feature });
}
