import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Says each new page's name to screen readers after a link is followed: a page changed by the app
 * leaves the browser silent (no page load to announce), so a blind teacher heard nothing after
 * choosing "My quizzes". The name is the document title (the route's own, `RootLayout`), read once
 * the page's effects have set it; it is said again when the title is the same as the last one (one
 * quiz set to another). Nothing is said on the first page: the browser announced its load. A path
 * change only: a search's query string is the same page. Its own visually hidden live region, there
 * from the first page on, since a region added with its text is not read (the way Next.js's route
 * announcer works).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const announcedPath = useRef(pathname);
  useEffect(() => {
    if (pathname === announcedPath.current) return undefined;
    announcedPath.current = pathname;
    setAnnouncement('');
    // RootLayout sets the title in its own effect, which runs after this one (a child's).
    const timer = setTimeout(() => setAnnouncement(document.title), 0);
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <VisuallyHidden aria-live="assertive" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
