import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './navigation-progress.module.css';

/** How long a navigation may take before the bar shows (ms): a page whose chunk is cached shows none. */
export const NAVIGATION_PROGRESS_DELAY_MS = 300;

/**
 * The bar across the top of the app while a link's page is on its way, drawn by `PendingNavigation`
 * (pending-navigation.tsx) for as long as the navigation runs: shown from
 * `NAVIGATION_PROGRESS_DELAY_MS` after it mounts, so quick navigations flash nothing. With the
 * network down, a line at the bottom says the page opens once it is back. A `progressbar` without a
 * value (indeterminate), named for screen readers.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!isShown) return null;
  return (
    <>
      <div className={classes.track} role="progressbar" aria-label={t('status.pageOpening')}>
        <div className={classes.bar} />
      </div>
      {!online && <output className={classes.offline}>{t('status.offlineNavigation')}</output>}
    </>
  );
}
