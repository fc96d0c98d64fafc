import { Notifications } from '@mantine/notifications';

/**
 * The builder's toasts (delete undo, AI progress and results): mounted here, not app-wide, as only
 * the builder uses them (see app/providers.tsx). Its own module so build-page can load it beside the
 * page rather than in its first load: the container and its transitions (~9 kB gzip) are needed
 * only once a toast shows, and `notifications.show` queues in the store until it is mounted.
 */
export default function BuildNotifications() {
  return <Notifications position="bottom-center" limit={3} zIndex={400} />;
}
