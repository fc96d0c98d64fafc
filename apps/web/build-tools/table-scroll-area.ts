import path from 'node:path';
import type { Plugin } from 'vite';
import { importShim } from './scroll-area-refs.ts';

const SCROLL_CONTAINER =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;
const SHIM = path.resolve(import.meta.dirname, 'table-scroll-area-shim.tsx');

/**
 * Mantine's Table module imports Table.ScrollContainer, which imports ScrollArea: every page with a
 * Table loaded ScrollArea (~5 kB gzip) first, used or not (the results page, issue 20 item 1; its
 * tables scroll through components/lazy-scroll-area.tsx). This points the scroll container's import
 * of ScrollArea, and only it, at a lazy one (table-scroll-area-shim.tsx); the one page with a
 * Table.ScrollContainer (admin quotes) loads it when drawn.
 * @returns a Vite plugin resolving ScrollArea for TableScrollContainer.mjs alone.
 */
export function tableScrollArea(): Plugin {
  return importShim('quizset-table-scroll-area', SCROLL_CONTAINER, '../ScrollArea/ScrollArea.mjs', SHIM);
}
