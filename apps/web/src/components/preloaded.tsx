import { type ComponentType, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { retryImport } from '../lib/retry-import';

/** A component from `onDemand`: `preload()` starts its load (once; again after a failure) and settles with it. */
export type OnDemand<P> = ComponentType<P> & Preloadable;
interface Preloadable {
  preload: () => Promise<void>;
}

/**
 * Calls `task` once the browser has painted the frame being prepared (a task queued from the next
 * animation frame runs after its paint); the returned function cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * Asks for `parts` (a constant list of `onDemand` components) once `when` holds and the screen it
 * holds for has been painted. Not in the effect itself: effects of an update that came from a
 * fetch's answer run before the paint, and starting the loads (Vite's preload helper adds a link per
 * chunk) held back the join screen's first paint on a slow CPU (issue 20).
 */
export function usePreloadAfterPaint(when: boolean, parts: readonly Preloadable[]): void {
  useEffect(() => {
    if (!when) return undefined;
    return afterNextPaint(() => {
      for (const part of parts) void part.preload();
    });
  }, [when, parts]);
}

/** What `loadOnce` returns: `get()` is the value or null; `subscribe` is a `useSyncExternalStore` source. */
export interface LoadedOnce<T> extends Preloadable {
  get: () => T | null;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Something loaded once and shared by every caller (a component's code, a renderer): `preload()`
 * starts the load (once) and settles with it; `get()` is the value, or null until it is here;
 * `subscribe` tells listeners when it arrives (see `useLoaded`). If the load fails, `get()` stays
 * null and the next `preload()` tries again. With `retry` a load never fails: it is tried again
 * until it succeeds (lib/retry-import.ts `retryImport`, `forever`), for what a screen cannot be
 * drawn without (a school's Wi-Fi drops and comes back).
 * `load` must not settle with null (null means "not here yet").
 */
export function loadOnce<T>(
  load: () => Promise<T>,
  { retry = false }: { retry?: boolean } = {},
): LoadedOnce<T> {
  let value: T | null = null;
  let loading: Promise<void> | null = null;
  const loadValue = retry ? () => retryImport(load, true) : load;
  const listeners = new Set<() => void>();
  return {
    preload: () => {
      loading ??= loadValue().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
        },
        () => {
          loading = null; // offline or a stale deployment: the caller's stand-in keeps working
        },
      );
      return loading;
    },
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The value of `store`, or null until it is here; the caller is drawn again when it arrives. When
 * `wanted` (the default), the first render without it starts its load.
 */
export function useLoaded<T>(store: LoadedOnce<T>, wanted = true): T | null {
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => {
    if (wanted && store.get() === null) void store.preload();
  }, [store, wanted]);
  return value;
}

/**
 * A component whose code leaves the first load (issue 20 item 1) and loads when `preload()` is first
 * called (as soon as the screen says it will be needed) or, failing that, when it is first drawn.
 * `Fallback` — a working stand-in taking the same props — is drawn only while the code has not
 * arrived; once it has, the real component is drawn at once. Unlike `React.lazy`, nothing suspends:
 * a lazy component suspends on its first render even when its code is there, and React then holds
 * the content back up to 300 ms after the fallback it had to show (its fallback throttling).
 * If the load fails the stand-in stays, and the next `preload()` (or mount) tries again. With
 * `retry` (a stand-in that is only a loader: the player's screens) a load never fails (`loadOnce`),
 * so a child whose school Wi-Fi dropped as she joined no longer saw the loader for good once the
 * network was back.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
  options: { retry?: boolean } = {},
): OnDemand<P> {
  const code = loadOnce(load, options);
  function OnDemandComponent(props: P) {
    const Shown = useLoaded(code) ?? Fallback;
    return <Shown {...props} />;
  }
  return Object.assign(OnDemandComponent, { preload: code.preload });
}

/**
 * A component whose code leaves the page's first load (issue 20 item 1) but starts loading at once,
 * beside the page's own data: `load` runs when this is called (module evaluation), and `Fallback`
 * — a working stand-in of the same size taking the same props — is drawn only while it has not
 * arrived. When the code is there before the first render (the usual case: the page waits for its
 * data), the real component is the only one ever drawn. If it arrives while the stand-in is drawn,
 * what had focus in the stand-in has it in the real one (lib/carry-focus.ts). If the load fails the
 * stand-in stays.
 * @returns a component rendering the loaded component, or `Fallback` until then; its `ready`
 * settles once the load has (tests wait on it to see the real component).
 */
export function preloaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): ComponentType<P> & { ready: Promise<void> } {
  // Stand-ins here take input (a field, a checkbox, a tooltip's button): the keyboard's place is
  // carried over the swap (lib/carry-focus.ts), its code a chunk beside the part's, out of first loads.
  const loadCarried = () =>
    Promise.all([load(), import('../lib/carry-focus')]).then(([Component, { noteFocus }]) => {
      const restoreFocus = noteFocus();
      return (props: P) => {
        useLayoutEffect(restoreFocus, []);
        return <Component {...props} />;
      };
    });
  const part = onDemand(loadCarried, Fallback);
  const ready = part.preload();
  void ready.then(() => settledLoads.add(ready));
  return Object.assign(part, { ready });
}

/** The `ready` of each `preloaded` part whose load has settled (arrived, or failed: `ready` never rejects). */
const settledLoads = new WeakSet<Promise<void>>();

/**
 * Whether a `preloaded` part's load has settled, the caller drawn again once it has. For a view
 * that must not be drawn with the part's stand-in and then swapped: the swap changes the element
 * type above what the part frames, and React mounts all of it afresh, so a menu the user has open
 * closes under the pointer and focus goes to the page (the results tables in Mantine's ScrollArea,
 * drawn from cached data before its code had arrived: a flaky CI test, a teacher on a slow tablet).
 * The view draws a loader meanwhile; the part started loading with the page's module, so the wait
 * is the rest of one small chunk. After a failed load it draws the stand-in, which keeps working.
 */
export function usePreloadSettled(part: { ready: Promise<void> }): boolean {
  const [settled, setSettled] = useState(() => settledLoads.has(part.ready));
  useEffect(() => {
    if (settled) return undefined;
    let mounted = true;
    void part.ready.then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, [part, settled]);
  return settled;
}
