import { z } from 'zod';
import { BUILD_MODES, DRAFT_VERSION, MAP_TYPES, PLAN_TYPES } from './constants';
import { quizEditSchema, quizFromSaved, quizSubmitSchema, quizToSubmit } from './questions';

/**
 * Publisher choice (spec §2 Step 2): one of the KR list (`id`), or CUSTOM with a 2–15 character
 * `customName`, or none (`id: null`).
 */
export const publisherSelectionSchema = z.object({
  id: z.string().nullable(),
  customName: z.string().nullable(),
});
export type PublisherSelection = z.infer<typeof publisherSelectionSchema>;

/** The quiz set options of spec §4. `isPublic` is shown inverted as "hide from explore". */
export const quizSetOptionsShape = {
  isPublic: z.boolean(),
  allowPass: z.boolean(),
  showIncorrectAnswer: z.boolean(),
  isShuffle: z.boolean(),
};

/**
 * The open draft (edit form) of a quiz set: the single source of truth of the builder (spec §3).
 * `categoryId` is the deepest chosen node of the category tree (see category.ts for the prefix rule).
 */
export const quizSetFormSchema = z.object({
  title: z.string(),
  templateId: z.string().nullable(),
  categoryId: z.string().nullable(),
  publisher: publisherSelectionSchema,
  ...quizSetOptionsShape,
  quizList: z.array(quizEditSchema),
});
export type QuizSetForm = z.infer<typeof quizSetFormSchema>;

/**
 * Submit payload of POST /api/quizsets and PUT /api/quizsets/{id} (spec §3, api.md "Building").
 * Limits are checked by validation.ts so both sides answer with the same messages.
 */
export const quizSetSubmitSchema = z.object({
  quizSetId: z.string().optional(),
  /** ISO timestamp of the version the editor read; a stale one gets 409 (optimistic update). */
  updatedAt: z.string().optional(),
  originQuizSetId: z.string().optional(),
  title: z.string(),
  templateId: z.string(),
  categoryId: z.string().nullable(),
  publisher: publisherSelectionSchema,
  ...quizSetOptionsShape,
  quizList: z.array(quizSubmitSchema),
});
export type QuizSetSubmit = z.infer<typeof quizSetSubmitSchema>;

export const categoryTreeDataSchema = z.object({
  schoolTypeId: z.string().nullable(),
  gradeId: z.string().nullable(),
  semesterId: z.string().nullable(),
  subjectId: z.string().nullable(),
});
export type CategoryTreeData = z.infer<typeof categoryTreeDataSchema>;

export const authorSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });

/** GET /api/quizsets/{id}: the saved form plus what the reader needs (api.md "Building"). */
export const savedQuizSetSchema = z.object({
  id: z.string(),
  title: z.string(),
  templateId: z.string(),
  templateType: z.enum(MAP_TYPES),
  categoryId: z.string().nullable(),
  categoryTreeData: categoryTreeDataSchema,
  publisher: publisherSelectionSchema,
  ...quizSetOptionsShape,
  quizList: z.array(quizSubmitSchema),
  originQuizSetId: z.string().nullable(),
  countryCode: z.string(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  isLocked: z.boolean(),
  enabledEdit: z.boolean(),
  playCount: z.number().int(),
});
export type SavedQuizSet = z.infer<typeof savedQuizSetSchema>;

/** A row of the public list / my quiz list. */
export const quizSetSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  templateId: z.string(),
  templateType: z.enum(MAP_TYPES),
  thumbnailUrl: z.string().nullable(),
  quizCount: z.number().int(),
  isPublic: z.boolean(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  playCount: z.number().int(),
});
export type QuizSetSummary = z.infer<typeof quizSetSummarySchema>;

export const mapTemplateSchema = z.object({
  id: z.string(),
  name: z.object({ ko: z.string(), en: z.string() }),
  description: z.object({ ko: z.string(), en: z.string() }),
  mapType: z.enum(MAP_TYPES),
  planType: z.enum(PLAN_TYPES),
  thumbnailUrl: z.string(),
  isNew: z.boolean(),
  sortOrder: z.number().int(),
});
export type MapTemplate = z.infer<typeof mapTemplateSchema>;

export const buildModeSchema = z.enum(BUILD_MODES);

/** The localStorage draft `quiz_build_v2` (spec §2 "Drafts"): `timeStamp` is epoch milliseconds. */
export const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  data: quizSetFormSchema,
  timeStamp: z.number(),
});
export type Draft = z.infer<typeof draftSchema>;

/** An empty CREATE form (spec §2, §4 defaults): no questions yet, public, allow-pass and show-incorrect-answer on. */
export function createEmptyQuizSetForm(): QuizSetForm {
  return {
    title: '',
    templateId: null,
    categoryId: null,
    publisher: { id: null, customName: null },
    isPublic: true,
    allowPass: true,
    showIncorrectAnswer: true,
    isShuffle: false,
    quizList: [],
  };
}

/**
 * Edit form → submit payload (spec §3). The caller validates first (validation.ts); a null
 * templateId is a validation failure, so here it is an error.
 * @throws Error when `form.templateId` is null.
 */
export function toSubmitPayload(
  form: QuizSetForm,
  extra: Pick<QuizSetSubmit, 'quizSetId' | 'updatedAt' | 'originQuizSetId'> = {},
): QuizSetSubmit {
  if (form.templateId === null) throw new Error('toSubmitPayload: templateId is required');
  return {
    ...extra,
    title: form.title.trim(),
    templateId: form.templateId,
    categoryId: form.categoryId,
    publisher: form.publisher,
    isPublic: form.isPublic,
    allowPass: form.allowPass,
    showIncorrectAnswer: form.showIncorrectAnswer,
    isShuffle: form.isShuffle,
    quizList: form.quizList.map(quizToSubmit),
  };
}

/** Saved quiz set → edit form (spec §3; §2 modes: UPDATE keeps card ids, DUPLICATE gives every card, choice and answer a new id). */
export function savedToForm(saved: SavedQuizSet, mode: 'UPDATE' | 'DUPLICATE'): QuizSetForm {
  return {
    title: saved.title,
    templateId: saved.templateId,
    categoryId: saved.categoryId,
    publisher: saved.publisher,
    isPublic: saved.isPublic,
    allowPass: saved.allowPass,
    showIncorrectAnswer: saved.showIncorrectAnswer,
    isShuffle: saved.isShuffle,
    quizList: saved.quizList.map((quiz) => quizFromSaved(quiz, mode === 'UPDATE')),
  };
}
