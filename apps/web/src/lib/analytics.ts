/**
 * Product analytics interface (spec §2 "Finish": the failure reason is tracked, spec-decisions §5
 * lists the reasons). Only a console sink exists for now; a real provider replaces `sink` without
 * touching callers.
 */
export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsSink {
  track(event: string, props: AnalyticsProps): void;
}

const consoleSink: AnalyticsSink = {
  track(event, props) {
    console.info('[analytics]', event, props);
  },
};

let sink: AnalyticsSink = consoleSink;

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
