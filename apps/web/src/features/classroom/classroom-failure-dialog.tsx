import { Button, Group, Modal, Text } from '@mantine/core';
import { CLASSROOM_ERROR_CODES, type ClassroomFailureKind, classroomFailureKindOf } from '@quizset/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { QueryErrorState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { signOut } from '../auth/api';

const CLASSROOM_CODES = new Set<string>([...Object.values(CLASSROOM_ERROR_CODES), 'UNAUTHENTICATED']);

/** Whether an error code is one of the add-on's spec §8 failures (a dialog), not a page's own error. */
export const isClassroomFailure = (code: string) => CLASSROOM_CODES.has(code);

/** The spec §8 dialog kind of any failure of a Classroom call. */
export function failureKindOf(error: unknown): ClassroomFailureKind {
  return classroomFailureKindOf(error instanceof ApiError ? error.code : null);
}

/** Holds the current Classroom failure; `report` takes an error or a kind. */
export function useClassroomFailure() {
  const [failure, setFailure] = useState<ClassroomFailureKind | null>(null);
  const report = useCallback(
    (error: unknown) =>
      setFailure(typeof error === 'string' ? (error as ClassroomFailureKind) : failureKindOf(error)),
    [],
  );
  return { failure, report, clear: () => setFailure(null) };
}

/** The add-on's iframe pages, whose sign-in gate signs in again in place (issue 18 item 6). */
const ADD_ON_PAGE = /^\/google-classroom\//;

/**
 * Signs out (spec §8 "authorization error"). On an add-on page the page stays where it is: its sign-in
 * gate asks again, through the popup handoff and with Classroom's `login_hint` (issue 18 item 6; a
 * framed /login could not hand the session back, and a reload would be refused by the framing
 * policy). Elsewhere it goes to /login with this page as `callbackUrl`.
 */
function useSignOutToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut().catch(() => undefined);
    queryClient.setQueryData(queryKeys.me, null);
    if (ADD_ON_PAGE.test(location.pathname)) return;
    const callbackUrl = `${location.pathname}${location.search}`;
    navigate(`/login?${new URLSearchParams({ callbackUrl }).toString()}`, { replace: true });
  }, [location.pathname, location.search, navigate, queryClient]);
}

/**
 * The spec §8 Classroom and Google-authentication rows:
 * - invalidAccess: 'access from Google Classroom' dialog, then /landing;
 * - authError, accountMismatch: signs out (no dialog); an add-on page asks again in place;
 * - authExpired: 'authentication expired, log in again', then the same sign-out;
 * - other: the invalid-teacher-account dialog.
 */
export function ClassroomFailureDialog({
  failure,
  message,
  onDismiss,
}: {
  failure: ClassroomFailureKind | null;
  /** The server's own words for an 'other' failure (a student's page: "for the students of the assignment"). */
  message?: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const signOutToLogin = useSignOutToLogin();

  useEffect(() => {
    if (failure === 'authError' || failure === 'accountMismatch') void signOutToLogin();
  }, [failure, signOutToLogin]);

  if (failure === null || failure === 'authError' || failure === 'accountMismatch') return null;
  const content = {
    invalidAccess: {
      title: t('failure.invalidAccess.title'),
      body: t('failure.invalidAccess.body'),
      action: t('failure.invalidAccess.action'),
      onAction: () => navigate('/landing', { replace: true }),
    },
    authExpired: {
      title: t('failure.authExpired.title'),
      body: t('failure.authExpired.body'),
      action: t('failure.authExpired.action'),
      onAction: () => void signOutToLogin(),
    },
    other: {
      title: t('failure.invalidTeacher.title'),
      body: message || t('failure.invalidTeacher.body'),
      action: t('failure.invalidTeacher.action'),
      onAction: onDismiss,
    },
  }[failure];
  return (
    <Modal
      opened
      onClose={content.onAction}
      title={content.title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      <Text>{content.body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={content.onAction} data-autofocus>
          {content.action}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * A failed query of a teacher page (teacher view, Student Work Review): a spec §8 Classroom failure
 * gets its dialog (an auth error signs out and the page's gate asks again in place); another 403 or
 * 404 the invalid-teacher dialog; anything else the page's retry state.
 */
export function ClassroomQueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const navigate = useNavigate();
  const toLanding = () => navigate('/landing');
  if (error instanceof ApiError && isClassroomFailure(error.code))
    return (
      <ClassroomFailureDialog failure={failureKindOf(error)} message={error.message} onDismiss={toLanding} />
    );
  if (error instanceof ApiError && [403, 404].includes(error.status))
    return <ClassroomFailureDialog failure="other" onDismiss={toLanding} />;
  return <QueryErrorState error={error} onRetry={onRetry} />;
}
