import {
  CATEGORY_TREE,
  CUSTOM_PUBLISHER_ID,
  canUseFeature,
  canUseTemplate,
  categoryCountryCode,
  createId,
  featuresUsedByOptions,
  findCategoryPath,
  KR_PUBLISHERS,
  type MapType,
  normalizeOptions,
  type PlanType,
  type QuizSetSubmit,
  type QuizSubmit,
  requiredPlanFor,
  validateQuizSetSubmit,
} from '@quizset/domain';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { AppError, type ErrorDetail, msg } from '../../lib/app-error';
import { getTemplate, type TemplateRow } from '../templates/get-template';
import { sanitizeQuizSetSubmit } from './sanitize';

/** Columns of `quiz_sets` a create or update writes (everything but identity, owner and timestamps). */
export interface QuizSetValues {
  title: string;
  templateId: string;
  categoryId: string | null;
  publisherId: string | null;
  customPublisher: string | null;
  isPublic: boolean;
  allowPass: boolean;
  showIncorrectAnswer: boolean;
  isShuffle: boolean;
  quizList: QuizSubmit[];
  quizCount: number;
  countryCode: string;
}

export interface PreparedQuizSet {
  values: QuizSetValues;
  template: TemplateRow;
}

const PUBLISHER_IDS = new Set(KR_PUBLISHERS.map((publisher) => publisher.id));
// Uploaded files (/uploads/…) or an absolute http(s) URL; anything else (javascript:, data:) is refused.
const IMAGE_URL = /^(?:\/uploads\/[A-Za-z0-9._-]+|https?:\/\/[^\s"'<>]+)$/;

function failValidation(details: ErrorDetail[]): never {
  const first = details[0];
  throw new AppError('VALIDATION_FAILED', first ? first.message : msg('server.invalidInput'), { details });
}

/** Every image URL of a payload with its path (question, choices, image hints). */
function imageUrls(quizList: QuizSubmit[]): Array<{ path: string; url: string }> {
  return quizList.flatMap((quiz, index) => {
    const found: Array<{ path: string; url: string }> = [];
    if (quiz.imageUrl) found.push({ path: `quizList.${index}.imageUrl`, url: quiz.imageUrl });
    if (quiz.hint?.type === 'IMAGE')
      found.push({ path: `quizList.${index}.hint.value`, url: quiz.hint.value });
    if (quiz.type === 'MULTIPLE_CHOICE')
      quiz.choiceList.forEach((choice, choiceIndex) => {
        if (choice.imageUrl)
          found.push({ path: `quizList.${index}.choiceList.${choiceIndex}.imageUrl`, url: choice.imageUrl });
      });
    return found;
  });
}

/** Content rules of spec §5 plus the server-only checks (category in the tree, known publisher, image URLs). */
function checkContent(payload: QuizSetSubmit): void {
  const details: ErrorDetail[] = validateQuizSetSubmit(payload).map((issue) => ({
    path: issue.path,
    message: { key: issue.key, params: issue.params },
    reason: issue.reason,
  }));
  if (payload.categoryId !== null && details.every((d) => d.path !== 'categoryId')) {
    if (!findCategoryPath(CATEGORY_TREE, payload.categoryId))
      details.push({
        path: 'categoryId',
        message: msg('validation.category.unknown'),
        reason: 'invalid_category',
      });
  }
  const publisherId = payload.publisher.id;
  if (publisherId !== null && publisherId !== CUSTOM_PUBLISHER_ID && !PUBLISHER_IDS.has(publisherId))
    details.push({
      path: 'publisher.id',
      message: msg('server.unknownPublisher'),
      reason: 'invalid_publisher',
    });
  for (const { path, url } of imageUrls(payload.quizList))
    if (!IMAGE_URL.test(url)) details.push({ path, message: msg('server.invalidImageUrl') });
  if (details.length > 0) failValidation(details);
}

function requirePlan(requiredPlan: PlanType, feature: string): never {
  throw new AppError('PLAN_REQUIRED', msg('server.planRequired', { plan: requiredPlan }), {
    requiredPlan,
    feature,
  });
}

/** Card ids are kept (spec §3: saved form = submit form with quizId always set); missing or repeated ones get new ids. */
function withQuizIds(quizList: QuizSubmit[]): QuizSubmit[] {
  const seen = new Set<string>();
  return quizList.map((quiz) => {
    let quizId = quiz.quizId;
    if (!quizId || seen.has(quizId)) quizId = createId();
    seen.add(quizId);
    return { ...quiz, quizId };
  });
}

/**
 * Turns a parsed submit payload into the values to store (api.md "Building", server-side rules):
 * sanitize rich text → spec §5 rules (400 with the domain messages) → template exists (400) and is
 * within the caller's plan (403 PLAN_REQUIRED, skipped when `skipTemplatePlanCheck`: an update keeps
 * the map it already had) → gated options (403 PLAN_REQUIRED) → normalized options (spec §4).
 * Pure apart from the template lookup; writes nothing.
 */
export async function prepareQuizSet(
  db: Db,
  caller: SessionUser,
  payload: QuizSetSubmit,
  options: { skipTemplatePlanCheck?: boolean } = {},
): Promise<PreparedQuizSet> {
  const clean = sanitizeQuizSetSubmit(payload);
  checkContent(clean);
  const template = await getTemplate(db, clean.templateId);
  if (!template)
    failValidation([
      { path: 'templateId', message: msg('server.unknownTemplate'), reason: 'no_map_template' },
    ]);
  if (
    !options.skipTemplatePlanCheck &&
    !canUseTemplate(caller.planType, { planType: template.planType as PlanType })
  )
    requirePlan(template.planType as PlanType, 'MAP_TEMPLATE');
  const feature = featuresUsedByOptions(clean).find((f) => !canUseFeature(caller.planType, f));
  if (feature) requirePlan(requiredPlanFor(feature), feature);
  const { options: normalized } = normalizeOptions({
    options: {
      isPublic: clean.isPublic,
      allowPass: clean.allowPass,
      showIncorrectAnswer: clean.showIncorrectAnswer,
      isShuffle: clean.isShuffle,
    },
    mapType: template.mapType as MapType,
    quizCount: clean.quizList.length,
  });
  const isCustom = clean.publisher.id === CUSTOM_PUBLISHER_ID;
  return {
    template,
    values: {
      title: clean.title.trim(),
      templateId: template.id,
      categoryId: clean.categoryId,
      publisherId: clean.publisher.id,
      customPublisher: isCustom ? (clean.publisher.customName ?? '').trim() : null,
      ...normalized,
      quizList: withQuizIds(clean.quizList),
      quizCount: clean.quizList.length,
      countryCode: (clean.categoryId && categoryCountryCode(clean.categoryId)) || caller.countryCode,
    },
  };
}
