import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryErrorState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { Player } from '../play/player';
import { joinClassroomRoom } from './api';
import { ClassroomFailureDialog, failureKindOf, isClassroomFailure } from './classroom-failure-dialog';
import { AttachmentIframe } from './classroom-sign-in-gate';
import type { AttachmentLaunch } from './iframe-launch';

/**
 * `/google-classroom/play-bridge?entryMapHashId=…` (issue 11 "Student: play bridge"; spec §2): the
 * studentViewUri. Classroom adds `courseId`, `itemId`, `itemType`, `attachmentId` and `login_hint`.
 * The student signs in with Google; the server checks with `getAddOnContext` that they are a student
 * of the item and starts (or resumes) their attempt linked to their submission, and the quiz room
 * plays as at `/play/{hash}`. Its finish sends the grade back to Classroom. Opened again after
 * finishing, it shows the result (unless the room allows retries).
 */
export default function PlayBridgePage() {
  return <AttachmentIframe page="playBridge">{(launch) => <BridgedPlay launch={launch} />}</AttachmentIframe>;
}

/** A closed room (403 FORBIDDEN) is the player's own "closed" screen, not a Classroom failure. */
function isRoomRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'FORBIDDEN' || error.code === 'CONFLICT');
}

function BridgedPlay({ launch }: { launch: AttachmentLaunch }) {
  const { t } = useTranslation('play');
  const navigate = useNavigate();
  const join = () =>
    joinClassroomRoom({
      entryMapHashId: launch.entryMapHashId,
      courseId: launch.courseId,
      itemId: launch.itemId,
      itemType: launch.itemType,
      attachmentId: launch.attachmentId,
      loginHint: launch.loginHint,
    });
  const joined = useQuery({
    queryKey: queryKeys.classroomJoin(launch.entryMapHashId, launch.attachmentId),
    queryFn: join,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (joined.isPending)
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (joined.isError && !isRoomRefusal(joined.error)) {
    if (joined.error instanceof ApiError && isClassroomFailure(joined.error.code)) {
      return (
        <ClassroomFailureDialog
          failure={failureKindOf(joined.error)}
          message={joined.error.message}
          onDismiss={() => navigate('/landing')}
        />
      );
    }
    return <QueryErrorState error={joined.error} onRetry={() => void joined.refetch()} />;
  }
  return (
    <Player
      // A copied attachment plays its own room, not the one its URI names (issue 18 item 1).
      entryMapHashId={joined.data?.entryMapHashId ?? launch.entryMapHashId}
      session={{
        attemptId: joined.data?.attemptId ?? null,
        startAgain: async () => (await join()).attemptId,
      }}
    />
  );
}
