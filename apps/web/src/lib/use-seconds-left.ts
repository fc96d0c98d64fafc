import { useEffect, useState } from 'react';

/**
 * Whole seconds until `closesAt` (the room's bell, issue 15 item 7), ticking once a second; 0 once
 * it has passed; null when there is no bell. The server decides the close; this only counts down.
 */
export function useSecondsLeft(closesAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (closesAt === null) return;
    // The clock may have stood still since the first render (no bell then): read it now.
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [closesAt]);
  if (closesAt === null) return null;
  return Math.max(0, Math.ceil((Date.parse(closesAt) - now) / 1000));
}
