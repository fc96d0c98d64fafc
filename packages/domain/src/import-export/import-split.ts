import { MAX_QUIZ_COUNT } from '../constants';

/**
 * An import of more questions than a set holds (issue 21 "Limits": at most 20 per set) split into
 * parts of `size` in file order: 45 → 20, 20, 5.
 */
export function splitIntoParts<T>(items: readonly T[], size = MAX_QUIZ_COUNT): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** The title of part `index` (0-based) of `count` (issue 21: "{title} (1/3)"). */
export function partTitle(title: string, index: number, count: number): string {
  return `${title.trim()} (${index + 1}/${count})`;
}
