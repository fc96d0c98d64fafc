import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/retry-import';
import { useAiUiStore } from '../store/ai-ui-store';
import { AiAlertDialog } from './ai-alert-dialog';

const AiModals = lazyWithRetry(() => import('./ai-lazy').then((module) => ({ default: module.AiModals })));

/**
 * Everything of the AI helpers the build page mounts once: the alert dialog, and —
 * from the first opening on — the modals, whose chunk (dropzone included) stays out of /build's first
 * load.
 */
export function AiLayer() {
  const hasOpenedModal = useAiUiStore((state) => state.hasOpenedModal);
  return (
    <>
      {hasOpenedModal && (
        <Suspense fallback={null}>
          <AiModals />
        </Suspense>
      )}
      <AiAlertDialog />
    </>
  );
}
