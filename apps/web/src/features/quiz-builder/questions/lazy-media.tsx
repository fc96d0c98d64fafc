import { memo, Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/retry-import';
import type { QuestionImageFieldProps } from '../../image-upload';
import type { QuestionHintProps, QuestionImageProps } from './question-media';

/**
 * Edit-mode-only media parts, code-split (issue 3 "Performance": /build first load ≤ 300 kB gzip):
 * the dropzone, the image checks and the hint editor load when the first card enters edit mode.
 * Fallback null: they sit below the text field, so a blink of absence does not move the caret.
 */
const QuestionImageLazy = lazyWithRetry(() =>
  import('./question-media').then((m) => ({ default: m.QuestionImage })),
);
const QuestionHintLazy = lazyWithRetry(() =>
  import('./question-media').then((m) => ({ default: m.QuestionHint })),
);
const ImageFieldLazy = lazyWithRetry(() =>
  import('../../image-upload/components/question-image-field').then((m) => ({
    default: m.QuestionImageField,
  })),
);

export const LazyQuestionImage = memo(function LazyQuestionImage(props: QuestionImageProps) {
  return (
    <Suspense fallback={null}>
      <QuestionImageLazy {...props} />
    </Suspense>
  );
});

export const LazyQuestionHint = memo(function LazyQuestionHint(props: QuestionHintProps) {
  return (
    <Suspense fallback={null}>
      <QuestionHintLazy {...props} />
    </Suspense>
  );
});

export function LazyImageField(props: QuestionImageFieldProps) {
  return (
    <Suspense fallback={null}>
      <ImageFieldLazy {...props} />
    </Suspense>
  );
}
