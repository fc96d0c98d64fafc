import { CLASSROOM_ITEM_TYPES, createAddOnAttachmentBodySchema } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionCookieOf } from '../../auth/session';
import { AppError, msg } from '../../lib/app-error';
import { createRateLimit } from '../../plugins/rate-limit';
import { createClassroomAttachment } from './create-classroom-attachment';
import { getClassroomRole } from './get-classroom-role';
import { checkLoginHint } from './google-auth/check-login-hint';
import { TokenCipher } from './google-auth/token-cipher';
import { joinClassroomRoom } from './play-bridge/join-classroom-room';
import {
  claimSessionHandoff,
  createSessionHandoff,
  partitionedSessionCookie,
} from './session-handoff/session-handoff';
import { getAttachmentTeacherView, sendFailedGradesAgain } from './teacher-view/get-attachment-teacher-view';
import { getSubmissionReview } from './work-review/get-submission-review';

/** Classroom ids are Google's opaque ids: word characters and dashes, bounded. */
const googleId = z.string().regex(/^[\w-]{1,200}$/);
const roomIdSchema = z.string().regex(/^[A-Za-z0-9]{12}$/);

/** Routes of api.md "Classroom add-on" (issue 11). */
export async function classroomRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cipher = new TokenCipher(app.env.google.tokenEncryptionKey);

  // Whether "Sign in with Google" (and so the add-on) is set up here: the sign-in page shows its button.
  r.get(
    '/api/classroom/status',
    {
      schema: {
        tags: ['classroom'],
        summary: 'Whether Google sign-in and the Classroom add-on are configured',
        response: { 200: z.object({ data: z.object({ googleSignIn: z.boolean() }) }) },
      },
    },
    async () => ({ data: { googleSignIn: app.env.google.client !== null } }),
  );

  r.get(
    '/api/classroom/courses/:courseId/:itemType/:itemId/addOnContext',
    {
      schema: {
        tags: ['classroom'],
        summary: "The caller's role in a Classroom item (getAddOnContext)",
        params: z.object({ courseId: googleId, itemType: z.enum(CLASSROOM_ITEM_TYPES), itemId: googleId }),
        querystring: z.object({
          addOnToken: z.string().max(4096).optional(),
          attachmentId: googleId.optional(),
          // Classroom's login_hint (issue 18 item 2): refused when it names another Google account.
          loginHint: googleId.optional(),
        }),
      },
      // Each call reaches Google with the caller's token: limited like creates.
      config: { rateLimit: createRateLimit(app.env, 'creates') },
    },
    async (request) => {
      const caller = await requireSession(request);
      const { loginHint, ...query } = request.query;
      await checkLoginHint(app.db, { userId: caller.id, loginHint, cipher });
      const data = await getClassroomRole(app.db, {
        userId: caller.id,
        ...request.params,
        ...query,
        google: app.env.google,
        cipher,
      });
      return { data };
    },
  );

  // Issue 18 item 2: every add-on page asks, before anything else, whether the session's Google
  // account is the one Classroom's login_hint names (no Google call: the stored account id).
  r.get(
    '/api/classroom/login-hint',
    {
      schema: {
        tags: ['classroom'],
        summary: "Whether Classroom's login_hint names the signed-in Google account (409 when not)",
        querystring: z.object({ loginHint: googleId }),
      },
    },
    async (request, reply) => {
      const caller = await requireSession(request);
      await checkLoginHint(app.db, { userId: caller.id, loginHint: request.query.loginHint, cipher });
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/classroom/courses/:courseId/:itemType/:itemId/addOnAttachments',
    {
      schema: {
        tags: ['classroom'],
        summary:
          'Attach a quiz room to a Classroom assignment, material or announcement (addOnAttachments.create)',
        params: z.object({ courseId: googleId, itemType: z.enum(CLASSROOM_ITEM_TYPES), itemId: googleId }),
        // A missing token is spec §8's invalid-access case, answered by the function, not a 400 here.
        querystring: z.object({ addOnToken: z.string().max(4096).optional() }),
        body: createAddOnAttachmentBodySchema,
      },
      config: { rateLimit: createRateLimit(app.env, 'creates') },
    },
    async (request) => {
      const caller = await requireSession(request);
      const data = await createClassroomAttachment(app.db, {
        caller,
        courseId: request.params.courseId,
        itemId: request.params.itemId,
        itemType: request.params.itemType,
        addOnToken: request.query.addOnToken,
        body: request.body,
        google: app.env.google,
        publicOrigin: app.env.publicOrigin,
        cipher,
      });
      return { data };
    },
  );

  r.post(
    '/api/classroom/rooms/:entryMapHashId/attempts',
    {
      schema: {
        tags: ['classroom'],
        summary: "Start or resume a student's attempt from a Classroom attachment (the play bridge)",
        params: z.object({ entryMapHashId: roomIdSchema }),
        body: z
          .object({
            courseId: googleId,
            itemId: googleId,
            itemType: z.enum(CLASSROOM_ITEM_TYPES).optional(),
            attachmentId: googleId,
            // Classroom's login_hint: the Google user id the iframe was opened for (issue 18 item 2).
            loginHint: googleId.optional(),
          })
          .strict(),
      },
      // Each call reaches Google with the caller's token.
      config: { rateLimit: createRateLimit(app.env, 'creates') },
    },
    async (request, reply) => {
      const caller = await requireSession(request);
      const data = await joinClassroomRoom(app.db, {
        caller,
        roomId: request.params.entryMapHashId,
        ...request.body,
        google: app.env.google,
        cipher,
      });
      return reply.status(data.resumed ? 200 : 201).send({ data });
    },
  );

  r.get(
    '/api/classroom/rooms/:entryMapHashId/submissions/:submissionId',
    {
      schema: {
        tags: ['classroom'],
        summary: "One student's work in an attached room, for its teacher (studentWorkReviewUri)",
        params: z.object({ entryMapHashId: roomIdSchema, submissionId: googleId }),
        // The iframe's launch (issue 18 item 5): with it, any teacher of the course may look.
        querystring: z.object({
          courseId: googleId.optional(),
          itemId: googleId.optional(),
          itemType: z.enum(CLASSROOM_ITEM_TYPES).optional(),
          attachmentId: googleId.optional(),
          loginHint: googleId.optional(),
        }),
      },
      config: { rateLimit: createRateLimit(app.env, 'creates') },
    },
    async (request) => {
      const caller = await requireSession(request);
      const { courseId, itemId, itemType, attachmentId, loginHint } = request.query;
      const launch =
        courseId && itemId && attachmentId
          ? { courseId, itemId, itemType: itemType ?? 'courseWork', attachmentId, loginHint }
          : undefined;
      const data = await getSubmissionReview(app.db, {
        caller,
        roomId: request.params.entryMapHashId,
        submissionId: request.params.submissionId,
        launch,
        google: app.env.google,
        cipher,
      });
      return { data };
    },
  );

  // Issue 18 item 5: the teacher view of one attachment, for any teacher of the course.
  const attachmentParams = z.object({
    courseId: googleId,
    itemType: z.enum(CLASSROOM_ITEM_TYPES),
    itemId: googleId,
    attachmentId: googleId,
  });
  const teacherLaunchQuery = z.object({ entryMapHashId: roomIdSchema, loginHint: googleId.optional() });
  r.get(
    '/api/classroom/courses/:courseId/:itemType/:itemId/addOnAttachments/:attachmentId/teacher-view',
    {
      schema: {
        tags: ['classroom'],
        summary:
          "An attachment's room, results and grades Classroom has not taken yet, for any teacher of the course (teacherViewUri)",
        params: attachmentParams,
        querystring: teacherLaunchQuery,
      },
      config: { rateLimit: createRateLimit(app.env, 'creates') },
    },
    async (request) => {
      const caller = await requireSession(request);
      const { entryMapHashId, loginHint } = request.query;
      const data = await getAttachmentTeacherView(app.db, {
        caller,
        launch: { ...request.params, loginHint },
        uriRoomId: entryMapHashId,
        google: app.env.google,
        cipher,
      });
      return { data };
    },
  );

  r.post(
    '/api/classroom/courses/:courseId/:itemType/:itemId/addOnAttachments/:attachmentId/grades/send-again',
    {
      schema: {
        tags: ['classroom'],
        summary:
          "Sends an attachment's failed grades again (one submission's, or all), for a teacher of the course",
        params: attachmentParams,
        querystring: teacherLaunchQuery,
        body: z.object({ submissionId: googleId.optional() }).strict(),
      },
      config: { rateLimit: createRateLimit(app.env, 'creates') },
    },
    async (request) => {
      const caller = await requireSession(request);
      const { entryMapHashId, loginHint } = request.query;
      const data = await sendFailedGradesAgain(app.db, {
        caller,
        launch: { ...request.params, loginHint },
        uriRoomId: entryMapHashId,
        submissionId: request.body.submissionId,
        google: app.env.google,
        cipher,
      });
      return { data };
    },
  );

  // The popup → iframe session handoff (session-handoff.ts): both limited like creates.
  r.post(
    '/api/classroom/session-handoffs',
    {
      schema: {
        tags: ['classroom'],
        summary: "A one-time code for the caller's session, for the Classroom iframe (sign-in popup)",
      },
      config: { rateLimit: createRateLimit(app.env, 'creates') },
    },
    async (request, reply) => {
      await requireSession(request);
      const cookie = sessionCookieOf(request.headers.cookie);
      if (!cookie) throw new AppError('UNAUTHENTICATED', msg('server.unauthenticated'));
      return reply.status(201).send({ data: await createSessionHandoff(app.db, { cookie }) });
    },
  );

  r.post(
    '/api/classroom/session-handoffs/claim',
    {
      schema: {
        tags: ['classroom'],
        summary: "Redeems a handoff code: the session as the iframe's partitioned cookie",
        body: z.object({ code: z.string().regex(/^[\w-]{20,100}$/) }).strict(),
      },
      config: { rateLimit: createRateLimit(app.env, 'creates') },
    },
    async (request, reply) => {
      const { cookie, expiresAt } = await claimSessionHandoff(app.db, request.body);
      reply.header('set-cookie', partitionedSessionCookie(cookie, expiresAt));
      return reply.status(204).send();
    },
  );
}
