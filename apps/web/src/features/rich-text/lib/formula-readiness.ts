import { loadOnce, useLoaded } from '../../../components/preloaded';

/*
 * Whether the formula renderer (MathLive, ~220 kB gzip, lib/render-formula.ts) is here, for a view
 * that must not be drawn before its formulas can be: a player's choices that are formulas were drawn
 * blank until it arrived, and a child on a classroom's Wi-Fi tapped one she could not read.
 * A dropped connection is tried again until it is back (`retry`): a question with a formula cannot
 * be played without it.
 */
const formulaRenderer = loadOnce(
  () => import('./render-formula').then((module) => module.loadFormulaRenderer()),
  { retry: true },
);

/** Starts loading the renderer (once) and settles when it is here. */
export const preloadFormulaRenderer = formulaRenderer.preload;

/**
 * True when nothing is `needed` or the renderer is here; the caller is drawn again once it arrives
 * (its load starts when a view first needs it).
 */
export function useFormulaRendererReady(needed: boolean): boolean {
  const loaded = useLoaded(formulaRenderer, needed);
  return !needed || loaded !== null;
}
