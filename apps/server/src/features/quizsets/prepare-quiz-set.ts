import {
  AI_TRANSLATION_LANGUAGES,
  AI_TUTOR_COUNTRY,
  type CategoryTree,
  type CategoryTreeData,
  canUseFeature,
  canUseTemplate,
  categoryTreeFor,
  createId,
  featuresUsedByQuizSet,
  isTemplateOffered,
  LEARNING_MATERIAL_EXTENSIONS,
  listSemesters,
  MAX_AI_TRANSLATION_LANGUAGES,
  MAX_MATERIAL_COUNT,
  type MapType,
  type Material,
  normalizeOptions,
  type PlanType,
  type PublisherOption,
  publisherOptionsFor,
  type QuizSaved,
  type QuizSetSubmit,
  type QuizSubmit,
  quizSubmitToSaved,
  requiredPlanFor,
  type SchoolSemester,
  SUBMIT_PATH_OF_FORM_FIELD,
  selectionFromCategoryTreeData,
  validateQuizSetSubmit,
  visiblePublisherOptions,
} from '@quizset/domain';
import type { SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { AppError, type ErrorDetail, msg } from '../../lib/app-error';
import { findAiTutorTemplate } from '../ai-tutor-templates/get-ai-tutor-templates';
import { getTemplate, type TemplateRef } from '../templates/get-template';
import { findUpload, ISSUED_IMAGE_EXTENSIONS, isIssuedUploadShape } from '../uploads/find-upload';
import { canRead, findQuizSet } from './get-quiz-set';
import { sanitizeQuizSetSubmit, stripTags } from './sanitize';
import { lowerBigrams, quizSetSearchText, searchBigramsLiteral } from './search-text';

/** Columns of `quiz_sets` a create or update writes (everything but identity, owner and timestamps). */
export interface QuizSetValues {
  title: string;
  templateId: string;
  categoryTreeId: string | null;
  schoolSemester: SchoolSemester | null;
  publisher: string | null;
  isPublic: boolean;
  isAllowPass: boolean;
  showIncorrectAnswer: boolean;
  isShuffle: boolean;
  isLastSchoolInfoSaved: boolean;
  isAiTranslationEnabled: boolean;
  aiTranslationLanguages: string[];
  aiTutorId: string | null;
  materials: Material[];
  isNextQuizsetAvailable: boolean;
  nextQuizsetId: string | null;
  quizList: QuizSaved[];
  quizCount: number;
  countryCode: string;
  /** quizSetSearchText of the values above (issue 19 item 19). */
  searchText: string;
  /**
   * searchBigramsLiteral of `searchText` (issue 20 item 2: sent, no longer generated in SQL); written
   * through quizSetColumns (or lowerBigrams), which has the database lower-case it.
   */
  searchBigrams: string;
  /** searchBigramsLiteral of `title` (migration 0021), written as `searchBigrams` is. */
  titleBigrams: string;
}

/** `values` as drizzle writes them to `quiz_sets`: the bigram literals lower-cased by the database. */
export function quizSetColumns(values: QuizSetValues): Omit<
  QuizSetValues,
  'searchBigrams' | 'titleBigrams'
> & {
  searchBigrams: SQL;
  titleBigrams: SQL;
} {
  return {
    ...values,
    searchBigrams: lowerBigrams(values.searchBigrams),
    titleBigrams: lowerBigrams(values.titleBigrams),
  };
}

export interface PreparedQuizSet {
  values: QuizSetValues;
  template: TemplateRef;
}

const LANGUAGES: ReadonlySet<string> = new Set(AI_TRANSLATION_LANGUAGES);

function failValidation(details: ErrorDetail[]): never {
  const first = details[0];
  throw new AppError('VALIDATION_FAILED', first ? first.message : msg('server.invalidInput'), { details });
}

function requirePlan(requiredPlan: PlanType, feature: string): never {
  throw new AppError('PLAN_REQUIRED', msg('server.planRequired', { plan: requiredPlan }), {
    requiredPlan,
    feature,
  });
}

/** Issue 6: every image URL must name an image this server issued and still holds. */
async function checkImagesIssued(uploadDir: string, quizList: QuizSubmit[]): Promise<void> {
  const entries = imageUrls(quizList);
  const found = await Promise.all(
    entries.map(({ url }) => findUpload(uploadDir, url, ISSUED_IMAGE_EXTENSIONS)),
  );
  const details = entries.flatMap(({ path }, index) =>
    found[index] ? [] : [{ path, message: msg('server.invalidImageUrl') }],
  );
  if (details.length > 0) failValidation(details);
}

/** Every image URL of a payload with its path (question, choices, image hints). */
function imageUrls(quizList: QuizSubmit[]): Array<{ path: string; url: string }> {
  return quizList.flatMap((quiz, index) => {
    const found: Array<{ path: string; url: string }> = [];
    if (quiz.imageUrl) found.push({ path: `quizList.${index}.imageUrl`, url: quiz.imageUrl });
    if (quiz.hint?.type === 'image' && quiz.hint.value)
      found.push({ path: `quizList.${index}.hint.value`, url: quiz.hint.value });
    if (quiz.type === 'multiple')
      quiz.multipleData.choiceListV2.forEach((choice, choiceIndex) => {
        if (choice.imageUrl)
          found.push({
            path: `quizList.${index}.multipleData.choiceListV2.${choiceIndex}.imageUrl`,
            url: choice.imageUrl,
          });
      });
    return found;
  });
}

interface CountryContext {
  countryCode: string;
  tree: CategoryTree;
  publishers: readonly PublisherOption[];
}

/**
 * The spec §5 rules (the domain's, with its messages) plus the server-only checks of the payload's
 * shape: image URLs, AI translation languages (spec §9: at most 3 of 22), the AI tutor's country
 * (spec §6). Quiz set form fields are reported at their payload path with the form `field` beside.
 */
function checkContent(payload: QuizSetSubmit, context: CountryContext): void {
  const details: ErrorDetail[] = validateQuizSetSubmit(payload, context).map((issue) => ({
    path: SUBMIT_PATH_OF_FORM_FIELD[issue.path] ?? issue.path,
    ...(SUBMIT_PATH_OF_FORM_FIELD[issue.path] ? { field: issue.path } : {}),
    message: { key: issue.key, params: issue.params },
    reason: issue.reason,
  }));
  for (const { path, url } of imageUrls(payload.quizList))
    if (!isIssuedUploadShape(url, ISSUED_IMAGE_EXTENSIONS))
      details.push({ path, message: msg('server.invalidImageUrl') });
  const languages = payload.aiTranslationLanguages;
  if (languages.length > MAX_AI_TRANSLATION_LANGUAGES)
    details.push({
      path: 'aiTranslationLanguages',
      message: msg('validation.aiTranslation.tooMany', { max: MAX_AI_TRANSLATION_LANGUAGES }),
    });
  languages.forEach((language, index) => {
    if (!LANGUAGES.has(language) || languages.indexOf(language) !== index)
      details.push({ path: `aiTranslationLanguages.${index}`, message: msg('server.unknownLanguage') });
  });
  if (payload.aiTutorId !== null && context.countryCode !== AI_TUTOR_COUNTRY)
    details.push({ path: 'aiTutorId', message: msg('server.aiTutorUnavailable') });
  if (payload.isNextQuizsetAvailable && payload.nextQuizsetId === null)
    details.push({ path: 'nextQuizsetId', message: msg('validation.nextQuizset.required') });
  if (details.length > 0) failValidation(details);
}

/**
 * The learning materials to store (spec §3 "Material"): FILE materials whose URL this server issued
 * (a PDF from POST /api/materials that still exists); the stored size is the file's own.
 */
async function prepareMaterials(materials: Material[], uploadDir: string): Promise<Material[]> {
  if (materials.length > MAX_MATERIAL_COUNT)
    failValidation([{ path: 'materials', message: msg('server.invalidMaterial') }]);
  const prepared: Material[] = [];
  for (const [index, material] of materials.entries()) {
    const found =
      material.type === 'FILE'
        ? await findUpload(uploadDir, material.url, LEARNING_MATERIAL_EXTENSIONS)
        : null;
    if (!found) failValidation([{ path: `materials.${index}.url`, message: msg('server.invalidMaterial') }]);
    const originalFileName = material.originalFileName && stripTags(material.originalFileName).trim();
    prepared.push({
      type: 'FILE',
      url: found.url,
      ...(originalFileName ? { originalFileName } : {}),
      allowReopenDuringPlay: material.allowReopenDuringPlay,
      fileSize: found.size,
    });
  }
  return prepared;
}

/** `nextQuizsetId` must be another quiz set the caller can read (spec §2 next-quizset chooser). */
async function checkNextQuizset(db: Db, caller: SessionUser, nextId: string | null, selfId?: string) {
  if (nextId === null) return;
  const next = nextId === selfId ? null : await findQuizSet(db, nextId);
  if (!next || !canRead(next.row, caller))
    failValidation([{ path: 'nextQuizsetId', message: msg('server.nextQuizsetInvalid') }]);
}

/**
 * `categoryTreeData` as stored: the validated tree id, the semester only where the grade has
 * semesters, and the publisher only where the list is shown (spec §5) — a listed value, or the
 * custom name trimmed.
 */
function normalizeCategory(data: CategoryTreeData, context: CountryContext): CategoryTreeData {
  const selection = selectionFromCategoryTreeData(context.tree, data);
  const hasSemesters = listSemesters(context.tree, selection.gradeId).length > 0;
  const isListShown = visiblePublisherOptions(context.publishers, context.tree, selection).length > 0;
  return {
    categoryTreeId: data.categoryTreeId,
    schoolSemester: hasSemesters ? data.schoolSemester : null,
    publisher: isListShown ? (data.publisher?.trim() ?? null) || null : null,
  };
}

/** Saved questions (spec §3): order from position; ids kept, a missing or repeated one replaced. */
function savedQuizList(quizList: QuizSubmit[]): QuizSaved[] {
  const seen = new Set<string>();
  return quizList.map((item, index) => {
    const id = seen.has(item.id) ? createId() : item.id;
    seen.add(id);
    return quizSubmitToSaved({ ...item, id }, index);
  });
}

/**
 * Turns a parsed submit payload into the values to store (api.md "Building", server-side rules):
 * sanitize rich text → spec §5 rules and the payload checks (400 with the domain messages) →
 * template exists and is offered in the caller's country (400) and within the caller's plan (403
 * PLAN_REQUIRED, also on UPDATE: spec §4) → gated options (403 PLAN_REQUIRED with `feature` and
 * `requiredPlan`, spec §6) → AI tutor, next quiz set and materials exist (400) → normalized options
 * (spec §4). Reads only; writes nothing. `quizSetId` is the set being updated (a set is never its
 * own next set); `template`, when given, is the payload's template as already read (create: with the
 * caller's access, getTemplateWithAccess).
 */
export async function prepareQuizSet(
  db: Db,
  params: {
    caller: SessionUser;
    payload: QuizSetSubmit;
    uploadDir: string;
    quizSetId?: string;
    /** The payload's template, when the caller read it already (null: there is none). */
    template?: TemplateRef | null;
  },
): Promise<PreparedQuizSet> {
  const { caller } = params;
  const context: CountryContext = {
    countryCode: caller.countryCode,
    tree: categoryTreeFor(caller.countryCode),
    publishers: publisherOptionsFor(caller.countryCode),
  };
  const clean = sanitizeQuizSetSubmit(params.payload);
  checkContent(clean, context);
  await checkImagesIssued(params.uploadDir, clean.quizList);
  const template = params.template === undefined ? await getTemplate(db, clean.templateId) : params.template;
  if (!template)
    failValidation([
      { path: 'templateId', message: msg('server.unknownTemplate'), reason: 'no_map_template' },
    ]);
  const templatePlanType = template.templatePlanType as PlanType;
  if (!isTemplateOffered({ templatePlanType }, caller.countryCode))
    failValidation([
      { path: 'templateId', message: msg('server.templateUnavailable'), reason: 'no_map_template' },
    ]);
  if (!canUseTemplate(caller.planType, { templatePlanType }, caller.countryCode))
    requirePlan(templatePlanType, 'MAP_TEMPLATE');
  const feature = featuresUsedByQuizSet(clean).find(
    (f) => !canUseFeature(caller.planType, f, caller.countryCode),
  );
  if (feature) requirePlan(requiredPlanFor(feature, caller.countryCode), feature);
  if (clean.aiTutorId !== null && !(await findAiTutorTemplate(db, clean.aiTutorId)))
    failValidation([{ path: 'aiTutorId', message: msg('server.unknownAiTutor') }]);
  await checkNextQuizset(db, caller, clean.nextQuizsetId, params.quizSetId);
  const materials = await prepareMaterials(clean.materials, params.uploadDir);
  const options = clean.quizsetOptions;
  const { options: normalized } = normalizeOptions({
    options: {
      isPublic: options.isPublic,
      isAllowPass: options.isAllowPass,
      showIncorrectAnswer: options.showIncorrectAnswer,
      isShuffle: options.isShuffle,
    },
    mapType: template.type as MapType,
    quizCount: clean.quizList.length,
  });
  const category = normalizeCategory(clean.categoryTreeData, context);
  const quizList = savedQuizList(clean.quizList);
  const searchText = quizSetSearchText({
    categoryTreeId: category.categoryTreeId,
    countryCode: caller.countryCode,
    quizList,
  });
  const title = clean.title.trim();
  return {
    template,
    values: {
      title,
      templateId: template.id,
      categoryTreeId: category.categoryTreeId,
      schoolSemester: category.schoolSemester,
      publisher: category.publisher,
      ...normalized,
      isLastSchoolInfoSaved: options.isLastSchoolInfoSaved,
      isAiTranslationEnabled: clean.aiTranslationLanguages.length > 0,
      aiTranslationLanguages: clean.aiTranslationLanguages,
      aiTutorId: clean.aiTutorId,
      materials,
      isNextQuizsetAvailable: clean.isNextQuizsetAvailable,
      nextQuizsetId: clean.nextQuizsetId,
      quizList,
      quizCount: clean.quizList.length,
      countryCode: caller.countryCode,
      searchText,
      searchBigrams: searchBigramsLiteral(searchText),
      titleBigrams: searchBigramsLiteral(title),
    },
  };
}
