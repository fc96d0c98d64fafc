import { Anchor, Badge, Button, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { POINTS_PER_QUESTION } from '@quizset/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import NotFoundPage from '../../app/not-found-page';
import { EmptyState, PageLoader, QueryErrorState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { useQuizSet } from '../quiz-view/api';
import { resultsCsvUrl, useResults } from './api';
import { AttemptReviewModal } from './components/attempt-review-modal';
import { ItemAnalysis } from './components/item-analysis';
import { seconds } from './lib/format-answer';

/**
 * `/quiz/{id}/results` (issue 10 "Results for the teacher"): every attempt of every room (player,
 * score, time, finished or not), one attempt's review, the item analysis and the CSV export. The
 * server answers only the owner and admins; anyone else gets the not-found page.
 */
export default function ResultsPage() {
  const { t, i18n } = useTranslation('rooms');
  const { id = '' } = useParams();
  const quizSet = useQuizSet(id);
  const results = useResults(id);
  const [reviewing, setReviewing] = useState<string | null>(null);
  if (quizSet.isPending || results.isPending) return <PageLoader />;
  const failure = quizSet.error ?? results.error;
  if (failure || !quizSet.data || !results.data) {
    if (failure instanceof ApiError && (failure.status === 404 || failure.status === 403))
      return <NotFoundPage />;
    return <QueryErrorState error={failure} onRetry={() => void results.refetch()} />;
  }
  const { attempts, questions } = results.data;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack gap="lg" maw={980} mx="auto">
      <Stack gap={4}>
        <Anchor component={Link} to={`/quiz/${encodeURIComponent(id)}`} size="sm">
          ← {t('results.back')}
        </Anchor>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t('results.title', { title: quizSet.data.title })}
          </Title>
          <Button
            component="a"
            href={resultsCsvUrl(id)}
            download
            variant="light"
            disabled={attempts.length === 0}
          >
            {t('results.csv')}
          </Button>
        </Group>
      </Stack>
      <Stack gap="sm" component="section">
        <Title order={2} size="h4">
          {t('results.attempts')}
        </Title>
        {attempts.length === 0 ? (
          <EmptyState title={t('results.noAttempts')} />
        ) : (
          <ScrollArea type="auto">
            <Table
              striped
              highlightOnHover
              miw={640}
              style={{ whiteSpace: 'nowrap' }}
              data-testid="attempts-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('results.player')}</Table.Th>
                  <Table.Th>{t('results.score')}</Table.Th>
                  <Table.Th>{t('results.time')}</Table.Th>
                  <Table.Th>{t('results.status')}</Table.Th>
                  <Table.Th>{t('results.room')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {attempts.map((attempt) => (
                  <Table.Tr key={attempt.attemptId} data-testid="attempt-row">
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm">{attempt.player.name}</Text>
                        {attempt.player.isGuest && (
                          <Badge size="xs" variant="outline" color="gray">
                            {t('results.guest')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {attempt.score === null ? t('results.none') : `${attempt.score} / ${attempt.maxScore}`}
                    </Table.Td>
                    <Table.Td>
                      {attempt.durationMs === null
                        ? t('results.none')
                        : t('results.seconds', { value: seconds(attempt.durationMs) })}
                    </Table.Td>
                    <Table.Td>
                      {attempt.finishedAt ? (
                        <Text size="sm">
                          {t('results.finished')}{' '}
                          <Text span size="xs" c="dimmed">
                            {dateFormat.format(new Date(attempt.finishedAt))}
                          </Text>
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('results.inProgress', {
                            answered: attempt.answeredCount,
                            total: attempt.maxScore / POINTS_PER_QUESTION,
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {attempt.entryMapHashId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setReviewing(attempt.attemptId)}
                      >
                        {t('results.review')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
      <Stack gap="sm" component="section">
        <Title order={2} size="h4">
          {t('results.items')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('results.itemsHelp')}
        </Text>
        <ItemAnalysis questions={questions} quizList={quizSet.data.quizList} />
      </Stack>
      <AttemptReviewModal quizSetId={id} attemptId={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
