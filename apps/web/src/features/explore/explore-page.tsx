import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuizSetGrid } from '../../components/quiz-set-grid';
import { QuizSetSearchForm } from '../../components/quiz-set-search-form';
import { useQuizSetSearchParams } from '../../components/use-quiz-set-search-params';
import { usePublicQuizSets } from './api';
import { CategoryFilterBar } from './category-filter';
import { categoryOf, useCategoryFilter } from './use-category-filter';

/**
 * `/public` (issue 2 §10): public quiz sets with search (`q`, `qType`), order (default POPULARITY
 * here) kept in the URL, and infinite scroll; the school type / grade / subject filter (issue 7) too.
 */
export default function ExplorePage() {
  const { t } = useTranslation('explore');
  const { params, setParams } = useQuizSetSearchParams('POPULARITY');
  const { filter } = useCategoryFilter();
  const query = usePublicQuizSets(params, categoryOf(filter));
  const isSearch = params.q.trim() !== '';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <QuizSetSearchForm params={params} onChange={setParams} />
      <CategoryFilterBar />
      <QuizSetGrid
        query={query}
        label={isSearch ? t('resultsLabel', { q: params.q }) : t('listLabel')}
        empty={
          isSearch
            ? { title: t('empty.searchTitle', { q: params.q }), description: t('empty.searchDescription') }
            : {
                title: t('empty.title'),
                description: t('empty.description'),
                action: (
                  <Button component={Link} to="/build" mt="sm">
                    {t('empty.action')}
                  </Button>
                ),
              }
        }
      />
    </Stack>
  );
}
