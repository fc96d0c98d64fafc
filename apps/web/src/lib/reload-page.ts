/**
 * The page reload (the build failure dialog's "Retry", spec §8; the route error page's), one object
 * so tests can replace it: jsdom cannot reload.
 */
export const pageReload = {
  reload: (): void => window.location.reload(),
};
