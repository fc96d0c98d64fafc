/**
 * Character count used by every length rule of spec §5 and by the editor counters: Unicode code
 * points, so an emoji or a rare Hanja outside the BMP counts as one character on both sides.
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
