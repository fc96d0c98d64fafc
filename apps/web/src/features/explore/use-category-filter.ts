import {
  type CategoryTree,
  categoryTreeFor,
  findCategoryNode,
  listGrades,
  listSchoolTypes,
  listSubjects,
} from '@quizset/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useMe } from '../auth/use-me';

/** The explore filter's choice: category tree node ids, null where nothing is chosen. */
export interface CategoryFilter {
  schoolTypeId: string | null;
  gradeId: string | null;
  subjectId: string | null;
}

/**
 * Keeps only ids that exist in `tree` and fit together (a grade of the chosen school type, a subject
 * offered for that school type and grade): a hand-edited URL cannot ask for an impossible filter.
 */
export function validFilter(tree: CategoryTree, raw: CategoryFilter): CategoryFilter {
  const schoolType = findCategoryNode(tree, raw.schoolTypeId, 'SCHOOL_TYPE');
  const schoolTypeId = schoolType?.categoryTreeId ?? null;
  const grade = listGrades(tree, schoolTypeId).find((node) => node.categoryTreeId === raw.gradeId);
  const gradeId = grade?.categoryTreeId ?? null;
  const subject = listSubjects(tree, { schoolTypeId, gradeId }).find(
    (node) => node.categoryTreeId === raw.subjectId,
  );
  return { schoolTypeId, gradeId, subjectId: subject?.categoryTreeId ?? null };
}

/** The most specific chosen node: what GET /api/quizsets `category` matches as a prefix. */
export function categoryOf(filter: CategoryFilter): string | undefined {
  return filter.subjectId ?? filter.gradeId ?? filter.schoolTypeId ?? undefined;
}

/**
 * Explore's school type / grade / subject filter (spec `categoryFilters`; issue 7 "Explore"), kept in
 * the URL as `schoolType`, `grade` and `subject` like the search itself. The tree is the signed-in
 * teacher's country's (KR for a visitor), from the domain's seed, so it needs no request.
 */
export function useCategoryFilter() {
  const me = useMe().data;
  const tree = useMemo(() => categoryTreeFor(me?.countryCode ?? 'KR'), [me?.countryCode]);
  const [searchParams, setSearchParams] = useSearchParams();
  const schoolTypeId = searchParams.get('schoolType');
  const gradeId = searchParams.get('grade');
  const subjectId = searchParams.get('subject');
  const filter = useMemo(
    () => validFilter(tree, { schoolTypeId, gradeId, subjectId }),
    [tree, schoolTypeId, gradeId, subjectId],
  );

  /** Choosing a level clears the levels under it. */
  const setFilter = useCallback(
    (level: keyof CategoryFilter, id: string | null) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        const keys = ['schoolType', 'grade', 'subject'] as const;
        const start = { schoolTypeId: 0, gradeId: 1, subjectId: 2 }[level];
        for (const key of keys.slice(start)) next.delete(key);
        if (id) next.set(keys[start] as string, id);
        return next;
      });
    },
    [setSearchParams],
  );

  return { tree, filter, setFilter, schoolTypes: listSchoolTypes(tree) };
}
