import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { flushPendingEdits, hasPendingEdits } from '../../rich-text';
import { useBuildStore } from '../store/build-store';

/**
 * Warns before leaving with unsaved changes (spec §2): the browser's own confirm on reload/close, and
 * an in-app dialog for in-app navigation through react-router's blocker. Reads the store at the moment
 * of navigation, so the redirect right after a successful save (isDirty just cleared) passes.
 */
export function useLeaveGuard(): Blocker {
  const isDirty = useBuildStore((state) => state.isDirty);
  // Typing not yet reported by its field (rich-text debounce) counts as unsaved too.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (useBuildStore.getState().isDirty || !hasPendingEdits()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return useBlocker(({ currentLocation, nextLocation }) => {
    flushPendingEdits();
    return useBuildStore.getState().isDirty && currentLocation.pathname !== nextLocation.pathname;
  });
}
