import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { questionDataPath } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/field-id';
import { setOxAnswer } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { QuestionTextField } from './question-text-field';
import type { QuestionEditorProps } from './types';

const OX_VALUES = ['o', 'x'] as const;

/** OX editor (spec §3): the answer is 'o' or 'x' (default 'o'), chosen with two large toggles. */
export function OxEditor({ quiz, index }: QuestionEditorProps<'ox'>) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const path = `${questionDataPath(index, 'ox')}.answer`;
  const error = useFieldError(path);
  return (
    <Stack gap="xs">
      <QuestionTextField quiz={quiz} index={index} />
      <Group grow gap="sm" role="group" aria-label={t('ox.label')} id={fieldId(path)} tabIndex={-1}>
        {OX_VALUES.map((value) => {
          const isSelected = quiz.answer === value;
          return (
            <UnstyledButton
              key={value}
              aria-pressed={isSelected}
              aria-label={t(value === 'o' ? 'ox.oLabel' : 'ox.xLabel')}
              data-testid={`ox-answer-${value}`}
              onClick={() => edit((form) => setOxAnswer(form, quiz.id, value))}
              style={{
                minHeight: 72,
                borderRadius: 12,
                textAlign: 'center',
                fontSize: 36,
                fontWeight: 700,
                border: `2px solid ${isSelected ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)'}`,
                background: isSelected ? 'var(--mantine-color-teal-0)' : 'transparent',
                color: value === 'o' ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-red-6)',
              }}
            >
              {t(value === 'o' ? 'ox.o' : 'ox.x')}
            </UnstyledButton>
          );
        })}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
