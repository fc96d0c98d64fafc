import {
  type CategoryTree,
  type CategoryTreeData,
  categoryPathOf,
  categoryTreeFor,
  type Locale,
  type PublisherOption,
  publisherOptionsFor,
} from '@quizset/domain';

/*
 * Labels of a quiz set's category (spec §3; the derivation rules live in the domain). Pure, so the
 * rules are testable without rendering. The tree and publisher options are those of the set's own
 * country (the domain's seed, which is what the server serves), so a signed-out reader and a reader
 * from another country get every label too.
 */

/**
 * The names of the category's levels that exist, in order: school type, grade, semester (1, 2 or
 * "shared"), subject, sub-subject — in `lng`.
 */
export function categoryLabels(
  data: CategoryTreeData,
  countryCode: string,
  lng: Locale,
  tree: CategoryTree = categoryTreeFor(countryCode),
): string[] {
  const path = categoryPathOf(tree, data);
  return [path.schoolType, path.grade, path.semester, path.subject, path.subSubject].flatMap((node) =>
    node ? [node.name[lng]] : [],
  );
}

/** The publisher's name: a listed option's label, a custom one as typed, or null when none was chosen. */
export function publisherLabel(
  publisher: string | null,
  countryCode: string,
  options: readonly PublisherOption[] = publisherOptionsFor(countryCode),
): string | null {
  if (!publisher) return null;
  return options.find((option) => option.value === publisher)?.label ?? publisher;
}
