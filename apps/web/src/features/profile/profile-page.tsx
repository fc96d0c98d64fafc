import { Avatar, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import NotFoundPage from '../../app/not-found-page';
import { QueryErrorState } from '../../components/query-state';
import { QuizSetGrid } from '../../components/quiz-set-grid';
import { QuizSetSearchForm } from '../../components/quiz-set-search-form';
import { useQuizSetSearchParams } from '../../components/use-quiz-set-search-params';
import { ApiError } from '../../lib/api-client';
import { type PublicProfile, useUserInfo, useUserQuizSets } from './api';

function quizSetCount(profile: PublicProfile): number | undefined {
  return profile.publicQuizSetCount ?? profile.quizSetCount;
}

/**
 * `/users/:id`: a user's profile and quiz sets, newest first (issue 2 §10: "default RECENTLY on
 * profile pages"). Search type is fixed to the title: every set here has the same author.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { id = '' } = useParams();
  const info = useUserInfo(id);
  const { params, setParams } = useQuizSetSearchParams('RECENTLY');
  // Every set here has the same author, so text search means the title (an ALL search would match
  // the author's own name or email on every set).
  const query = useUserQuizSets(id, { ...params, qType: 'TITLE' });

  if (info.error instanceof ApiError && info.error.status === 404) return <NotFoundPage kind="user" />;
  const count = info.data ? quizSetCount(info.data) : undefined;

  return (
    <Stack gap="lg">
      {info.isPending ? (
        <Group>
          <Skeleton circle height={64} />
          <Skeleton height={28} width={200} />
        </Group>
      ) : info.isError ? (
        <QueryErrorState error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={info.data.image ?? info.data.avatarUrl ?? null}
            alt=""
            size={64}
            radius="xl"
            color="violet"
          >
            {info.data.name.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {info.data.name}
            </Title>
            {count !== undefined && (
              <Text c="dimmed" size="sm">
                {t('quizSetCount', { count })}
              </Text>
            )}
          </div>
        </Group>
      )}
      <QuizSetSearchForm params={params} onChange={setParams} showSearchType={false} />
      <QuizSetGrid
        query={query}
        label={t('listLabel', { name: info.data?.name ?? '' })}
        empty={{ title: params.q.trim() ? t('empty.searchTitle', { q: params.q }) : t('empty.title') }}
      />
    </Stack>
  );
}
