import path from 'node:path';
import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const SHIM = path.resolve(import.meta.dirname, 'merge-refs-shim.ts');

/**
 * Mantine's ScrollArea takes one helper, `useMergeRefs`, from @floating-ui/react. A module is never
 * split between chunks, so that import puts all of floating-ui (~15 kB gzip) into the first load of
 * every page with a ScrollArea but no popover (/quiz/{id}/results, issue 20 item 1). This points
 * ScrollArea's import, and only it, at the same few lines over @mantine/hooks (merge-refs-shim.ts).
 * @returns a Vite plugin resolving `@floating-ui/react` for ScrollArea.mjs alone.
 */
export function scrollAreaRefs(): Plugin {
  return importShim('quizset-scroll-area-refs', SCROLL_AREA, '@floating-ui/react', SHIM);
}

/**
 * A Vite plugin that resolves `source`, when imported by a module whose path matches `importer` and
 * by no other, to the file `shim` (a library's one import pointed elsewhere; see the callers).
 */
export function importShim(name: string, importer: RegExp, source: string, shim: string): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId(imported, importedBy) {
      return imported === source && importedBy && importer.test(importedBy) ? shim : null;
    },
  };
}
