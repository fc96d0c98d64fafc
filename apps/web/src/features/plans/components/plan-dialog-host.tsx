import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../../lib/retry-import';
import { usePlanDialogStore } from '../store/plan-dialog-store';

const PlanDialog = lazyWithRetry(() =>
  import('./plan-dialog').then((module) => ({ default: module.PlanDialog })),
);

/**
 * The plan dialog as the root layout mounts it: its code (Mantine's Modal with its focus trap and
 * scroll lock, the plan comparison; ~30 kB gzip) loads the first time anything opens it, so it is in
 * no page's first load (issue 2 "Performance"). Then it stays mounted, so it animates closed.
 */
export function PlanDialogHost() {
  const isRequested = usePlanDialogStore((state) => state.request !== null);
  const [hasOpened, setHasOpened] = useState(false);
  if (isRequested && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <PlanDialog />
    </Suspense>
  );
}
