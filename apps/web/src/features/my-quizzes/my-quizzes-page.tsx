import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QuizSetGrid } from '../../components/quiz-set-grid';
import { QuizSetSearchForm } from '../../components/quiz-set-search-form';
import { useQuizSetSearchParams } from '../../components/use-quiz-set-search-params';
import { useMyQuizSets } from './api';

/**
 * `/my-quizzes` (issue 2 §10 "The user's own quiz sets are reachable"): the signed-in user's quiz
 * sets, newest first, with the same search and grid as /public. Wrapped in RequireAuth by the router.
 */
export default function MyQuizzesPage() {
  const { t } = useTranslation('my-quizzes');
  const { params, setParams } = useQuizSetSearchParams('RECENTLY');
  // Every set here has the same author, so text search means the title (an ALL search would match
  // the author's own name or email on every set).
  const query = useMyQuizSets({ ...params, qType: 'TITLE' });
  const isSearch = params.q.trim() !== '';
  // Set by the quiz view after a delete, so the user sees that it worked.
  const location = useLocation();
  const [deletedTitle, setDeletedTitle] = useState(
    (location.state as { deletedTitle?: string } | null)?.deletedTitle ?? null,
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('title')}</Title>
        <Button component={Link} to="/build">
          {t('create')}
        </Button>
      </Group>
      {deletedTitle && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('actions.close', { ns: 'common' })}
          onClose={() => setDeletedTitle(null)}
        >
          {t('deleted', { title: deletedTitle })}
        </Alert>
      )}
      <QuizSetSearchForm params={params} onChange={setParams} showSearchType={false} />
      <QuizSetGrid
        query={query}
        label={t('listLabel')}
        empty={
          isSearch
            ? { title: t('empty.searchTitle', { q: params.q }) }
            : {
                title: t('empty.title'),
                description: t('empty.description'),
                action: (
                  <Button component={Link} to="/build" mt="sm">
                    {t('create')}
                  </Button>
                ),
              }
        }
      />
    </Stack>
  );
}
