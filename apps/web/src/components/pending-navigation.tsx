import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { afterNextPaint, onDemand } from './preloaded';

/**
 * The navigation's code (navigation-status.tsx: the progress bar, the route announcer) on demand:
 * drawn once the first page has painted, so it is there before the first link is clicked, and kept
 * out of every page's first load (issue 20's budgets). Nothing is drawn until it arrives; a load
 * that failed (offline at the first paint) is tried again until it arrives (`retry`).
 */
export const NavigationStatus = onDemand(
  () => import('./navigation-status').then((module) => module.NavigationStatus),
  () => null,
  { retry: true },
);

/**
 * While a link's page is on its way (react-router's navigation state: each page is its own chunk,
 * loaded with `retryImport`, routes.tsx), the bar across the top. Without it a teacher on a
 * classroom's Wi-Fi clicked a link and saw nothing happen for as long as the chunk took, up to the
 * ~30 s of retries on a dropped connection. The app's root is `aria-busy` meanwhile: the page shown
 * is about to be replaced (a redirect draws nothing while it runs), which assistive technology and
 * the browser suite's `ready()` both wait out. Once a page is there, its name is said (route-announcer.tsx).
 */
export function PendingNavigation() {
  const isNavigating = useNavigation().state !== 'idle';
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  useEffect(() => {
    const root = document.getElementById('root');
    if (!isNavigating || !root) return undefined;
    root.setAttribute('aria-busy', 'true');
    return () => root.removeAttribute('aria-busy');
  }, [isNavigating]);
  return hasPainted ? <NavigationStatus isNavigating={isNavigating} /> : null;
}
