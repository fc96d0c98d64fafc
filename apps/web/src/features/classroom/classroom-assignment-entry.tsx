import { Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { lazyWithRetry } from '../../lib/retry-import';
import { useMe } from '../auth/use-me';
import { readLaunch, recallLaunch, takeReturnAfterBuild } from './launch-context';

const AssignmentDialog = lazyWithRetry(() => import('./assignment-dialog'));

/**
 * What the quiz page (`/quiz/{id}`) does for the Classroom add-on, in one mount point:
 * - `?shouldShowCreateAssignmentDialog=true` (spec §2) opens the create-assignment dialog, for
 *   teacher accounts only (spec §6) and only with the launch remembered from Classroom's discovery
 *   iframe (else the invalid-access dialog, spec §8);
 * - after "build a new one" on the discovery page, the first quiz page reached (the new set) goes
 *   back to discovery.
 */
export function ClassroomAssignmentEntry({
  quizSetId,
  quizSetTitle,
}: {
  quizSetId: string;
  quizSetTitle: string;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();
  const isRequested = searchParams.get('shouldShowCreateAssignmentDialog') === 'true';
  // The URL's launch first (discovery's links carry it), storage second (issue 18 item 8).
  const [launch] = useState(() => readLaunch(searchParams) ?? recallLaunch());

  useEffect(() => {
    if (isRequested) return;
    const back = takeReturnAfterBuild();
    if (back) navigate(back, { replace: true });
  }, [isRequested, navigate]);

  if (!isRequested || me.isPending) return null;
  const close = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('shouldShowCreateAssignmentDialog');
    setSearchParams(next, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <AssignmentDialog
        quizSetId={quizSetId}
        quizSetTitle={quizSetTitle}
        launch={launch}
        isTeacher={me.data?.userType === 'TEACHER'}
        onClose={close}
      />
    </Suspense>
  );
}
