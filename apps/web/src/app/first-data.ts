import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { meQuery } from '../features/auth/use-me';
import { buildDataQuery } from '../lib/build-data';

/** Pages whose first render waits on the build data (the builder; the quiz view's map and labels). */
const BUILD_DATA_PAGES = ['/build', '/quiz/:id'];

/**
 * Starts the requests the first page waits on, at module evaluation of main.tsx, so they travel
 * beside the page's code instead of after it (issue 20, "/build cold: map picker usable < 1.8 s").
 * Without this, the router first loads the page's lazy chunk, then renders the session gate, which
 * asks for the user, and only then the page asks for its data: three round trips in a row.
 * Every page asks for the user (the header's account menu, the session gate); the builder and the
 * quiz view also for the build data. The hooks read the same cache entries (`meQuery`,
 * `buildDataQuery`), so nothing is fetched twice; a failed prefetch is simply fetched again by them.
 */
export function prefetchFirstData(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(meQuery);
  if (BUILD_DATA_PAGES.some((pattern) => matchPath(pattern, pathname)))
    void queryClient.prefetchQuery(buildDataQuery);
}
