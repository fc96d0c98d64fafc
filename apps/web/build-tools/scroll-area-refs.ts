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
  return {
    name: 'quizset-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return SHIM;
      return null;
    },
  };
}
