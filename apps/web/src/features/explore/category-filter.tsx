import { Group, NativeSelect } from '@mantine/core';
import { type CategoryNode, listGrades, listSubjects } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import type { CategoryFilter } from './use-category-filter';
import { useCategoryFilter } from './use-category-filter';

/** Three selects, school type → grade → subject; each level offers what the one above allows. */
export function CategoryFilterBar() {
  const { t, i18n } = useTranslation('explore');
  const locale = (i18n.resolvedLanguage ?? 'ko').startsWith('en') ? 'en' : 'ko';
  const { tree, filter, setFilter, schoolTypes } = useCategoryFilter();
  const grades = listGrades(tree, filter.schoolTypeId);
  const subjects = listSubjects(tree, filter);
  const options = (nodes: CategoryNode[]) => [
    { value: '', label: t('filter.any') },
    ...nodes.map((node) => ({ value: node.categoryTreeId, label: node.name[locale] })),
  ];
  const select = (level: keyof CategoryFilter, label: string, nodes: CategoryNode[], testId: string) => (
    <NativeSelect
      label={label}
      size="sm"
      miw={140}
      style={{ flex: '1 1 140px' }}
      data={options(nodes)}
      value={filter[level] ?? ''}
      disabled={nodes.length === 0}
      data-testid={testId}
      onChange={(event) => setFilter(level, event.currentTarget.value || null)}
    />
  );
  if (schoolTypes.length === 0) return null;
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('filter.label')} data-testid="explore-filter">
      {select('schoolTypeId', t('filter.schoolType'), schoolTypes, 'filter-school-type')}
      {select('gradeId', t('filter.grade'), grades, 'filter-grade')}
      {select('subjectId', t('filter.subject'), subjects, 'filter-subject')}
    </Group>
  );
}
