import { ActionIcon, Group } from '@mantine/core';
import { CHOICE_TEXT_MAX_LENGTH, type ChoiceEdit, richTextFromPlainText } from '@quizset/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { COMPACT_TOOLBAR_RESERVE } from '../../rich-text';
import { fieldId } from '../lib/field-id';
import { removeChoice, setChoiceImage, setChoiceRichText, toggleChoiceAnswer } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { ImageFieldPart, RichField } from './edit-parts';

/** Px between choice rows (multiple-choice.tsx's list). */
export const CHOICE_LIST_GAP = 6;

export interface ChoiceRowProps {
  quizId: string;
  choice: ChoiceEdit;
  /** `quizList.N.multipleData.choiceListV2.M`: the text field is `field-<path>.text`. */
  path: string;
  number: number;
  canRemove: boolean;
  isOnlyAnswer: boolean;
  toggleId?: string;
  /**
   * Enter (plain, not composing) or Backspace in the empty choice; true when the card handled it.
   * Stable across renders, so a keystroke elsewhere in the card does not re-render this row.
   */
  onListKey: (key: 'Enter' | 'Backspace', choiceId: string) => boolean;
}

/**
 * One choice in edit mode (issue 3 "Multiple choice": each rich text with an optional image): the
 * answer toggle, the compact rich-text field (100 characters, spec §3), its image and, while more
 * than two choices exist, the remove button. Its validation message shows under its own field.
 */
export const ChoiceRow = memo(function ChoiceRow({
  quizId,
  choice,
  path,
  number,
  canRemove,
  isOnlyAnswer,
  toggleId,
  onListKey,
}: ChoiceRowProps) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const textError = useFieldError(`${path}.text`);
  const richError = useFieldError(`${path}.richText`);
  const choiceId = choice.id;
  const onImage = useCallback(
    (url: string | null) => edit((form) => setChoiceImage(form, quizId, choiceId, url)),
    [edit, quizId, choiceId],
  );
  return (
    // The room above the field holds its floating toolbar (issue 19 item 9), less the list's own gap.
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      pt={COMPACT_TOOLBAR_RESERVE - CHOICE_LIST_GAP}
      data-testid="choice-row"
    >
      <LazyTooltip label={t('choice.needsOneAnswer')} disabled={!isOnlyAnswer} openDelay={200}>
        <ActionIcon
          id={toggleId}
          variant={choice.isAnswer ? 'filled' : 'default'}
          color={choice.isAnswer ? 'teal' : 'gray'}
          radius="xl"
          size="lg"
          mt={4}
          aria-pressed={choice.isAnswer}
          aria-label={t('choice.markAnswer', { number })}
          aria-description={isOnlyAnswer ? t('choice.needsOneAnswer') : undefined}
          data-testid="choice-answer-toggle"
          onClick={() => edit((form) => toggleChoiceAnswer(form, quizId, choiceId))}
        >
          {choice.isAnswer ? <IconCheck size={16} aria-hidden /> : number}
        </ActionIcon>
      </LazyTooltip>
      <div style={{ flex: 1, minWidth: 0 }} data-testid="choice-input">
        <RichField
          id={fieldId(`${path}.text`)}
          variant="compact"
          ariaLabel={t('choice.label', { number })}
          placeholder={t('choice.label', { number })}
          value={choice.choiceRichText || richTextFromPlainText(choice.choiceText)}
          maxLength={CHOICE_TEXT_MAX_LENGTH}
          error={textError ?? richError}
          onEnter={() => onListKey('Enter', choiceId)}
          onBackspaceEmpty={() => onListKey('Backspace', choiceId)}
          onChange={(html, plain) => edit((form) => setChoiceRichText(form, quizId, choiceId, html, plain))}
        />
      </div>
      <div style={{ flex: 'none', maxWidth: 120 }} data-testid="choice-image">
        <ImageFieldPart
          imageUrl={choice.imageUrl}
          onChange={onImage}
          isEditing
          alt={t('choice.imageAlt', { number })}
          size="sm"
        />
      </div>
      {canRemove && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          mt={4}
          aria-label={t('choice.remove', { number })}
          data-testid="choice-remove"
          onClick={() => edit((form) => removeChoice(form, quizId, choiceId))}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
});
