import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { LazyRichTextField, type RichTextFieldProps } from '../../rich-text';

/**
 * The rich-text field behind its lazy boundary (issue 3 "Performance": TipTap, ProseMirror and
 * MathLive stay out of /build's first load). The skeleton has the field's height so the card does
 * not jump when the editor arrives. Only the card in edit mode renders one per field.
 */
export function LazyRichField(props: RichTextFieldProps) {
  const height = props.variant === 'compact' ? 38 : 112;
  return (
    <Suspense fallback={<Skeleton height={height} radius="sm" data-testid="rich-text-skeleton" />}>
      <LazyRichTextField {...props} />
    </Suspense>
  );
}
