import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuizSaved } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/query-state';
import { RichTextView } from '../../../components/rich-text-view';
import { useAttemptReview } from '../api';
import { formatAnswer, seconds } from '../lib/format-answer';

function correctOf(quiz: QuizSaved): number[] | string | string[] {
  return quiz.type === 'ox' ? quiz.answer : quiz.answerList;
}

/** One attempt's full review for the owner (issue 10 "one attempt's full review"). */
export function AttemptReviewModal({
  quizSetId,
  attemptId,
  onClose,
}: {
  quizSetId: string;
  attemptId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rooms');
  const review = useAttemptReview(quizSetId, attemptId);
  const data = review.data;
  return (
    <Modal
      opened={attemptId !== null}
      onClose={onClose}
      title={data ? t('results.reviewTitle', { name: data.player.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('results.closeReview') }}
    >
      {review.isError && <QueryErrorState error={review.error} onRetry={() => void review.refetch()} />}
      {data && (
        <Stack gap="sm" data-testid="attempt-review">
          {data.items.map(({ quiz, answer }, index) => (
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
      )}
    </Modal>
  );
}
