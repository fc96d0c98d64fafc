import { Skeleton } from '@mantine/core';
import { type ComponentType, memo } from 'react';
import { loadOnce, useLoaded } from '../../../components/preloaded';
import type { QuestionImageFieldProps } from '../../image-upload';
import { loadRichTextField, type RichTextFieldProps } from '../../rich-text';
import type { QuestionHintProps, QuestionImageProps } from './question-media';

/**
 * The code only a card in edit mode draws (issue 3 "Performance": TipTap, ProseMirror, the dropzone
 * and the hint editor stay out of /build's first load), loaded as one: the rich-text editor and
 * question-media.tsx (the image field, the hint editor). The card draws its editor only once all of
 * it is here (`useEditPartsLoaded`). Drawn part by part as each chunk arrived, the image field
 * appeared under a question already typed in and pushed the O/X buttons 124 px down: a teacher's
 * tap on "X" opened the file picker (a flaky CI test saved "O" the same way).
 */
interface EditParts {
  RichTextField: ComponentType<RichTextFieldProps>;
  QuestionImage: ComponentType<QuestionImageProps>;
  QuestionHint: ComponentType<QuestionHintProps>;
  QuestionImageField: ComponentType<QuestionImageFieldProps>;
}

/**
 * The edit parts, loaded once. A classroom's Wi-Fi may drop: the load is tried again until it
 * succeeds (`retry`), the card's skeleton meanwhile, and the teacher's work stays in the draft (spec §4).
 */
const loadedParts = loadOnce(
  (): Promise<EditParts> =>
    Promise.all([loadRichTextField(), import('./question-media')]).then(([richText, media]) => ({
      RichTextField: richText.default,
      QuestionImage: media.QuestionImage,
      QuestionHint: media.QuestionHint,
      QuestionImageField: media.QuestionImageField,
    })),
  { retry: true },
);

/** For `usePreloadAfterPaint`: the list asks for the parts once it has cards to edit. */
export const editParts = { preload: loadedParts.preload };

/** The loaded parts, or null until they are here (the first call starts their load). */
const useEditParts = (): EditParts | null => useLoaded(loadedParts);

/** Whether a card may draw its editor: every edit part is here (its load starts with the first call). */
export function useEditPartsLoaded(): boolean {
  return useEditParts() !== null;
}

/**
 * The rich-text field (issue 3 "Rich text"). Under the card's gate it is always the editor; drawn
 * outside it (a component test) a skeleton of the field's height stands in until the code arrives.
 */
export function RichField(props: RichTextFieldProps) {
  const loaded = useEditParts();
  if (!loaded)
    return <Skeleton height={richFieldHeight(props)} radius="sm" data-testid="rich-text-skeleton" />;
  return <loaded.RichTextField {...props} />;
}

/** The skeleton's height (px): the field's own before any text, so nothing jumps when it arrives. */
export function richFieldHeight(props: Pick<RichTextFieldProps, 'variant'>): number {
  return props.variant === 'compact' ? 38 : 112;
}

/** The card's image field (question-media.tsx); memo: see its props. */
export const QuestionImagePart = memo(function QuestionImagePart(props: QuestionImageProps) {
  const loaded = useEditParts();
  return loaded ? <loaded.QuestionImage {...props} /> : null;
});

/** The card's hint editor (question-media.tsx). */
export const QuestionHintPart = memo(function QuestionHintPart(props: QuestionHintProps) {
  const loaded = useEditParts();
  return loaded ? <loaded.QuestionHint {...props} /> : null;
});

/** A choice's image field. */
export function ImageFieldPart(props: QuestionImageFieldProps) {
  const loaded = useEditParts();
  return loaded ? <loaded.QuestionImageField {...props} /> : null;
}
