import { NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  CUSTOM_PUBLISHER_FOCUS_DELAY_MS,
  CUSTOM_PUBLISHER_ID,
  CUSTOM_PUBLISHER_MAX_LENGTH,
  type PublisherOption,
} from '@quizset/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/field-id';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';
import { setPublisher } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';

/**
 * Textbook publisher (spec §2 Step 2): none, one of the KR list, or "custom", which reveals a 2–15
 * character input that takes focus 200 ms later (after the select has closed on touch devices).
 */
export function PublisherField({ publishers }: { publishers: PublisherOption[] }) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const edit = useEdit();
  const publisher = useBuildStore((state) => state.form.publisher);
  const error = useFieldError('publisher.customName');
  const customRef = useRef<HTMLInputElement>(null);
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);
  const isCustom = publisher.id === CUSTOM_PUBLISHER_ID;

  const onSelect = (id: string) => {
    edit((form) =>
      setPublisher(form, { id: id || null, customName: id === CUSTOM_PUBLISHER_ID ? '' : null }),
    );
    if (id === CUSTOM_PUBLISHER_ID) {
      clearTimeout(focusTimer.current);
      focusTimer.current = setTimeout(() => customRef.current?.focus(), CUSTOM_PUBLISHER_FOCUS_DELAY_MS);
    }
  };

  return (
    <Stack gap="xs">
      <NativeSelect
        id={fieldId('publisher.id')}
        label={t('settings.publisher')}
        data-testid="publisher-select"
        value={publisher.id ?? ''}
        data={[
          { value: '', label: t('settings.notChosen') },
          ...publishers.map((option) => ({ value: option.id, label: option.name[locale] })),
          { value: CUSTOM_PUBLISHER_ID, label: t('settings.customPublisher') },
        ]}
        onChange={(event) => onSelect(event.currentTarget.value)}
      />
      {isCustom && (
        <TextInput
          ref={customRef}
          id={fieldId('publisher.customName')}
          label={t('settings.customPublisherName')}
          placeholder={t('settings.customPublisherPlaceholder')}
          value={publisher.customName ?? ''}
          maxLength={CUSTOM_PUBLISHER_MAX_LENGTH * 2}
          error={error}
          data-testid="publisher-custom-name"
          onChange={(event) =>
            edit((form) =>
              setPublisher(form, { id: CUSTOM_PUBLISHER_ID, customName: event.currentTarget.value }),
            )
          }
        />
      )}
    </Stack>
  );
}
