import { z } from 'zod';
import { schoolSemesterSchema } from './category-schema';
import {
  AI_TRANSLATION_LANGUAGES,
  BUILD_MODES,
  DRAFT_VERSION,
  MAP_TYPES,
  MATERIAL_TYPES,
  PLAN_TYPES,
} from './constants';
import { quizEditSchema, quizSavedSchema, quizSubmitSchema } from './questions/quiz-schema';

/*
 * The zod shapes of a quiz set (spec §3): form, submit payload, saved form, lists and templates. The
 * plain functions over them are in quiz-set.ts, zod-free for the builder's first load (issue 20 item 1).
 */

/**
 * A learning material (spec §3 "Material"). Uploaded materials are FILE; `allowReopenDuringPlay`
 * defaults to true.
 */
export const materialSchema = z.object({
  type: z.enum(MATERIAL_TYPES),
  url: z.string().max(2048),
  originalFileName: z.string().max(255).optional(),
  allowReopenDuringPlay: z.boolean().default(true),
  fileSize: z.number().int().min(0),
});
export type Material = z.infer<typeof materialSchema>;

/** The tutor chosen in the form (spec §3 "Quiz set form": `aiTutor {id, name, avatarSrc, introduction}`). */
export const formAiTutorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarSrc: z.string(),
  introduction: z.string(),
});
export type FormAiTutor = z.infer<typeof formAiTutorSchema>;

/**
 * The quiz set options of the payload (spec §3 `quizsetOptions`). `isShuffle` is this product's
 * addition: spec §2 lists a shuffle option under "quiz setting" but the payload has no field for it,
 * so it travels with the other quiz-setting options (docs/spec-decisions.md).
 */
export const quizsetOptionsSchema = z.object({
  isPublic: z.boolean(),
  isAllowPass: z.boolean(),
  showIncorrectAnswer: z.boolean(),
  isLastSchoolInfoSaved: z.boolean().default(false),
  /** True only if `aiTranslationLanguages` is not empty (the server normalises it). */
  isAiTranslationEnabled: z.boolean().default(false),
  isShuffle: z.boolean().default(false),
});
export type QuizsetOptions = z.infer<typeof quizsetOptionsSchema>;

/** `categoryTreeData` (spec §3 "Submit payload"): categoryTreeId = sub-subject if present, else subject. */
export const categoryTreeDataSchema = z.object({
  categoryTreeId: z.string().max(16).nullable(),
  schoolSemester: schoolSemesterSchema.nullable(),
  /** A publisher option's value, or the custom publisher's name (the `other` option). */
  publisher: z.string().max(200).nullable(),
});
export type CategoryTreeData = z.infer<typeof categoryTreeDataSchema>;

const quizSetIdSchema = z.string().min(1).max(64);

/**
 * The open draft (edit form) of a quiz set: the single source of truth of the builder, with every
 * field of spec §3 "Quiz set form" (plus `isShuffle`, see `quizsetOptionsSchema`).
 */
export const quizSetFormSchema = z.object({
  id: z.string().nullable(),
  title: z.string(),
  /** The fallback title used when `title` is left empty (spec §3). */
  titlePlaceHolder: z.string(),
  templateId: z.string().nullable(),
  templateType: z.enum(MAP_TYPES).nullable(),
  isPublic: z.boolean(),
  isAllowPass: z.boolean(),
  showIncorrectAnswer: z.boolean(),
  isShuffle: z.boolean(),
  isNextQuizsetAvailable: z.boolean(),
  nextQuizsetId: z.string().nullable(),
  aiTranslationLanguages: z.array(z.string()),
  isAiTranslationEnabled: z.boolean(),
  aiTutorEnabled: z.boolean(),
  aiTutor: formAiTutorSchema.nullable(),
  isLearningMaterialEnabled: z.boolean(),
  materials: z.array(materialSchema),
  /** A publisher option's value, `other` for a custom one, or null. */
  publisher: z.string().nullable(),
  customPublisher: z.string(),
  schoolTypeId: z.string().nullable(),
  gradeId: z.string().nullable(),
  semesterId: z.string().nullable(),
  subject: z.string().nullable(),
  subSubject: z.string().nullable(),
  isLastSchoolInfoSaved: z.boolean(),
  quizList: z.array(quizEditSchema),
  countryCode: z.string(),
});
export type QuizSetForm = z.infer<typeof quizSetFormSchema>;

/**
 * Submit payload of POST /api/quizsets and PUT /api/quizsets/{id} (spec §3 "Submit payload", api.md
 * "Building"), field for field; `updatedAt` (api.md: the version last read) is added on update.
 * Content rules are checked by validation.ts so both sides answer with the same messages.
 */
