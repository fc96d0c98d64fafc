import { useEffect } from 'react';
import { useMe } from '../../auth/use-me';
import { flushPendingEdits } from '../../rich-text';
import { useBuildStore } from '../store/build-store';
import { createDraftWriter, writeDraft } from './draft-storage';

/**
 * CREATE-mode autosave of the open draft to localStorage (spec §2 "Drafts"): every edit schedules a
 * debounced write; a tab change, pagehide and beforeunload flush at once (the write is synchronous, so
 * it lands before the page goes). Nothing is written while a stored draft awaits "continue / start
 * new" — that would overwrite it — and a successful save to the server cancels what is pending so the
 * cleared draft does not come back.
 */
export function useDraftAutosave(): void {
  const mode = useBuildStore((state) => state.mode);
  const ownerId = useMe().data?.id;
  useEffect(() => {
    // Drafts are kept per user (issue 7); with no user known yet there is nowhere to write.
    if (mode !== 'CREATE' || !ownerId) return;
    const { setAutosave } = useBuildStore.getState();
    const writer = createDraftWriter({
      save: (form) => writeDraft(window.localStorage, ownerId, form, Date.now()),
      onStatus: (status) =>
        setAutosave(
          status === 'saving'
            ? { status: 'saving', savedAt: useBuildStore.getState().autosave.savedAt }
            : status === 'saved'
              ? { status: 'saved', savedAt: Date.now() }
              : { status: 'idle', savedAt: null },
        ),
    });
    const unsubscribe = useBuildStore.subscribe((state, previous) => {
      if (state.mode !== 'CREATE') return;
      if (previous.isDirty && !state.isDirty) return writer.cancel();
      if (state.pendingDraft) return;
      if (state.revision !== previous.revision) writer.schedule(state.form);
      if (state.activeTab !== previous.activeTab) void writer.flush();
    });
    const flush = () => {
      // Typing not yet reported by its field (rich-text debounce) goes into this write.
      flushPendingEdits();
      void writer.flush();
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, [mode, ownerId]);
}
