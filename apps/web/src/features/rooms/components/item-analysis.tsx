import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { QuizSaved } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import type { QuestionAnalysis } from '../api';
import { formatAnswer, seconds } from '../lib/format-answer';

/** Below this share of right answers a question is marked for reteaching. */
const RETEACH_BELOW = 0.5;

/** Per question: share right, median time, most common wrong answers (issue 10 "item analysis"). */
export function ItemAnalysis({
  questions,
  quizList,
}: {
  questions: QuestionAnalysis[];
  quizList: QuizSaved[];
}) {
  const { t } = useTranslation('rooms');
  const byId = new Map(quizList.map((quiz) => [quiz.id, quiz]));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="item-analysis">
      {questions.map((item) => {
        const rate = item.correctRate;
        const low = rate !== null && rate < RETEACH_BELOW;
        return (
          <Paper key={item.quizId} withBorder radius="md" p="sm" data-testid="item-row">
            <Stack gap={6}>
              <Text fw={600} size="sm" lineClamp={2}>
                {item.order}. {item.question}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Badge color={rate === null ? 'gray' : low ? 'red' : 'teal'} variant="light">
                  {t('results.correctRate')}{' '}
                  {rate === null ? t('results.none') : `${Math.round(rate * 100)}%`}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('results.median')}{' '}
                  {item.medianMs === null
                    ? t('results.none')
                    : t('results.seconds', { value: seconds(item.medianMs) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('results.answered', { count: item.answeredCount })}
                </Text>
                {item.passCount > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('results.passes', { count: item.passCount })}
                  </Text>
                )}
              </Group>
              <Progress value={(rate ?? 0) * 100} color={low ? 'red' : 'teal'} size="sm" aria-hidden />
              {item.topWrongAnswers.length > 0 && (
                <Text size="xs">
                  {t('results.wrongAnswers')}:{' '}
                  {item.topWrongAnswers
                    .map(
                      (wrong) => `${formatAnswer(wrong.answer, byId.get(item.quizId), t)} (${wrong.count})`,
                    )
                    .join(' · ')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
