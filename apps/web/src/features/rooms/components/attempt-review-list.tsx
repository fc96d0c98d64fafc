import { Badge, Group, Stack, Text } from '@mantine/core';
import type { QuizSaved } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';
import type { AttemptReview } from '../api';
import { formatAnswer, seconds } from '../lib/format-answer';

function correctOf(quiz: QuizSaved): number[] | string | string[] {
  return quiz.type === 'ox' ? quiz.answer : quiz.answerList;
}

/**
 * One attempt's questions in play order, each with the player's answer, right or wrong, the time and
 * the right answer (issue 10 "one attempt's full review"; issue 11 student work review). For the
 * set's owner only: it shows the answers.
 */
export function AttemptReviewList({ review }: { review: AttemptReview }) {
  const { t } = useTranslation('rooms');
  return (
    <Stack gap="sm" data-testid="attempt-review">
      {review.items.map(({ quiz, answer }, index) => (
        <Stack
          key={quiz.id}
          gap={4}
          p="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={700} size="sm">
              {index + 1}.
            </Text>
            <RichTextView html={quiz.questionRichText} fallbackText={quiz.question} />
          </Group>
          <Group gap="xs" wrap="wrap">
            {answer === null ? (
              <Badge color="gray">{t('results.unanswered')}</Badge>
            ) : answer.passed ? (
              <Badge color="yellow">{t('results.passed')}</Badge>
            ) : (
              <Badge color={answer.isCorrect ? 'teal' : 'red'}>
                {answer.isCorrect ? t('results.right') : t('results.wrong')}
              </Badge>
            )}
            {answer && !answer.passed && (
              <Text size="sm">
                {t('results.yourAnswer')}: {formatAnswer(answer.answer, quiz, t)}
              </Text>
            )}
            {answer && (
              <Text size="xs" c="dimmed">
                {t('results.seconds', { value: seconds(answer.elapsedMs) })}
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('results.rightAnswer')}: {formatAnswer(correctOf(quiz), quiz, t)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
