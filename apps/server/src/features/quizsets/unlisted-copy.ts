import { canUseFeature } from '@quizset/domain';
import type { SessionUser } from '../../auth/session';

/**
 * A copy made by a teacher whose plan cannot keep sets hidden (FREE; spec §6 PRIVATE_QUIZ) starts
 * unlisted (issue 19 item 20): it shows in her own list only, so duplicating no longer fills Explore
 * with public "(사본)" sets. Her first edit publishes it (isUnlistedCopyPublishedBy), as every FREE set is.
 */
export function startsUnlisted(caller: SessionUser, originQuizSetId: string | null): boolean {
  return originQuizSetId !== null && !canUseFeature(caller.planType, 'PRIVATE_QUIZ', caller.countryCode);
}

/**
 * True when `caller`'s save of `row` publishes it: an unlisted copy (startsUnlisted) edited by a
 * teacher whose plan still cannot keep it hidden; her save is stored public rather than refused.
 */
export function isUnlistedCopyPublishedBy(
  caller: SessionUser,
  row: { isPublic: boolean; originQuizSetId: string | null },
): boolean {
  return !row.isPublic && startsUnlisted(caller, row.originQuizSetId);
}
