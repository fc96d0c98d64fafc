import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { QueryErrorState } from '../../components/query-state';
import { withCallbackUrl } from '../../lib/callback-url';
import { useMe } from './use-me';

interface RequireAuthProps {
  children: ReactNode;
  /**
   * Also require a chosen user type (spec-decisions §2: a user with `userType: null` goes to
   * `/sign-up/type`). Off for `/sign-up/type` itself, which is where that choice is made.
   */
  requireUserType?: boolean;
  /** The page needs this `registrationStatus` (spec §6); others go to /sign-up/type to finish it. */
  registrationStatus?: string;
  /** The page is for admins only (spec §6); others see that they lack the rights. */
  admin?: boolean;
}

/**
 * Gate for pages that need a session (spec §6, issue 2 §1). Signed out → `/login?callbackUrl=<path+search>`;
 * no user type, or not the `registrationStatus` the page requires → `/sign-up/type?callbackUrl=…`; a
 * page for admins shows a no-rights message to everyone else. `replace` keeps the gated URL out of history so
 * "back" after signing in does not bounce through the gate again.
 */
export function RequireAuth({
  children,
  requireUserType = true,
  registrationStatus,
  admin,
}: RequireAuthProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  const returnTo = `${location.pathname}${location.search}`;

  if (me.isPending) {
    return (
      <Center mih="50vh" role="status" aria-live="polite">
        <Loader aria-label={t('status.loading')} />
      </Center>
    );
  }
  if (me.isError) return <QueryErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (me.data === null) return <Navigate to={withCallbackUrl('/login', returnTo)} replace />;
  if (requireUserType && me.data.userType === null) {
    return <Navigate to={withCallbackUrl('/sign-up/type', returnTo)} replace />;
  }
  if (registrationStatus && me.data.registrationStatus !== registrationStatus) {
    return <Navigate to={withCallbackUrl('/sign-up/type', returnTo)} replace />;
  }
  if (admin && !me.data.admin) {
    return (
      <Center mih="50vh" p="md">
        <Alert color="red" title={t('forbidden.title')} maw={420} data-testid="admin-required">
          {t('forbidden.admin')}
        </Alert>
      </Center>
    );
  }
  return children;
}
