import { useEffect, useRef, useState } from 'react';
import type { AiItem } from '../api';
import type { AiAlert } from '../store/ai-ui-store';
import { showAiFailure } from './error-alerts';
import { type AiResults, useAiResults } from './use-ai-results';

/** spec §4 "AI generation status": idle, generating, success (an error returns with an alert). */
export type GenerationStatus = 'idle' | 'generating' | 'success';

export interface Generation {
  status: GenerationStatus;
  results: AiResults;
  /** On a phone after success the request is collapsed until the teacher opens it again. */
  isRequestOpen: boolean;
  openRequest: () => void;
  /**
   * Runs one generation: `request` gets the 1-based try count (spec §7 `tryCount`: generate, then each
   * regenerate) and an abort signal, and returns the items, trimmed here to `count` (spec §4).
   */
  run: (
    count: number,
    request: (tryCount: number, signal: AbortSignal) => Promise<AiItem[]>,
  ) => Promise<void>;
  cancel: () => void;
}

/**
 * One generator's state machine for the topic and file modals. A failure shows its spec §8 alert
 * (`toAlert`) and returns to idle — or, when a regenerate fails, to the results already there, so
 * nothing the teacher had is lost. Leaving the page aborts a running call.
 */
export function useGeneration(
  toAlert: (error: unknown) => AiAlert,
  onError?: (error: unknown) => void,
): Generation {
  const results = useAiResults();
  const [status, setStatus] = useState<GenerationStatus>('idle');
  const [isRequestOpen, setRequestOpen] = useState(false);
  const tryCount = useRef(0);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run: Generation['run'] = async (count, request) => {
    tryCount.current += 1;
    const current = new AbortController();
    controller.current = current;
    setStatus('generating');
    setRequestOpen(false);
    try {
      const items = await request(tryCount.current, current.signal);
      results.setItems(items.slice(0, count));
      setStatus('success');
    } catch (error) {
      setStatus(results.items.length > 0 ? 'success' : 'idle');
      onError?.(error);
      showAiFailure(error, toAlert);
    }
  };

  return {
    status,
    results,
    isRequestOpen,
    openRequest: () => setRequestOpen(true),
    run,
    cancel: () => controller.current?.abort(),
  };
}
