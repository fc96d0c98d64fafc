/** Decimal places Classroom shows for a grade; `pointsEarned` is rounded to them. */
export const POINTS_EARNED_DECIMALS = 2;

/**
 * The grade passed back to Classroom (issue 11 "grade passback"): a room score of `score` out of
 * `maxScore` scaled to the assignment's `maxPoints`, clamped to 0…maxPoints and rounded half away
 * from zero to POINTS_EARNED_DECIMALS places. A room with no points to earn (`maxScore` 0) gives 0.
 * @throws RangeError when an argument is not a finite number or `maxPoints` is not positive.
 */
export function scalePointsEarned({
  score,
  maxScore,
  maxPoints,
}: {
  score: number;
  maxScore: number;
  maxPoints: number;
}): number {
  if (![score, maxScore, maxPoints].every(Number.isFinite)) throw new RangeError('grade must be finite');
  if (maxPoints <= 0) throw new RangeError('maxPoints must be positive');
  if (maxScore <= 0) return 0;
  const ratio = Math.min(1, Math.max(0, score / maxScore));
  const factor = 10 ** POINTS_EARNED_DECIMALS;
  // toPrecision first: 0.1 * 3 style float noise must not push x.xx5 below the rounding edge.
  const scaled = Number((ratio * maxPoints * factor).toPrecision(12));
  return Math.round(scaled) / factor;
}
