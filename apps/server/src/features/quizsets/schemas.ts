import {
  createdQuizSetSchema as createdQuizSetDataSchema,
  PAGE_SIZE,
  quizSetSummarySchema,
  SEARCH_ORDERS,
  SEARCH_TYPES,
  savedQuizSetSchema,
} from '@quizset/domain';
import { z } from 'zod';

/** `{id}` path parameter: opaque, bounded so a giant id never reaches the database. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/quizsets query (api.md "Building"). Default order POPULARITY (issue 2 step 10). */
export const publicSearchQuerySchema = z.object({
  q: z.string().max(100).optional(),
  qType: z.enum(SEARCH_TYPES).default('ALL'),
  order: z.enum(SEARCH_ORDERS).default('POPULARITY'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /**
   * Explore's category filter (spec `categoryFilters`; issue 7 "Explore"): the id of a school type (3
   * digits), grade (5) or subject (7); sets whose category tree id starts with it match.
   */
  category: z
    .string()
    .regex(/^\d{3}(\d{2}){0,2}$/)
    .optional(),
});

/** Body of POST /api/users/myquiz and /api/users/{id}/quizsets (api.md): page from 1, limit ≤ 20. */
export const userQuizListBodySchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(PAGE_SIZE).default(PAGE_SIZE),
    order: z.enum(SEARCH_ORDERS).default('RECENTLY'),
    categoryFilters: z
      .object({
        criteria: z
          .object({
            searchText: z.string().max(100).optional(),
            searchType: z.enum(SEARCH_TYPES).default('ALL'),
          })
          .optional(),
      })
      .optional(),
  })
  .default({ page: 1, limit: PAGE_SIZE, order: 'RECENTLY' });
export type UserQuizListBody = z.infer<typeof userQuizListBodySchema>;

/** `{ data, currentPage, totalPages }` of every quiz set list (api.md "Conventions"). */
export const quizSetPageSchema = z.object({
  data: z.array(quizSetSummarySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});

/** 201 of POST /api/quizsets: the spec §3 create answer. */
export const createdQuizSetSchema = z.object({ data: createdQuizSetDataSchema });

export const updatedQuizSetSchema = z.object({ data: z.object({ id: z.string(), updatedAt: z.string() }) });
export const deletedQuizSetSchema = z.object({ data: z.object({ id: z.string() }) });
export const savedQuizSetResponseSchema = z.object({ data: savedQuizSetSchema });
