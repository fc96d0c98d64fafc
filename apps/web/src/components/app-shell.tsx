import { Burger, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Locale } from '@quizset/domain';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { lazyWithRetry } from '../lib/retry-import';
import classes from './app-shell.module.css';
import { LanguageSwitcher } from './language-switcher';

const MobileNavDrawer = lazyWithRetry(() => import('./mobile-nav-drawer'));

/**
 * Main navigation (issue 2 §10: explore, the user's own quiz sets, and the builder; issue 19 item 16:
 * the plans at /pricing).
 */
const NAV_ITEMS = [
  { to: '/public', key: 'nav.explore' },
  { to: '/my-quizzes', key: 'nav.myQuizzes' },
  { to: '/build', key: 'nav.build' },
  { to: '/pricing', key: 'nav.pricing' },
] as const;

export const MAIN_CONTENT_ID = 'main-content';
const DRAWER_ID = 'app-nav-drawer';

interface AppShellLayoutProps {
  /** The account area (user menu or sign-in link), composed by src/app so this stays feature-free. */
  account: ReactNode;
  /** Called after a language switch (see LanguageSwitcher). */
  onLanguageChange?: (lng: Locale) => void;
  children: ReactNode;
}

/**
 * The header of a Classroom add-on page (issue 18 item 8): the name and the language switch, no site
 * navigation and no account menu; Classroom's iframe is not a place to wander off into the site.
 */
export function AddOnShellLayout({ onLanguageChange, children }: Omit<AppShellLayoutProps, 'account'>) {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Group
          h="100%"
          px="md"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          className={classes.headerInner}
        >
          <span className={classes.logo}>{t('app.name')}</span>
          <LanguageSwitcher onChange={onLanguageChange} />
        </Group>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.container}>{children}</div>
      </main>
    </div>
  );
}

/**
 * Header + content of every page except /build, which has its own full-screen header
 * (spec-decisions §2). Below the `sm` breakpoint the nav and language switch move into a drawer
 * behind a burger, so the header fits 375 px. Plain layout CSS rather than Mantine's AppShell: the
 * header is all this app uses of it, and every page pays for what the shell imports.
 */
export function AppShellLayout({ account, onLanguageChange, children }: AppShellLayoutProps) {
  const { t } = useTranslation();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  // The drawer's code loads on the first tap and then stays mounted so it can animate closed.
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const location = useLocation();
  // Any other way the route changes (Back, a link in the page) closes the drawer too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => drawer.close(), [location.pathname]);

  // A tap in the drawer closes it at once, not when the route changes: the next page's code may take
  // a while on a classroom's Wi-Fi (up to ~30 s of retries), and the drawer covered the progress bar
  // saying it is on its way, so the tap seemed not taken.
  const links = (vertical: boolean) =>
    NAV_ITEMS.map((item) => (
      <NavLink
        key={item.to}
        to={item.to}
        className={vertical ? classes.drawerLink : classes.link}
        onClick={vertical ? drawer.close : undefined}
      >
        {t(item.key)}
      </NavLink>
    ));

  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <header className={classes.header}>
        <Group
          h="100%"
          px="md"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          className={classes.headerInner}
        >
          <Group gap="lg" wrap="nowrap">
            <UnstyledButton component={Link} to="/public" className={classes.logo} aria-label={t('nav.home')}>
              {t('app.name')}
            </UnstyledButton>
            <nav aria-label={t('nav.label')} className={classes.desktopOnly}>
              <Group gap={4} wrap="nowrap">
                {links(false)}
              </Group>
            </nav>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <div className={classes.desktopOnly}>
              <LanguageSwitcher onChange={onLanguageChange} />
            </div>
            {account}
            <Burger
              opened={isDrawerOpen}
              onClick={() => {
                setHasOpenedDrawer(true);
                drawer.toggle();
              }}
              className={classes.mobileOnly}
              size="sm"
              aria-label={t(isDrawerOpen ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={isDrawerOpen}
              aria-controls={DRAWER_ID}
            />
          </Group>
        </Group>
      </header>
      {hasOpenedDrawer && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            id={DRAWER_ID}
            opened={isDrawerOpen}
            onClose={drawer.close}
            title={t('app.name')}
            closeLabel={t('nav.closeMenu')}
          >
            <nav aria-label={t('nav.label')}>
              <Stack gap={4}>{links(true)}</Stack>
            </nav>
            <div className={classes.drawerFooter}>
              <LanguageSwitcher fullWidth onChange={onLanguageChange} />
            </div>
          </MobileNavDrawer>
        </Suspense>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.container}>{children}</div>
      </main>
    </div>
  );
}
