import { TITLE_MAX_LENGTH } from './constants';

/**
 * The title of a duplicate (issue 7 "A duplicate is recognisable"): the original's title with the
 * copy mark after a space, e.g. '태양계 복습 (사본)' / 'Solar system (copy)'. The teacher can edit it.
 * The original is shortened (whole characters, trailing spaces dropped) so that the result stays
 * within TITLE_MAX_LENGTH (spec §5: 2–60); a title that already ends with the mark gets no second one.
 * @param mark the locale's copy mark, '(사본)' or '(copy)'.
 */
export function withCopyMark(title: string, mark: string): string {
  const trimmed = title.trim();
  if (trimmed.endsWith(mark)) return trimmed;
  const room = TITLE_MAX_LENGTH - [...mark].length - 1;
  const kept = [...trimmed].slice(0, Math.max(0, room)).join('').trimEnd();
  return kept ? `${kept} ${mark}` : mark;
}
