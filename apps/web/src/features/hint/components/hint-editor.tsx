import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  HINT_TEXT_MAX_LENGTH,
  HINT_TYPES,
  HINT_YOUTUBE_MAX_LENGTH,
  type Hint,
  type HintType,
  textLength,
} from '@quizset/domain';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionImageField } from '../../image-upload';
import { addHint, liveHintFailure, setHintValue, switchHintType } from '../lib/hint-edits';
import { YoutubePreview } from './youtube-preview';

export interface HintEditorProps {
  /** The question's hint; null when it has none. */
  hint: Hint | null;
  onChange: (hint: Hint | null) => void;
  /** The card's validation message for the hint value (e.g. 'validation.required' after "finish"), already translated. */
  error?: string;
  /** DOM id of the value input, for the finish button's "focus the first offending field". */
  valueId?: string;
}

/**
 * The hint of a question card in edit mode (issue 3 "Hint"; spec §3): add (TEXT, empty), switch
 * type (clears the value), TEXT ≤300 with a counter, YOUTUBE ≤200 youtube.com / youtu.be link with
 * an embedded preview, IMAGE through the image field, remove. The card prunes an empty hint when it
 * leaves edit mode (`pruneHint`).
 */
export function HintEditor({ hint, onChange, error, valueId }: HintEditorProps) {
  const { t } = useTranslation('hint');
  // Adding or removing swaps the button for the editor (or back): focus follows to what replaced
  // it, not to the page (issue 19 item 13, keyboard only).
  const [focusAfter, setFocusAfter] = useState<'value' | 'add' | null>(null);
  const focusOnMount = (target: 'value' | 'add') => (element: HTMLElement | null) => {
    if (element && focusAfter === target) {
      element.focus();
      setFocusAfter(null);
    }
  };
  if (hint === null) {
    return (
      <Group>
        <Button
          ref={focusOnMount('add')}
          variant="subtle"
          size="xs"
          onClick={() => {
            setFocusAfter('value');
            onChange(addHint());
          }}
          data-testid="hint-add"
        >
          {t('add')}
        </Button>
      </Group>
    );
  }

  const live = liveHintFailure(hint);
  const message = error ?? (live ? t(live.key, { ns: 'validation', ...live.params }) : undefined);
  const length = textLength(hint.value.trim());

  return (
    <Stack gap="xs" data-testid="hint-editor">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('title')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={t('type')}
            value={hint.type}
            onChange={(type) => onChange(switchHintType(hint, type as HintType))}
            data={HINT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            data-testid="hint-type"
          />
        </Group>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('remove')}
          onClick={() => {
            setFocusAfter('add');
            onChange(null);
          }}
          data-testid="hint-remove"
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>

      {hint.type === 'text' && (
        <Textarea
          ref={focusOnMount('value')}
          id={valueId}
          aria-label={t('text.label')}
          placeholder={t('text.placeholder')}
          value={hint.value}
          onChange={(event) => onChange(setHintValue(hint, event.currentTarget.value))}
          rows={3}
          resize="vertical"
          error={message}
          description={t('counter', { count: length, max: HINT_TEXT_MAX_LENGTH })}
          inputWrapperOrder={['input', 'description', 'error']}
          data-testid="hint-text"
        />
      )}

      {hint.type === 'youtube' && (
        <>
          <TextInput
            id={valueId}
            type="url"
            aria-label={t('youtube.label')}
            placeholder={t('youtube.placeholder')}
            value={hint.value}
            onChange={(event) => onChange(setHintValue(hint, event.currentTarget.value))}
            error={message}
            description={t('counter', { count: length, max: HINT_YOUTUBE_MAX_LENGTH })}
            inputWrapperOrder={['input', 'description', 'error']}
            data-testid="hint-youtube"
          />
          {!live && <YoutubePreview url={hint.value} />}
        </>
      )}

      {hint.type === 'image' && (
        <Stack gap={4} id={valueId} tabIndex={-1}>
          <QuestionImageField
            imageUrl={hint.value === '' ? null : hint.value}
            onChange={(url) => onChange(setHintValue(hint, url ?? ''))}
            isEditing
            alt={t('image.alt')}
            size="sm"
          />
          {message && (
            <Text size="xs" c="red" role="alert">
              {message}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
