/**
 * Product analytics interface (spec §2 "Finish": the failure reason is tracked, spec-decisions §5
 * lists the reasons; spec §2 back button: `build_exit`). Events go to the server's sink
 * (POST /api/analytics/events, issue 19 item 22: stored with a retention limit, exported by admins
 * as CSV); a provider can replace `sink` without touching callers.
 */
export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsSink {
  track(event: string, props: AnalyticsProps): void;
}

/**
 * Sends each event to the server. `keepalive` lets an event sent while leaving the page (the
 * builder's back button) finish after the page is gone. Undefined props are dropped; a failure
 * (signed out: 401, offline) is ignored: analytics never gets in the teacher's way.
 */
export const serverSink: AnalyticsSink = {
  track(event, props) {
    const defined = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
    if (typeof fetch !== 'function') return;
    void fetch('/api/analytics/events', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: event, props: defined }),
    }).catch(() => undefined);
  },
};

let sink: AnalyticsSink = serverSink;

/** Record one event, e.g. `track('quiz_set_finish_failed', { reason: 'no_title', mode: 'CREATE' })`. */
export function track(event: string, props: AnalyticsProps = {}): void {
  try {
    sink.track(event, props);
  } catch {
    // Analytics must never break the product flow it observes.
  }
}

/** Replace the sink (tests, a future provider). Returns the previous one. */
export function setAnalyticsSink(next: AnalyticsSink): AnalyticsSink {
  const previous = sink;
  sink = next;
  return previous;
}
