import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classroomAttachments, classroomCourseTeachers, gradePassbackOutbox } from '../../../db/schema';
import type { GoogleEnv } from '../../../env';
import { AppError } from '../../../lib/app-error';
import { classifyGoogleError } from '../classroom-api/classify-error';
import { createClassroomApi, patchPointsEarned } from '../classroom-api/classroom-client';
import { getGoogleAuthClient } from '../google-auth/google-credentials';
import type { TokenCipher } from '../google-auth/token-cipher';
import { describeGradeError, gradeErrorReason } from './grade-error-reason';

/** Where a pass writes each failure's raw text (the app's pino logger; tests leave it out). */
export interface PassbackLog {
  warn: (details: Record<string, unknown>, message: string) => void;
}

/** How long a claimed row is left to its worker before another may take it (a crashed worker). */
const CLAIM_MS = 60_000;
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 60 * 60 * 1000;

type OutboxRow = typeof gradePassbackOutbox.$inferSelect;

/** Retry delay after the `attempts`-th failure: base × 2^(attempts−1), at most an hour. */
export function passbackBackoffMs(baseMs: number, attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Claims up to `limit` due PENDING rows; rows claimed by another worker are skipped. */
async function claimDueRows(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const result = await db.execute(sql`
    UPDATE grade_passback_outbox SET locked_until = ${until.toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM grade_passback_outbox
      WHERE status = 'PENDING' AND next_attempt_at <= ${now.toISOString()}::timestamptz
        AND (locked_until IS NULL OR locked_until <= ${now.toISOString()}::timestamptz)
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(gradePassbackOutbox)
    .where(
      sql`${gradePassbackOutbox.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** Whether a failed attempt may succeed later: Google down, or the teacher may sign in again. */
function isRetryable(error: unknown): boolean {
  if (error instanceof AppError)
    return ['GOOGLE_AUTH_EXPIRED', 'CLASSROOM_AUTH_ERROR', 'CLASSROOM_ERROR'].includes(error.code);
  const failure = classifyGoogleError(error);
  return (
    failure.kind === 'authExpired' ||
    failure.kind === 'authError' ||
    (failure.kind === 'upstream' && failure.retryable)
  );
}

/**
 * Sends one claimed row (classroom.md "Grade passback") with the attachment teacher's credentials,
 * else with each other confirmed teacher of the course, latest seen first (issue 18 item 5): a
 * teacher without a usable grant, or no longer the course's teacher (Google's 401 / 403 /
 * invalid_grant), hands over to the next; any other error ends the pass for this row.
 */
async function sendRow(
  db: Db,
  row: OutboxRow,
  options: { google: GoogleEnv; cipher: TokenCipher },
): Promise<void> {
  const [attachment] = await db
    .select({ teacherUserId: classroomAttachments.teacherUserId })
    .from(classroomAttachments)
    .where(
      and(
        eq(classroomAttachments.courseId, row.courseId),
        eq(classroomAttachments.itemId, row.itemId),
        eq(classroomAttachments.id, row.attachmentId),
      ),
    );
  if (!attachment) throw new AppError('NOT_FOUND', 'attachment not created by this product');
  const others = await db
    .select({ userId: classroomCourseTeachers.userId })
    .from(classroomCourseTeachers)
    .where(eq(classroomCourseTeachers.courseId, row.courseId))
    .orderBy(desc(classroomCourseTeachers.seenAt));
  const teachers = [...new Set([attachment.teacherUserId, ...others.map((other) => other.userId)])];
  let lastError: unknown = null;
  for (const userId of teachers) {
    try {
      const { client } = await getGoogleAuthClient(db, { userId, ...options });
      await patchPointsEarned(
        createClassroomApi({ auth: client, rootUrl: options.google.classroomRootUrl }),
        {
          courseId: row.courseId,
          itemId: row.itemId,
          attachmentId: row.attachmentId,
          submissionId: row.submissionId,
          pointsEarned: row.pointsEarned,
        },
      );
      return;
    } catch (error) {
      lastError = error;
      const kind = error instanceof AppError ? null : classifyGoogleError(error).kind;
      const handsOver =
        (error instanceof AppError && error.code !== 'NOT_FOUND') ||
        kind === 'authError' ||
        kind === 'authExpired' ||
        kind === 'notTeacher';
      if (!handsOver) throw error;
    }
  }
  throw lastError;
}

export interface PassbackRunResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * One pass of the grade passback worker (issue 11): claims the due PENDING rows, sends each with
 * `studentSubmissions.patch`, marks it SENT, or on failure schedules the next attempt with
 * exponential backoff (CLASSROOM_PASSBACK_BACKOFF_MS, doubled each time) until
 * CLASSROOM_PASSBACK_MAX_ATTEMPTS, then FAILED. Errors that will not go away (the teacher is no
 * longer the course's teacher, the attachment is gone) are FAILED at once. Rows live in the
 * database, so a grade waiting for its retry survives a restart. A failure is stored as our own
 * reason (grade-error-reason.ts: the teacher view shows it in ko/en); Google's text goes to `log` only.
 * @param now the clock (tests pass one; rows due at or before it are sent).
 */
export async function sendDueGradePassbacks(
  db: Db,
  options: { google: GoogleEnv; cipher: TokenCipher; now?: Date; limit?: number; log?: PassbackLog },
): Promise<PassbackRunResult> {
  const now = options.now ?? new Date();
  const result: PassbackRunResult = { sent: 0, retrying: 0, failed: 0 };
  for (const row of await claimDueRows(db, now, options.limit ?? 20)) {
    try {
      await sendRow(db, row, options);
      await db
        .update(gradePassbackOutbox)
        .set({
          status: 'SENT',
          attempts: row.attempts + 1,
          lockedUntil: null,
          lastError: null,
          updatedAt: new Date(),
        })
        .where(and(eq(gradePassbackOutbox.id, row.id), eq(gradePassbackOutbox.updatedAt, row.updatedAt)));
      result.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = !isRetryable(error) || attempts >= options.google.passbackMaxAttempts;
      const reason = gradeErrorReason(error);
      options.log?.warn(
        {
          outboxId: row.id,
          submissionId: row.submissionId,
          attempts,
          reason,
          error: describeGradeError(error),
        },
        giveUp ? 'grade passback failed' : 'grade passback will be retried',
      );
      await db
        .update(gradePassbackOutbox)
        .set({
          status: giveUp ? 'FAILED' : 'PENDING',
          attempts,
          lockedUntil: null,
          lastError: reason,
          nextAttemptAt: new Date(
            now.getTime() + passbackBackoffMs(options.google.passbackBackoffMs, attempts),
          ),
          updatedAt: new Date(),
        })
        // A newer grade enqueued meanwhile (updatedAt moved) keeps its own fresh state.
        .where(and(eq(gradePassbackOutbox.id, row.id), eq(gradePassbackOutbox.updatedAt, row.updatedAt)));
      if (giveUp) result.failed += 1;
      else result.retrying += 1;
    }
  }
  return result;
}
