import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Database schema (issue 2 "Architecture"). JS keys are the spec's camelCase names; columns are
 * snake_case. Timestamps are `timestamptz(3)`: optimistic updates compare `updatedAt` at millisecond
 * precision, which is what a JSON ISO string carries (api.md "Building", PUT 409).
 */
const ms = { withTimezone: true, precision: 3, mode: 'date' } as const;

/** Stored shape of `user.recentQuizsetInfo` (api.md "Accounts", PATCH /api/users/edit). */
export type RecentQuizsetInfo = Record<string, unknown>;

// better-auth core tables. Field keys must match better-auth's model fields (the drizzle adapter maps
// by key); extra user fields are declared as additionalFields in auth/auth.ts.
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
    userType: text('user_type'),
    planType: text('plan_type').notNull().default('FREE'),
    countryCode: text('country_code').notNull().default('KR'),
    registrationStatus: text('registration_status').notNull().default('REGISTERED'),
    admin: boolean('admin').notNull().default(false),
    locale: text('locale'),
    schoolName: text('school_name'),
    recentQuizsetInfo: jsonb('recent_quizset_info').$type<RecentQuizsetInfo>(),
  },
  (t) => [
    uniqueIndex('user_email_unique').on(t.email),
    // Search by author name / email (qType AUTHOR_NAME, EMAIL, ALL) is `ILIKE '%q%'`: trigram GIN.
    index('user_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('user_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', ms).notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('session_token_unique').on(t.token), index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', ms),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', ms),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', ms).notNull(),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Map templates (spec §6: `planType` is the lowest plan that may use the template). */
export const mapTemplates = pgTable('map_templates', {
  id: text('id').primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionKo: text('description_ko').notNull(),
  descriptionEn: text('description_en').notNull(),
  mapType: text('map_type').notNull(),
  planType: text('plan_type').notNull(),
  thumbnailUrl: text('thumbnail_url').notNull(),
  isNew: boolean('is_new').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** KR publisher list (spec §2 Step 2), seeded from the domain constants. */
export const publishers = pgTable('publishers', {
  id: text('id').primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Quiz sets: `quizList` is the saved form of spec §3 (the submit payload's questions with quizId set). */
export const quizSets = pgTable(
  'quiz_sets',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    templateId: text('template_id')
      .notNull()
      .references(() => mapTemplates.id),
    categoryId: text('category_id'),
    publisherId: text('publisher_id'),
    customPublisher: text('custom_publisher'),
    isPublic: boolean('is_public').notNull().default(true),
    allowPass: boolean('allow_pass').notNull().default(true),
    showIncorrectAnswer: boolean('show_incorrect_answer').notNull().default(true),
    isShuffle: boolean('is_shuffle').notNull().default(false),
    quizList: jsonb('quiz_list').notNull().$type<unknown[]>(),
    quizCount: integer('quiz_count').notNull(),
    originQuizSetId: text('origin_quiz_set_id'),
    countryCode: text('country_code').notNull(),
    playCount: integer('play_count').notNull().default(0),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_sets_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('quiz_sets_public_recent_idx').on(t.isPublic, t.createdAt.desc(), t.id),
    // Matches ORDER BY play_count DESC, created_at DESC, id exactly, so a page is an index walk.
    index('quiz_sets_public_popular_idx').on(t.isPublic, t.playCount.desc(), t.createdAt.desc(), t.id),
    index('quiz_sets_owner_recent_idx').on(t.ownerId, t.createdAt.desc(), t.id),
  ],
);
