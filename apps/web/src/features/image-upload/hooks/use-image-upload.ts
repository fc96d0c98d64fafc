import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, type MessageKey, type MessageParams } from '@quizset/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadQuestionImage } from '../api/upload-question-image';
import { ImageRuleError } from '../lib/image-rule-error';
import { prepareQuestionImage } from '../lib/prepare-question-image';

/** Why an upload failed, as a message to show: a domain key (namespace `validation`) or our own. */
export type ImageUploadFailure =
  | { source: 'rule'; key: MessageKey; params: MessageParams }
  | { source: 'upload' };

export interface ImageUploadDeps {
  prepare: (file: File) => Promise<Blob>;
  upload: (image: Blob) => Promise<string>;
}

const defaultDeps: ImageUploadDeps = {
  prepare: (file) => prepareQuestionImage(file),
  upload: uploadQuestionImage,
};

/** Server refusals with a spec §5 meaning (api.md: 413 too large, 415 wrong type). */
function failureOf(error: unknown): ImageUploadFailure {
  if (error instanceof ImageRuleError) return { source: 'rule', key: error.key, params: error.params };
  if (error instanceof ApiError && error.status === 413)
    return { source: 'rule', key: 'image.tooLarge', params: { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 } };
  if (error instanceof ApiError && error.status === 415)
    return { source: 'rule', key: 'image.extension', params: { extensions: IMAGE_EXTENSIONS.join(', ') } };
  return { source: 'upload' };
}

/**
 * Check → compress → upload one image (issue 3 "Image"). On success `onUploaded(url)`; on failure
 * the failure is kept for the alert and nothing else changes ("an upload failure shows the failure
 * alert and keeps the card as it was"). A newer file supersedes an upload still in flight.
 */
export function useImageUpload(onUploaded: (imageUrl: string) => void, deps: ImageUploadDeps = defaultDeps) {
  const [isUploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<ImageUploadFailure | null>(null);
  const latest = useRef(0);

  const start = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      setUploading(true);
      setFailure(null);
      try {
        const url = await deps.upload(await deps.prepare(file));
        if (attempt === latest.current) onUploaded(url);
      } catch (error) {
        if (attempt === latest.current) setFailure(failureOf(error));
      } finally {
        if (attempt === latest.current) setUploading(false);
      }
    },
    [deps, onUploaded],
  );

  return { start, isUploading, failure, setFailure, clearFailure: () => setFailure(null) };
}
