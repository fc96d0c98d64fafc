import { type ComponentType, useSyncExternalStore } from 'react';

/**
 * A component whose code leaves the page's first load (issue 20 item 1) but starts loading at once,
 * beside the page's own data: `load` runs when this is called (module evaluation), and `Fallback`
 * — a working stand-in of the same size taking the same props — is drawn only while it has not
 * arrived. When the code is there before the first render (the usual case: the page waits for its
 * data), the real component is the only one ever drawn. If the load fails the stand-in stays.
 * @returns a component rendering the loaded component, or `Fallback` until then; its `ready`
 * settles once the load has (tests wait on it to see the real component).
 */
export function preloaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): ComponentType<P> & { ready: Promise<void> } {
  let Loaded: ComponentType<P> | null = null;
  const listeners = new Set<() => void>();
  const ready = load().then(
    (component) => {
      Loaded = component;
      for (const listener of listeners) listener();
    },
    () => undefined, // offline or a stale deployment: the stand-in keeps working
  );
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getLoaded = () => Loaded;
  function Preloaded(props: P) {
    const Component = useSyncExternalStore(subscribe, getLoaded, getLoaded) ?? Fallback;
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { ready });
}
