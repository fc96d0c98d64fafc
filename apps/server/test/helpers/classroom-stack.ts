import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gradePassbackOutbox } from '../../src/db/schema';
import { TokenCipher } from '../../src/features/classroom/google-auth/token-cipher';
import { sendDueGradePassbacks } from '../../src/features/classroom/grade-passback/send-due-grade-passbacks';
import { attachmentBodyFor } from './classroom-room';
import { type Backend, createTestContext, ORIGIN, type TestContext } from './context';
import { type LocalGoogleOidc, startLocalGoogleOidc } from './google-oidc';
import { signInWithGoogle } from './google-sign-in';
import {
  type LocalClassroom,
  type LocalCourse,
  type LocalItemType,
  startLocalClassroom,
} from './local-classroom';

/**
 * The server, the local Google sign-in and the strict local Classroom together, as the Classroom
 * suites use them (classroom-real, classroom-play-bridge, classroom-teachers): courses set, people known to Google, the
 * passback worker off (a test drives its passes with `passbackOptions`).
 */
export interface ClassroomTestStack {
  ctx: TestContext;
  oidc: LocalGoogleOidc;
  classroom: LocalClassroom;
  /** Attaches room `roomId` to a course's item as `cookie` (addOnAttachments.create); its id. */
  attach: (
    cookie: string,
    item: { courseId: string; itemId: string; itemType?: LocalItemType; roomId: string; maxPoints?: number },
  ) => Promise<string>;
  /** The play bridge: `POST /api/classroom/rooms/{roomId}/attempts` with `body`. */
  join: (cookie: string, roomId: string, body: Record<string, unknown>) => ReturnType<TestContext['request']>;
  /** Answers 2 + 2 right (validPayload's mc000001) and finishes the attempt. */
  finish: (cookie: string, attemptId: string) => Promise<void>;
  /** `join` (expected 201) then `finish`: the join's data (attemptId, entryMapHashId, graded). */
  playToEnd: (
    cookie: string,
    roomId: string,
    body: Record<string, unknown>,
  ) => Promise<{ attemptId: string; entryMapHashId: string }>;
  /** Signs in with Google as person `sub` (a teacher unless `role` says otherwise); the cookie. */
  signIn: (sub: string, role?: 'TEACHER' | 'STUDENT') => Promise<string>;
  /** One pass of the grade passback worker (sendDueGradePassbacks); its counts. */
  sendDueGrades: () => ReturnType<typeof sendDueGradePassbacks>;
  /** The outbox rows of a submission. */
  outboxOf: (submissionId: string) => Promise<(typeof gradePassbackOutbox.$inferSelect)[]>;
  /** What sendDueGradePassbacks takes. */
  passbackOptions: () => { google: TestContext['env']['google']; cipher: TokenCipher };
  close: () => Promise<void>;
}

export async function startClassroomTestStack(
  backend: Backend,
  setup: { courses: Record<string, LocalCourse>; people: readonly (readonly [sub: string, email: string])[] },
): Promise<ClassroomTestStack> {
  const oidc = await startLocalGoogleOidc();
  const classroom = await startLocalClassroom({
    tokenInfo: oidc.tokenInfo,
    allowedUriPrefixes: [`${ORIGIN}/google-classroom/`],
  });
  for (const [id, course] of Object.entries(setup.courses)) classroom.courses.set(id, course);
  const ctx = await createTestContext(backend, {
    ...oidc.env,
    CLASSROOM_ROOT_URL: classroom.url,
    CLASSROOM_PASSBACK_POLL_MS: '0',
  });
  for (const [sub, email] of setup.people)
    oidc.addIdentity(sub, { sub, email, name: sub, emailVerified: true });
  const join: ClassroomTestStack['join'] = (cookie, roomId, body) =>
    ctx.request({ method: 'POST', url: `/api/classroom/rooms/${roomId}/attempts`, cookie, payload: body });
  const finish: ClassroomTestStack['finish'] = async (cookie, attemptId) => {
    await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie,
      payload: { quizId: 'mc000001', answer: [1] },
    });
    const finished = await ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/finish`, cookie });
    expect(finished.statusCode).toBe(200);
  };
  const passbackOptions = () => ({
    google: ctx.env.google,
    cipher: new TokenCipher(ctx.env.google.tokenEncryptionKey),
  });
  return {
    ctx,
    oidc,
    classroom,
    attach: async (cookie, { courseId, itemId, itemType = 'courseWork', roomId, maxPoints }) => {
      const created = await ctx.request({
        method: 'POST',
        url: `/api/classroom/courses/${courseId}/${itemType}/${itemId}/addOnAttachments?addOnToken=${classroom.issueAddOnToken(courseId, itemId)}`,
        cookie,
        payload: attachmentBodyFor(roomId, { maxPoints }),
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().data.id as string;
    },
    join,
    finish,
    playToEnd: async (cookie, roomId, body) => {
      const joined = await join(cookie, roomId, body);
      expect(joined.statusCode, joined.body).toBe(201);
      const data = joined.json().data;
      await finish(cookie, data.attemptId);
      return data;
    },
    signIn: (sub, role = 'TEACHER') => signInWithGoogle(ctx, oidc, sub, { role }),
    sendDueGrades: () => sendDueGradePassbacks(ctx.database.db, passbackOptions()),
    outboxOf: (submissionId) =>
      ctx.database.db
        .select()
        .from(gradePassbackOutbox)
        .where(eq(gradePassbackOutbox.submissionId, submissionId)),
    passbackOptions,
    close: async () => {
      await ctx.close();
      await classroom.stop();
      await oidc.stop();
    },
  };
}
