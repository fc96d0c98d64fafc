import classes from './generating-art.module.css';

/**
 * The progress image of the similar-question generator's pending phase (spec §2 modal 3): a card
 * with sparkles drawn inline (no image request), animated by CSS and still under reduced motion.
 */
export function GeneratingArt() {
  return (
    <svg className={classes.art} width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
      <rect x="22" y="18" width="76" height="60" rx="10" className={classes.card} />
      <rect x="34" y="32" width="40" height="6" rx="3" className={classes.line} />
      <rect x="34" y="46" width="52" height="6" rx="3" className={classes.line} />
      <rect x="34" y="60" width="30" height="6" rx="3" className={classes.line} />
      <path d="M98 8 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 z" className={classes.sparkle} />
      <path
        d="M16 64 l2.5 6 l6 2.5 l-6 2.5 l-2.5 6 l-2.5 -6 l-6 -2.5 l6 -2.5 z"
        className={`${classes.sparkle} ${classes.late}`}
      />
    </svg>
  );
}
