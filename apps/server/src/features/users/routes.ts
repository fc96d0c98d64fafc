import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser, refreshSessionCache, requireSession } from '../../auth/session';
import { idParamsSchema, userQuizListBodySchema } from '../quizsets/schemas';
import { searchQuizSets } from '../quizsets/search-quiz-sets';
import { getPublicProfile, getUser } from './get-user';
import { publicProfileResponseSchema, quizSetPageSchema, userResponseSchema } from './schemas';
import { updateUser, updateUserInfoSchema, updateUserSettingsSchema } from './update-user';

/** User routes of api.md "Accounts" plus the quiz lists of "Building" (myquiz, users/{id}/quizsets). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/api/users/me',
    { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: userResponseSchema } } },
    async (request) => {
      const caller = await requireSession(request);
      return { data: await getUser(db, caller.id) };
    },
  );

  r.get(
    '/api/users/:id/info',
    {
      schema: {
        tags: ['users'],
        summary: 'Public profile',
        params: idParamsSchema,
        response: { 200: publicProfileResponseSchema },
      },
    },
    async (request) => ({ data: await getPublicProfile(db, request.params.id) }),
  );

  r.patch(
    '/api/users/info',
    {
      schema: {
        tags: ['users'],
        summary: 'Own profile fields',
        body: updateUserInfoSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = await requireSession(request);
      const data = await updateUser(db, { id: caller.id, changes: request.body });
      // userType decides who sees answers (issue 6): the cached session must not lag behind.
      await refreshSessionCache(request, reply);
      return { data };
    },
  );

  r.patch(
    '/api/users/edit',
    {
      schema: {
        tags: ['users'],
        summary: 'Own account settings',
        body: updateUserSettingsSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      return { data: await updateUser(db, { id: caller.id, changes: request.body }) };
    },
  );

  r.post(
    '/api/users/myquiz',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's quiz sets",
        body: userQuizListBodySchema,
        response: { 200: quizSetPageSchema },
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      const { page, limit, order, categoryFilters } = request.body;
      return searchQuizSets(db, {
        publicOnly: false,
        ownerId: caller.id,
        q: categoryFilters?.criteria?.searchText,
        qType: categoryFilters?.criteria?.searchType ?? 'ALL',
        order,
        page,
        limit,
      });
    },
  );

  r.post(
    '/api/users/:id/quizsets',
    {
      schema: {
        tags: ['users'],
        summary: "A user's public quiz sets (all of them for the owner)",
        params: idParamsSchema,
        body: userQuizListBodySchema,
        response: { 200: quizSetPageSchema },
      },
    },
    async (request) => {
      const caller = await getSessionUser(request);
      const { page, limit, order, categoryFilters } = request.body;
      const isOwnerOrAdmin = caller !== null && (caller.id === request.params.id || caller.isAdmin);
      return searchQuizSets(db, {
        publicOnly: !isOwnerOrAdmin,
        ownerId: request.params.id,
        q: categoryFilters?.criteria?.searchText,
        qType: categoryFilters?.criteria?.searchType ?? 'ALL',
        order,
        page,
        limit,
      });
    },
  );
}
