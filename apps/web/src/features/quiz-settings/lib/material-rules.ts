import { fileExtension, LEARNING_MATERIAL_EXTENSIONS, LEARNING_MATERIAL_MAX_BYTES } from '@quizset/domain';

/** A refusal as a domain message key (namespace `validation`) and its params (spec §5, §8). */
export interface MaterialRuleError {
  key:
    | 'material.required'
    | 'material.tooLarge'
    | 'material.extension'
    | 'material.passwordProtected'
    | 'material.unreadable';
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

/** The server's refusals this product adds to spec §8's rows (docs/spec-decisions.md "Material upload errors"). */
const PASSWORD_ERROR: MaterialRuleError = { key: 'material.passwordProtected' };
const UNREADABLE_ERROR: MaterialRuleError = { key: 'material.unreadable' };

/**
 * What a failed `POST /api/materials` shows, by HTTP status (spec §8 "Learning-material upload"):
 * 413 'confirm file size' with the maximum in MB, 415 'confirm file extension' with the allowed list —
 * the same messages as the browser's own check. 423 (the PDF needs a password) and 422 (it does not
 * open) are this server's content checks (issue 8), which §8 predates: they say so in the UI language,
 * like §8's File AI 423 row ('remove the file password'). Any other failure (network, 5xx, 401) shows
 * nothing, as §8 says ("other errors: nothing shown"); the chosen file stays, so Save tries again.
 * Never the server's own text: every message comes from the domain catalogue in the UI language.
 * @param status the answer's HTTP status, or undefined when there was no answer
 */
export function materialUploadRefusal(status: number | undefined): MaterialRuleError | null {
  if (status === 413) return TOO_LARGE_ERROR;
  if (status === 415) return EXTENSION_ERROR;
  if (status === 423) return PASSWORD_ERROR;
  if (status === 422) return UNREADABLE_ERROR;
  return null;
}
