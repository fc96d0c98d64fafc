import { Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import type { QuizSetSummary } from '@quizset/domain';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizSetPage } from '../lib/quiz-set-list';
import { EmptyState, QueryErrorState } from './query-state';
import { QuizSetCard, QuizSetCardSkeleton } from './quiz-set-card';
import { useInfiniteScroll } from './use-infinite-scroll';

const SKELETON_COUNT = 8;
const GRID_COLS = { base: 1, xs: 2, sm: 3, lg: 4 };

interface QuizSetGridProps {
  query: UseInfiniteQueryResult<InfiniteData<QuizSetPage>>;
  /** Shown when the list has no quiz set (may include an action, e.g. "Make a quiz"). */
  empty: { title: string; description?: string; action?: ReactNode };
  /** Accessible name of the list, e.g. "Search results". */
  label: string;
  /** Where each card leads (default `/quiz/{id}`). */
  linkTo?: (id: string) => string;
}

/**
 * The quiz set card grid with infinite scroll, shared by explore, my quizzes and profile pages
 * (issue 2 §10). A "load more" button sits under the sentinel so keyboard and assistive-technology
 * users can page without scrolling.
 */
export function QuizSetGrid({ query, empty, label, linkTo }: QuizSetGridProps) {
  const { t } = useTranslation();
  const items: QuizSetSummary[] = query.data?.pages.flatMap((page) => page.data) ?? [];
  // A failed next page also sets `isError`; the pages already shown stay, with a retry under them.
  const isNextPageError = query.isFetchNextPageError;
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !isNextPageError;
  const sentinelRef = useInfiniteScroll<HTMLDivElement>({
    onReachEnd: () => void query.fetchNextPage(),
    enabled: canLoadMore,
    resetKey: items.length,
  });

  if (query.isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-label={t('status.loading')}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <QuizSetCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError && !isNextPageError)
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState {...empty} />;

  return (
    <Stack gap="md">
      <SimpleGrid
        cols={GRID_COLS}
        spacing="md"
        component="ul"
        aria-label={label}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((quizSet) => (
          <li key={quizSet.id}>
            <QuizSetCard quizSet={quizSet} linkTo={linkTo} />
          </li>
        ))}
      </SimpleGrid>
      {query.isFetchingNextPage && (
        <SimpleGrid cols={GRID_COLS} spacing="md" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <QuizSetCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      )}
      {isNextPageError && <QueryErrorState error={query.error} onRetry={() => void query.fetchNextPage()} />}
      <div ref={sentinelRef} data-testid="infinite-scroll-sentinel" style={{ height: 1 }} />
      <Center>
        {query.hasNextPage ? (
          <Button
            variant="subtle"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('actions.loadMore')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.end')}
          </Text>
        )}
      </Center>
    </Stack>
  );
}
