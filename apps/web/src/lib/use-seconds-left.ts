import { useEffect, useState } from 'react';

/**
 * Whole seconds until `closesAt` (the room's bell, issue 15 item 7; a live question's deadline, issue
 * 23), ticking once a second; 0 once it has passed; null when there is no bell. The server decides the
 * close; this only counts down.
 */
export function useSecondsLeft(closesAt: string | null): number | null {
  const [clock, setClock] = useState(() => ({ closesAt, now: Date.now() }));
  useEffect(() => {
    if (closesAt === null) return;
    // The clock may have stood still since the first render (no bell then): read it now.
    setClock({ closesAt, now: Date.now() });
    const timer = window.setInterval(() => setClock({ closesAt, now: Date.now() }), 1000);
    return () => window.clearInterval(timer);
  }, [closesAt]);
  if (closesAt === null) return null;
  // A new closing time in this render: the last tick was read for another one (or none), so the
  // first count is not off by the time the clock stood still (a live question's first second).
  const now = clock.closesAt === closesAt ? clock.now : Date.now();
  return Math.max(0, Math.ceil((Date.parse(closesAt) - now) / 1000));
}
