import { NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  CUSTOM_PUBLISHER_FOCUS_DELAY_MS,
  CUSTOM_PUBLISHER_MAX_LENGTH,
  CUSTOM_PUBLISHER_VALUE,
  visiblePublisherOptions,
} from '@quizset/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { fieldId } from '../lib/field-id';
import { useBuildStore } from '../store/build-store';
import { type CategoryContext, setCustomPublisher, setPublisher } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';

/**
 * Textbook publisher (spec §2 "Basic info", §3 "Publisher option", §5): shown only when the country's
 * options match the chosen school type and grade. None, a listed one, or `other`, which reveals an
 * input of at most 15 characters that takes focus 200 ms later (after the select has closed on touch
 * devices); its name must have 2–15 characters once trimmed.
 */
export function PublisherField({ context }: { context: CategoryContext }) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const { publisher, customPublisher, schoolTypeId, gradeId } = useBuildStore(
    useShallow(({ form }) => ({
      publisher: form.publisher,
      customPublisher: form.customPublisher,
      schoolTypeId: form.schoolTypeId,
      gradeId: form.gradeId,
    })),
  );
  const error = useFieldError('customPublisher');
  const customRef = useRef<HTMLInputElement>(null);
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);
  const visible = visiblePublisherOptions(context.publishers, context.tree, { schoolTypeId, gradeId });
  if (visible.length === 0) return null;

  const onSelect = (value: string) => {
    edit((form) => setPublisher(form, value || null));
    if (value === CUSTOM_PUBLISHER_VALUE) {
      clearTimeout(focusTimer.current);
      focusTimer.current = setTimeout(() => customRef.current?.focus(), CUSTOM_PUBLISHER_FOCUS_DELAY_MS);
    }
  };

  return (
    <Stack gap="xs">
      <NativeSelect
        id={fieldId('publisher')}
        label={t('settings.publisher')}
        data-testid="publisher-select"
        value={publisher ?? ''}
        data={[
          { value: '', label: t('settings.noPublisher') },
          ...visible.map((option) => ({ value: option.value, label: option.label })),
          { value: CUSTOM_PUBLISHER_VALUE, label: t('settings.customPublisher') },
        ]}
        onChange={(event) => onSelect(event.currentTarget.value)}
      />
      {publisher === CUSTOM_PUBLISHER_VALUE && (
        <TextInput
          ref={customRef}
          id={fieldId('customPublisher')}
          label={t('settings.customPublisherName')}
          placeholder={t('settings.customPublisherPlaceholder')}
          value={customPublisher}
          maxLength={CUSTOM_PUBLISHER_MAX_LENGTH}
          error={error}
          data-testid="publisher-custom-name"
          onChange={(event) => edit((form) => setCustomPublisher(form, event.currentTarget.value))}
        />
      )}
    </Stack>
  );
}