export const quizSetSubmitSchema = z.object({
  title: z.string(),
  templateId: z.string().max(64),
  categoryTreeData: categoryTreeDataSchema,
  quizList: z.array(quizSubmitSchema).max(100),
  quizsetOptions: quizsetOptionsSchema,
  /** Empty when the learning-material option is disabled (spec §3). */
  materials: z.array(materialSchema).max(100).default([]),
  isNextQuizsetAvailable: z.boolean().default(false),
  nextQuizsetId: quizSetIdSchema.nullable().default(null),
  /** Empty when AI translation is disabled (spec §3). */
  aiTranslationLanguages: z.array(z.string().max(16)).max(AI_TRANSLATION_LANGUAGES.length).default([]),
  aiTutorId: z.string().max(64).nullable().default(null),
  quizSetId: quizSetIdSchema.optional(),
  originQuizSetId: quizSetIdSchema.optional(),
  /** ISO timestamp of the version the editor read; a stale one gets 409 (api.md optimistic update). */
  updatedAt: z.string().max(64).optional(),
});
export type QuizSetSubmit = z.infer<typeof quizSetSubmitSchema>;
export type QuizSetSubmitInput = z.input<typeof quizSetSubmitSchema>;

/** The create answer (spec §3 "Create response data"). */
export const createdQuizSetSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  categoryTreeData: categoryTreeDataSchema,
  countryCode: z.string(),
});
export type CreatedQuizSet = z.infer<typeof createdQuizSetSchema>;

export const authorSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });

/**
 * The set a duplicate was copied from, as its reader may see it (issue 7 "`/quiz/{id}` credits the
 * original set and its author"): null when the set is not a duplicate, or when the original was
 * deleted or is private to this reader (the page then shows a neutral credit).
 */
export const originCreditSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
});
export type OriginCredit = z.infer<typeof originCreditSchema>;

/**
 * GET /api/quizsets/{id}: the saved form plus what the reader needs (api.md "Building"). Every field
 * of the submit payload comes back, so the builder reopens with all of them (questions in their
 * saved form, spec §3).
 */
export const savedQuizSetSchema = z.object({
  id: z.string(),
  title: z.string(),
  templateId: z.string(),
  templateType: z.enum(MAP_TYPES),
  categoryTreeData: categoryTreeDataSchema,
  quizsetOptions: quizsetOptionsSchema,
  materials: z.array(materialSchema),
  isNextQuizsetAvailable: z.boolean(),
  nextQuizsetId: z.string().nullable(),
  aiTranslationLanguages: z.array(z.string()),
  aiTutorId: z.string().nullable(),
  quizList: z.array(quizSavedSchema),
  originQuizSetId: z.string().nullable(),
  origin: originCreditSchema.nullable(),
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
  /** The map's plan: the next-quizset chooser locks sets whose map is above the caller's plan (spec §8). */
  templatePlanType: z.enum(PLAN_TYPES),
  thumbnailUrl: z.string().nullable(),
  /** School info and subject, for the next-quizset chooser's category line (spec §3 "Next quiz set"). */
  categoryTreeData: categoryTreeDataSchema,
  quizCount: z.number().int(),
  isPublic: z.boolean(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  playCount: z.number().int(),
});
export type QuizSetSummary = z.infer<typeof quizSetSummarySchema>;

/** Per-locale texts of a map template (spec §3 `serializedLocalize`). */
export const mapTemplateLocalizeSchema = z.object({
  name: z.string(),
  description: z.array(z.string()),
  /** A room that plays the map as a preview; null until preview rooms exist. */
  previewPlayUrl: z.string().nullable(),
});

/** A map template (spec §3 "Map template"). */
export const mapTemplateSchema = z.object({
  templateId: z.string(),
  type: z.enum(MAP_TYPES),
  templatePlanType: z.enum(PLAN_TYPES),
  /** Higher first in the picker. */
  priority: z.number().int(),
  hasNewTag: z.boolean(),
  thumbnailImage: z.string(),
  detailsImage: z.string(),
  serializedLocalize: z.object({ ko: mapTemplateLocalizeSchema, en: mapTemplateLocalizeSchema }),
});
export type MapTemplate = z.infer<typeof mapTemplateSchema>;

/** Per-locale texts of an AI tutor template (spec §3 "AI tutor template"). */
export const aiTutorLocalizeSchema = z.object({
  displayName: z.string(),
  introduction: z.string(),
  tags: z.array(z.string()),
  catchphrase: z.string(),
  descriptions: z.array(z.string()),
  exampleMessages: z.array(z.object({ role: z.enum(['USER', 'AI']), text: z.string() })),
  greeting: z.string(),
});
export const aiTutorTemplateSchema = z.object({
  id: z.string(),
  hasNewTag: z.boolean(),
  avatarSrc: z.string(),
  serializedLocalize: z.object({ ko: aiTutorLocalizeSchema, en: aiTutorLocalizeSchema }),
});
export type AiTutorTemplate = z.infer<typeof aiTutorTemplateSchema>;

export const buildModeSchema = z.enum(BUILD_MODES);

/** The localStorage draft `quiz_build_v2` (spec §3 "Draft"): `timeStamp` is epoch milliseconds. */
export const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  data: quizSetFormSchema,
  timeStamp: z.number(),
});
export type Draft = z.infer<typeof draftSchema>;
