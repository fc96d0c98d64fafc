import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_DIMENSION,
  LEARNING_MATERIAL_EXTENSIONS,
  LEARNING_MATERIAL_MAX_BYTES,
  MATERIAL_EXTENSIONS,
  MATERIAL_MAX_BYTES,
  MATERIAL_MAX_PAGES,
  MAX_QUIZ_COUNT,
} from './constants';
import type { MessageKey, MessageParams } from './messages';

/** A refused action with the message to show (keys of messages.ts). */
export interface LimitFailure {
  key: MessageKey;
  params?: MessageParams;
}

export interface QuizCountCheck {
  /** All `adding` questions fit under the 20-question limit. */
  allowed: boolean;
  /** How many more questions fit (0 at the limit). */
  available: number;
  /** The limit alert ('You can add up to 20 questions') when not allowed. */
  failure: LimitFailure | null;
}

/**
 * The 20-question limit (spec §5) for add, duplicate and AI add alike: may `adding` questions be
 * added to a list of `count`? AI add can use `available` to tell how many would fit.
 */
export function checkQuizCountLimit(count: number, adding = 1): QuizCountCheck {
  const available = Math.max(0, MAX_QUIZ_COUNT - count);
  const allowed = adding <= available;
  return {
    allowed,
    available,
    failure: allowed ? null : { key: 'validation.quizList.limit', params: { max: MAX_QUIZ_COUNT } },
  };
}

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The lower-case extension of a file name ('' when none), for the extension rules of spec §5. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Image upload rules (issue 3 / spec §5): jpg/jpeg/png/webp, at most 3 MB, width and height each
 * below 2048 px. Give what is known (the browser knows dimensions after decoding, the server after
 * sharp); `extension` is the detected type's extension, not trusted from the name alone.
 * @returns the first broken rule in the order extension, size, dimension; null when fine.
 */
export function checkImageFile(file: {
  extension: string;
  sizeBytes: number;
  width?: number;
  height?: number;
}): LimitFailure | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(file.extension.toLowerCase()))
    return { key: 'image.extension', params: { extensions: IMAGE_EXTENSIONS.join(', ') } };
  if (file.sizeBytes > IMAGE_MAX_BYTES)
    return { key: 'image.tooLarge', params: { maxMb: toMb(IMAGE_MAX_BYTES) } };
  if ((file.width ?? 0) >= IMAGE_MAX_DIMENSION || (file.height ?? 0) >= IMAGE_MAX_DIMENSION)
    return { key: 'image.dimension', params: { max: IMAGE_MAX_DIMENSION } };
  return null;
}

/**
 * Material (AI file generation) rules (spec §5, api.md "AI"): supported extension, at most 30 MB, at most
 * 500 pages when the page count is known. Password and no-text failures come from parsing and use
 * `material.passwordProtected` / `material.noText` directly.
 * @returns the first broken rule; null when fine.
 */
export function checkMaterialFile(file: {
  extension: string;
  sizeBytes: number;
  pageCount?: number;
}): LimitFailure | null {
  if (!(MATERIAL_EXTENSIONS as readonly string[]).includes(file.extension.toLowerCase()))
    return { key: 'material.extension', params: { extensions: MATERIAL_EXTENSIONS.join(', ') } };
  if (file.sizeBytes > MATERIAL_MAX_BYTES)
    return { key: 'material.tooLarge', params: { maxMb: toMb(MATERIAL_MAX_BYTES) } };
  if ((file.pageCount ?? 0) > MATERIAL_MAX_PAGES)
    return { key: 'material.tooManyPages', params: { max: MATERIAL_MAX_PAGES } };
  return null;
}

/**
 * Learning-material upload rules (spec §5 "AI": the learning-material variant allows only pdf, at most
 * 20 MB; POST /api/materials).
 * @returns the first broken rule (extension, then size); null when fine.
 */
export function checkLearningMaterialFile(file: {
  extension: string;
  sizeBytes: number;
}): LimitFailure | null {
  if (!(LEARNING_MATERIAL_EXTENSIONS as readonly string[]).includes(file.extension.toLowerCase()))
    return { key: 'material.extension', params: { extensions: LEARNING_MATERIAL_EXTENSIONS.join(', ') } };
  if (file.sizeBytes > LEARNING_MATERIAL_MAX_BYTES)
    return { key: 'material.tooLarge', params: { maxMb: toMb(LEARNING_MATERIAL_MAX_BYTES) } };
  return null;
}
