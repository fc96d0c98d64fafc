import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from './route-announcer';

/**
 * What the app shows and says about navigation, drawn on demand by `PendingNavigation`
 * (pending-navigation.tsx) from the first paint on: the route announcer always, the progress bar
 * while a link's page is on its way.
 */
export function NavigationStatus({ isNavigating }: { isNavigating: boolean }) {
  return (
    <>
      <RouteAnnouncer />
      {isNavigating && <NavigationProgress />}
    </>
  );
}
