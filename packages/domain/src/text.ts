/**
 * Character count used by every length rule of spec §5 and by the editor counters: Unicode code
 * points, so an emoji or a rare Hanja outside the BMP counts as one character on both sides.
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * The first `max` characters of `text` (counted as `textLength` counts them: code points, so a
 * surrogate pair is never split). Inputs use it to stop at a spec §5 limit instead of accepting
 * more and complaining (issue 19 item 5).
 */
export function limitTextLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const characters = [...text];
  return characters.length <= max ? text : characters.slice(0, max).join('');
}
