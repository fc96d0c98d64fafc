import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AddOnShellLayout, AppShellLayout } from '../components/app-shell';
import { PendingNavigation } from '../components/pending-navigation';
import { AccountMenu } from '../features/auth/account-menu';
import { RequireAuth } from '../features/auth/require-auth';
import { UnknownUserTypeDialog } from '../features/auth/unknown-user-type-dialog';
import { useSaveLocale } from '../features/auth/use-save-locale';
import { HeaderPlanChip, PlanDialogHost } from '../features/plans';

/** Route `handle`: the i18n key (common namespace) of the page's document title. */
export interface RouteHandle {
  titleKey?: string;
}

function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
  const appName = t('app.name');
  const page = titleKey?.titleKey ? t(titleKey.titleKey) : '';
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page, appName]);
}

/**
 * Root of every route: scroll restoration on back/forward, the document title, and the unknown
 * user type error any call may raise (spec §8), the one plan dialog (spec §2 modal 12), and the bar
 * shown while a link's page is on its way.
 */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      <PendingNavigation />
      <Outlet />
      <UnknownUserTypeDialog />
      <PlanDialogHost />
    </>
  );
}

/** Pages with the app header (everything but /build). */
export function ShellLayout() {
  const saveLocale = useSaveLocale();
  return (
    <AppShellLayout
      account={
        <>
          <HeaderPlanChip />
          <AccountMenu />
        </>
      }
      onLanguageChange={saveLocale}
    >
      <Outlet />
    </AppShellLayout>
  );
}

/** The Classroom add-on's iframe pages: no site navigation (issue 18 item 8). */
export function AddOnLayout() {
  const saveLocale = useSaveLocale();
  return (
    <AddOnShellLayout onLanguageChange={saveLocale}>
      <Outlet />
    </AddOnShellLayout>
  );
}

/** Children need a session and a user type (spec-decisions §2). */
export function AuthLayout() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** `/sign-up/type`: a session is needed, but the missing user type is what the page asks for. */
export function SessionLayout() {
  return (
    <RequireAuth requireUserType={false}>
      <Outlet />
    </RequireAuth>
  );
}
