/** The page reload of the failure dialog's "Retry" (spec §8), one object so tests can replace it. */
export const pageReload = {
  reload: (): void => window.location.reload(),
};
