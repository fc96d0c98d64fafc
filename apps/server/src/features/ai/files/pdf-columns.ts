/*
 * Reading order of a PDF page from pdf.js text item positions (issue 16 item 1: a two-column page read
 * across the columns gives sentences that are half one column and half the other). pdf.js returns
 * items in content-stream order, which is the reading order of most single-column pages but not of
 * every two-column one (a bill's 현행 | 개정안 table is drawn line by line across both columns).
 */

/** A pdf.js text item as it comes from `getTextContent()`. */
export interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
  /** [a, b, c, d, e, f]: e and f are the item's x and y (PDF units, y upwards). */
  transform?: number[];
  width?: number;
  height?: number;
}

interface Placed {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The text of a page in pdf.js order, lines kept (pdf.js marks line ends with `hasEOL`). */
function streamText(items: readonly PdfTextItem[]): string {
  return items.map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join('');
}

const charsOf = (items: readonly Placed[]) => items.reduce((sum, item) => sum + item.str.trim().length, 0);

/**
 * The x of the gutter between two columns, or null for a page that is not two columns: a vertical
 * line in the middle 30 % of the text's width that (almost) no item crosses, with at least a fifth of
 * the characters and five lines on each side.
 */
export function columnGutter(items: readonly Placed[]): number | null {
  if (items.length < 10) return null;
  const left = Math.min(...items.map((item) => item.x));
  const right = Math.max(...items.map((item) => item.x + item.width));
  const span = right - left;
  if (span <= 0) return null;
  const total = charsOf(items);
  let best: { x: number; crossing: number } | null = null;
  for (let x = left + span * 0.35; x <= left + span * 0.65; x += Math.max(1, span / 200)) {
    const crossing = charsOf(items.filter((item) => item.x < x && item.x + item.width > x));
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best || best.crossing > total * 0.05) return null;
  const gutter = best.x;
  const leftSide = items.filter((item) => item.x + item.width <= gutter);
  const rightSide = items.filter((item) => item.x >= gutter);
  const lines = (side: readonly Placed[]) => new Set(side.map((item) => Math.round(item.y))).size;
  if (charsOf(leftSide) < total * 0.2 || charsOf(rightSide) < total * 0.2) return null;
  if (lines(leftSide) < 5 || lines(rightSide) < 5) return null;
  return gutter;
}

/** Items as lines, top to bottom, each left to right; a space where items do not touch. */
function linesOf(items: readonly Placed[]): string {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Placed[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const head = line?.[0];
    if (line && head && Math.abs(head.y - item.y) <= Math.max(1, Math.min(head.height, item.height) * 0.5))
      line.push(item);
    else lines.push([item]);
  }
  return lines
    .map((line) => {
      let text = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const item of [...line].sort((a, b) => a.x - b.x)) {
        const touching = item.x - end <= Math.max(0.5, item.height * 0.15);
        if (text && !touching && !/\s$/.test(text) && !/^\s/.test(item.str)) text += ' ';
        text += item.str;
        end = item.x + item.width;
      }
      return text.trimEnd();
    })
    .join('\n');
}

/**
 * The text of one page in reading order: a two-column page (columnGutter) as what spans the columns
 * above them (a title, an abstract head), the left column, the right column, then what spans them
 * below; any other page in pdf.js order.
 */
export function pageTextInReadingOrder(items: readonly PdfTextItem[]): string {
  const placed: Placed[] = [];
  for (const item of items) {
    const str = item.str ?? '';
    const [, , , , x, y] = item.transform ?? [];
    if (!str.trim() || x === undefined || y === undefined) continue;
    placed.push({ str, x, y, width: Math.max(0, item.width ?? 0), height: Math.abs(item.height ?? 0) || 10 });
  }
  const gutter = columnGutter(placed);
  if (gutter === null) return streamText(items);
  const leftColumn = placed.filter((item) => item.x + item.width <= gutter);
  const rightColumn = placed.filter((item) => item.x >= gutter);
  const spanning = placed.filter((item) => item.x < gutter && item.x + item.width > gutter);
  const columnTop = Math.max(...[...leftColumn, ...rightColumn].map((item) => item.y));
  const above = spanning.filter((item) => item.y > columnTop);
  const below = spanning.filter((item) => item.y <= columnTop);
  return [above, leftColumn, rightColumn, below]
    .filter((part) => part.length > 0)
    .map(linesOf)
    .join('\n\n');
}
