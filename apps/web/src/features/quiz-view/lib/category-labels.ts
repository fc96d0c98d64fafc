import {
  CATEGORY_TREE,
  type CategoryTree,
  type CategoryTreeData,
  CUSTOM_PUBLISHER_ID,
  gradeNumber,
  hasSemesters,
  KR_PUBLISHERS,
  type Locale,
  type PublisherOption,
  semesterNumber,
} from '@quizset/domain';

/**
 * Labels of a quiz set's category (spec §3; the derivation rules live in the domain). Pure, so the
 * rules are testable without rendering. Each label is an i18n key + params of the `quiz-view`
 * namespace, or a literal (`text`) when it comes from data (a subject or publisher name).
 *
 * The tree and publisher list default to the domain's seed, which is what the server serves, so a
 * signed-out reader (no build data) still gets every label.
 */
export type Label = { key: string; params?: Record<string, string | number> } | { text: string };

export function categoryLabels(
  data: CategoryTreeData,
  lng: Locale,
  tree: CategoryTree = CATEGORY_TREE,
): Label[] {
  const labels: Label[] = [];
  const { schoolTypeId, gradeId, semesterId, subjectId } = data;
  if (!schoolTypeId) return labels;
  const schoolType = tree.schoolInfoTree.find((node) => node.id === schoolTypeId);
  if (!schoolType) return labels;
  labels.push({ key: `category.schoolType.${schoolType.code}` });
  if (gradeId) {
    const grade = gradeNumber(gradeId, schoolType.code);
    labels.push(
      grade === 'COMMON' ? { key: 'category.sharedGrade' } : { key: 'category.grade', params: { grade } },
    );
  }
  if (semesterId && hasSemesters(schoolType.countryCode, schoolType.code)) {
    const semester = semesterNumber(semesterId);
    if (semester !== null) labels.push({ key: 'category.semester', params: { semester } });
  }
  if (subjectId) {
    const subject = tree.subjectTree[schoolTypeId]?.find((option) => option.code === subjectId.slice(-2));
    if (subject) labels.push({ text: subject.name[lng] });
  }
  return labels;
}

/** The publisher's name: the custom one as typed, a listed one by id, or null when none was chosen. */
export function publisherLabel(
  publisher: { id: string | null; customName: string | null },
  lng: Locale,
  publishers: readonly PublisherOption[] = KR_PUBLISHERS,
): string | null {
  if (!publisher.id) return null;
  if (publisher.id === CUSTOM_PUBLISHER_ID) return publisher.customName;
  return publishers.find((option) => option.id === publisher.id)?.name[lng] ?? publisher.id;
}
