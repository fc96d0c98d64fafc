import { TextInput } from '@mantine/core';
import { type Hint, QUESTION_IMAGE_ALT_MAX_LENGTH } from '@quizset/domain';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HintEditor } from '../../hint';
import { QuestionImageField } from '../../image-upload';
import { useCardScope } from '../lib/card-scope';
import { fieldId } from '../lib/field-id';
import { setQuizHint, setQuizImage, setQuizImageAlt } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';

// A choice's image field comes with the rest of the card's edit parts (edit-parts.tsx).
export { QuestionImageField };

/**
 * Primitive props and memo: typing in the question changes the quiz object on every keystroke, and
 * the image and hint parts must not re-render for it (issue 3 "Performance": 16 ms keystroke budget).
 */
export interface QuestionImageProps {
  quizId: string;
  imageUrl: string | null;
  /** The image's alt text as typed (issue 24); '' when none. */
  imageAlt: string;
  index: number;
}

export interface QuestionHintProps {
  quizId: string;
  hint: Hint | null;
  index: number;
}

/**
 * The card's one image in edit mode (issue 3 "Image"): drop, paste (anywhere in the card), pick,
 * replace after confirmation, remove. A failed upload leaves `imageUrl` untouched.
 */
export const QuestionImage = memo(function QuestionImage({
  quizId,
  imageUrl,
  imageAlt,
  index,
}: QuestionImageProps) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const scope = useCardScope();
  const onChange = useCallback(
    (url: string | null) => edit((form) => setQuizImage(form, quizId, url)),
    [edit, quizId],
  );
  return (
    <>
      <QuestionImageField
        imageUrl={imageUrl}
        onChange={onChange}
        isEditing
        alt={imageAlt.trim() || t('card.imageAlt', { number: index + 1 })}
        pasteScopeRef={scope}
      />
      {imageUrl && (
        // The image's alt text (issue 24 item 5): optional; left empty, players hear the question.
        <TextInput
          size="xs"
          label={t('card.imageAltField')}
          description={t('card.imageAltHint')}
          value={imageAlt}
          maxLength={QUESTION_IMAGE_ALT_MAX_LENGTH}
          onChange={(event) => {
            const value = event.currentTarget.value;
            edit((form) => setQuizImageAlt(form, quizId, value));
          }}
          data-testid="question-image-alt"
        />
      )}
    </>
  );
});

/**
 * The hint in edit mode (issue 3 "Hint"): the hint module's editor; its validation message (spec §5,
 * path `quizList.N.hint.value`) is shown inline and the finish button focuses its value field.
 */
export const QuestionHint = memo(function QuestionHint({ quizId, hint, index }: QuestionHintProps) {
  const edit = useEdit();
  const path = `quizList.${index}.hint`;
  const valueError = useFieldError(`${path}.value`);
  const hintError = useFieldError(path);
  const onChange = useCallback(
    (hint: Hint | null) => edit((form) => setQuizHint(form, quizId, hint)),
    [edit, quizId],
  );
  return (
    <HintEditor
      hint={hint}
      onChange={onChange}
      error={valueError ?? hintError}
      valueId={fieldId(`${path}.value`)}
    />
  );
});
