/**
 * Public surface of the image-upload feature (issue 3 "Image"). The compression library is
 * imported on the first upload only, so using the field adds little to the builder's chunk.
 */
export { uploadQuestionImage } from './api/upload-question-image';
export { ImageViewerModal } from './components/image-viewer-modal';
export { QuestionImageField, type QuestionImageFieldProps } from './components/question-image-field';
export type { ImageUploadDeps, ImageUploadFailure } from './hooks/use-image-upload';
export { ImageRuleError } from './lib/image-rule-error';
export { type PrepareImageDeps, prepareQuestionImage } from './lib/prepare-question-image';
export { type SniffedImageType, sniffImageFile, sniffImageType } from './lib/sniff-image-type';
