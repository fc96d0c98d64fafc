import { useEffect, useSyncExternalStore } from 'react';
import { retryImport } from '../../../lib/retry-import';

/*
 * Whether the formula renderer (MathLive, ~220 kB gzip, lib/render-formula.ts) is here, for a view
 * that must not be drawn before its formulas can be: a player's choices that are formulas were drawn
 * blank until it arrived, and a child on a classroom's Wi-Fi tapped one she could not read.
 */

let ready = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Starts loading the renderer (once) and settles when it is here. A dropped connection is tried again
 * until it is back (`retryImport`, forever): a question with a formula cannot be played without it.
 */
export function preloadFormulaRenderer(): Promise<void> {
  loading ??= retryImport(
    () => import('./render-formula').then((module) => module.loadFormulaRenderer()),
    true,
  ).then(() => {
    ready = true;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const isReady = () => ready;

/**
 * True when nothing is `needed` or the renderer is here; the caller is drawn again once it arrives
 * (its load starts when a view first needs it).
 */
export function useFormulaRendererReady(needed: boolean): boolean {
  const loaded = useSyncExternalStore(subscribe, isReady, isReady);
  useEffect(() => {
    if (needed && !isReady()) void preloadFormulaRenderer();
  }, [needed]);
  return !needed || loaded;
}
