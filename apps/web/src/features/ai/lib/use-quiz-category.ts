import { findCategoryNode } from '@quizset/domain';
import { useBuildData } from '../../../lib/build-data';
import { useLocale } from '../../quiz-builder/lib/use-locale';
import { useBuildStore } from '../../quiz-builder/store/build-store';

/**
 * The similar-quiz request's `category` (spec §3: "subject name or empty"): the chosen subject's
 * name in the UI language, or '' when none is chosen yet.
 */
export function useQuizCategory(): string {
  const locale = useLocale();
  const tree = useBuildData().data?.categoryTree;
  const subjectId = useBuildStore((state) => state.form.subject);
  if (!tree) return '';
  return findCategoryNode(tree, subjectId, 'SUBJECT')?.name[locale] ?? '';
}
