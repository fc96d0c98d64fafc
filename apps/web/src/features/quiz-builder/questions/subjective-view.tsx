import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuestionView } from './question-view';
import type { QuestionViewProps } from './types';

/** Subjective in view mode: the accepted answers, the main (first) one marked. */
export function SubjectiveView({ quiz }: QuestionViewProps<'subjective'>) {
  const { t } = useTranslation('quiz-builder');
  const answers = quiz.answerList.filter((answer) => answer.text.trim());
  return (
    <Stack gap="xs">
      <QuestionView quiz={quiz} />
      <Group gap={6} data-focus-path="subjectiveData.answerList.0" data-testid="subjective-view">
        <Text size="sm" fw={500}>
          {t('subjective.label')}
        </Text>
        {answers.length === 0 ? (
          <Text c="dimmed" fs="italic" size="sm">
            {t('view.noAnswers')}
          </Text>
        ) : (
          answers.map((answer, index) => (
            <Badge key={answer.id} variant={index === 0 ? 'filled' : 'light'} color="teal" tt="none">
              {answer.text}
            </Badge>
          ))
        )}
      </Group>
    </Stack>
  );
}
