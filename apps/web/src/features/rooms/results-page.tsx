import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import NotFoundPage from '../../app/not-found-page';
import { PageLoader, QueryErrorState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { useQuizSet } from '../quiz-view/api';
import { resultsCsvUrl, useResults } from './api';
import { ResultsView } from './components/results-view';

/**
 * `/quiz/{id}/results` (issue 10 "Results for the teacher"): every attempt of every room (player,
 * score, time, finished or not), one attempt's review, the item analysis and the CSV export. The
 * server answers the owner and admins (the owner's rooms) and a teacher hosting the set (her hosted
 * rooms only, issue 19 item 20); anyone else gets the not-found page.
 */
export default function ResultsPage() {
  const { t } = useTranslation('rooms');
  const { id = '' } = useParams();
  const quizSet = useQuizSet(id);
  // Live while the page is open (issue 15 "Live results"): a 3 s conditional poll, paused when hidden.
  const results = useResults(id, { live: true });
  if (quizSet.isPending || results.isPending) return <PageLoader />;
  const failure = quizSet.error ?? results.error;
  if (failure || !quizSet.data || !results.data) {
    if (failure instanceof ApiError && (failure.status === 404 || failure.status === 403))
      return <NotFoundPage />;
    return <QueryErrorState error={failure} onRetry={() => void results.refetch()} />;
  }
  const { attempts } = results.data;
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
      <ResultsView quizSetId={id} quizList={quizSet.data.quizList} results={results.data} />
    </Stack>
  );
}
