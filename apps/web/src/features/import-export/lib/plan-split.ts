import { MAX_QUIZ_COUNT, partTitle, type QuizSaved, splitIntoParts } from '@quizset/domain';

/** The draft's part and the sets to create when an import is split (issue 21 "Limits"). */
export interface SplitPlan {
  /** Added to the open draft (as many as fit in it), which takes the title of part 1. */
  draft: { title: string; items: QuizSaved[] };
  /** Saved as new sets with the draft's settings, 20 questions each. */
  others: { title: string; items: QuizSaved[] }[];
}

/**
 * Splits `items` into sets of at most 20 (issue 21: "offers to split into several sets, named
 * '{title} (1/3)' and so on"): the draft keeps its questions and takes the first items that fit in
 * it; the rest go, 20 at a time, into new sets. Titles count every part.
 */
export function planSplit(title: string, draftCount: number, items: readonly QuizSaved[]): SplitPlan {
  const room = Math.max(0, MAX_QUIZ_COUNT - draftCount);
  const first = items.slice(0, room);
  const rest = splitIntoParts(items.slice(room), MAX_QUIZ_COUNT);
  const count = rest.length + 1;
  return {
    draft: { title: partTitle(title, 0, count), items: first },
    others: rest.map((part, index) => ({ title: partTitle(title, index + 1, count), items: part })),
  };
}
