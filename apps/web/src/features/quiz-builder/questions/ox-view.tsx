import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuestionView } from './question-view';
import type { QuestionViewProps } from './types';

/** OX in view mode: the two answers as the player sees them, the correct one marked. */
export function OxView({ quiz }: QuestionViewProps<'ox'>) {
  const { t } = useTranslation('quiz-builder');
  return (
    <Stack gap="xs">
      <QuestionView quiz={quiz} />
      <Group gap="sm" data-focus-path="oxData.answer">
        {(['o', 'x'] as const).map((value) => {
          const isAnswer = quiz.answer === value;
          return (
            <Text
              key={value}
              fw={700}
              fz={24}
              ta="center"
              w={64}
              py={4}
              data-testid={`ox-view-${value}`}
              data-answer={isAnswer}
              aria-label={`${t(value === 'o' ? 'ox.oLabel' : 'ox.xLabel')}${isAnswer ? `, ${t('view.answer')}` : ''}`}
              style={{
                borderRadius: 10,
                border: `2px solid ${isAnswer ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)'}`,
                background: isAnswer ? 'var(--mantine-color-teal-0)' : undefined,
                color: value === 'o' ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-red-6)',
              }}
            >
              {t(value === 'o' ? 'ox.o' : 'ox.x')}
            </Text>
          );
        })}
      </Group>
    </Stack>
  );
}
