import {
  type CategoryNode,
  categoryTreeFor,
  findCategoryNode,
  KR_CATEGORY_TREE,
  subjectIdOf,
  subSubjectIdOf,
  US_CATEGORY_TREE,
} from '@quizset/domain';

/*
 * Subject tags of a quiz set (issue 16 item 16: topic matches search titles, questions AND subject
 * tags). A set's subject tags are the names, in Korean and English, of the subject and sub-subject its
 * `categoryTreeId` points at (spec §3 category tree: subject = the id's first 7 characters,
 * sub-subject its first 9): a set filed under 과학 › 물리학 is tagged "과학", "Science", "물리학",
 * "Physics".
 */

const TREES = [KR_CATEGORY_TREE, US_CATEGORY_TREE];

const namesOf = (node: CategoryNode | null) => (node ? [node.name.ko, node.name.en] : []);

/**
 * The subject tags of a set filed under `categoryTreeId` in `countryCode`'s tree (empty when the set
 * has no subject).
 */
export function subjectTagsOf(countryCode: string | null, categoryTreeId: string | null): string[] {
  if (!categoryTreeId) return [];
  const tree = categoryTreeFor(countryCode);
  return [
    ...namesOf(findCategoryNode(tree, subjectIdOf(categoryTreeId), 'SUBJECT')),
    ...namesOf(findCategoryNode(tree, subSubjectIdOf(categoryTreeId), 'SUB_SUBJECT')),
  ];
}

/**
 * True when a search word (lower-cased) names the tag. Hangul has no word boundaries to rely on: the
 * tag contains the word or the word the tag ("과학적" → 과학). Latin tags match word by word, a word of
 * 4+ letters also as a stem ("physic" → Physics), so "art" never finds "Earth Science".
 */
export function tagMatchesWord(tag: string, word: string): boolean {
  const name = tag.toLowerCase();
  if (/\p{Script=Hangul}/u.test(name)) return name.includes(word) || word.includes(name);
  return name
    .split(/[\s\p{P}]+/u)
    .some(
      (part) =>
        part === word ||
        (Math.min(part.length, word.length) >= 4 && (part.startsWith(word) || word.startsWith(part))),
    );
}

let subjectNodes: CategoryNode[] | null = null;

/** Every subject and sub-subject node of the KR and US trees (computed once). */
function allSubjectNodes(): CategoryNode[] {
  if (!subjectNodes) {
    const nodes: CategoryNode[] = [];
    const stack = TREES.flatMap((tree) => tree.subjectTree);
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.type === 'SUBJECT' || node.type === 'SUB_SUBJECT') nodes.push(node);
      stack.push(...node.children);
    }
    subjectNodes = nodes;
  }
  return subjectNodes;
}

/**
 * The category ids whose subject or sub-subject is named by one of `words` (already lower-cased
 * search words): a set whose `categoryTreeId` starts with one of them carries a matching tag.
 * Sorted, at most `limit` (the SQL prefilter takes them as LIKE prefixes).
 */
export function categoryIdsTaggedBy(words: readonly string[], limit = 400): string[] {
  const ids = allSubjectNodes()
    .filter((node) => namesOf(node).some((tag) => words.some((word) => tagMatchesWord(tag, word))))
    .map((node) => node.categoryTreeId);
  return [...new Set(ids)].sort().slice(0, limit);
}
