import { fileExtension, LEARNING_MATERIAL_EXTENSIONS, LEARNING_MATERIAL_MAX_BYTES } from '@quizset/domain';

/** A refusal as a domain message key (namespace `validation`) and its params (spec §5, §8). */
export interface MaterialRuleError {
  key: 'material.required' | 'material.tooLarge' | 'material.extension';
  params?: Record<string, string | number>;
}

export const MATERIAL_MAX_MB = LEARNING_MATERIAL_MAX_BYTES / 1024 / 1024;
const ALLOWED: readonly string[] = LEARNING_MATERIAL_EXTENSIONS;

/** spec §8 413 'confirm file size' with the maximum in MB. */
export const TOO_LARGE_ERROR: MaterialRuleError = {
  key: 'material.tooLarge',
  params: { maxMb: MATERIAL_MAX_MB },
};
/** spec §8 415 'confirm file extension' with the allowed list. */
export const EXTENSION_ERROR: MaterialRuleError = {
  key: 'material.extension',
  params: { extensions: ALLOWED.join(', ') },
};

/**
 * The browser's checks of a learning material before upload (spec §5 "Learning material", §9: PDF
 * only, 20 MB): 'required file' without one, then extension (415 message), then size (413 message).
 * The server checks the same and the content (magic bytes, opens, no password) with the same messages.
 */
export function checkMaterialFile(file: { name: string; size: number } | null): MaterialRuleError | null {
  if (!file) return { key: 'material.required' };
  if (!ALLOWED.includes(fileExtension(file.name))) return EXTENSION_ERROR;
  if (file.size > LEARNING_MATERIAL_MAX_BYTES) return TOO_LARGE_ERROR;
  return null;
}
