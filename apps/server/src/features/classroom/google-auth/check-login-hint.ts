import { CLASSROOM_ERROR_CODES } from '@quizset/domain';
import type { Db } from '../../../db/client';
import { AppError, msg } from '../../../lib/app-error';
import { readGoogleTokens } from './google-credentials';
import type { TokenCipher } from './token-cipher';

/**
 * Classroom's `login_hint` must name the signed-in Google account (issue 18 item 2; add-on
 * requirement 2.2): a session left over from another student on a shared device must not play, or be
 * graded, as that student. No hint (a page opened outside Classroom's launch) passes; an account
 * without Google sign-in is left to the Google call that follows (spec §8 invalid access).
 * @param loginHint Classroom's `login_hint`: the Google user id (`sub`) of who opened the iframe.
 * @throws AppError CLASSROOM_ACCOUNT_MISMATCH (409) when the stored Google account is another one.
 */
export async function checkLoginHint(
  db: Db,
  params: { userId: string; loginHint: string | undefined; cipher: TokenCipher },
): Promise<void> {
  if (!params.loginHint) return;
  const tokens = await readGoogleTokens(db, { userId: params.userId, cipher: params.cipher });
  if (tokens && tokens.googleUserId !== params.loginHint)
    throw new AppError(CLASSROOM_ERROR_CODES.accountMismatch, msg('classroom.accountMismatch'));
}
