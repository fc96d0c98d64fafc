import type {
  AiTutorTemplate,
  CategoryTreeData,
  LivePhase,
  LiveSettings,
  MapTemplate,
  Material,
  MaxAttemptsPerPlayer,
  PlayerAnswer,
  QuizSaved,
  SchoolSemester,
} from '@quizset/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Database schema (issue 2 "Architecture"). JS keys are the spec's camelCase names; columns are
 * snake_case. Timestamps are `timestamptz(3)`: optimistic updates compare `updatedAt` at millisecond
 * precision, which is what a JSON ISO string carries (api.md "Building", PUT 409).
 */
const ms = { withTimezone: true, precision: 3, mode: 'date' } as const;

/**
 * `user.recentQuizsetInfo` (spec §3 "User"): the school info of the user's last saved quiz set —
 * school type value, grade number (spec §3 rule) and semester value. Written on save.
 */
export interface RecentQuizsetInfo {
  createdAt: string;
  schoolGrade: number | null;
  schoolSemester: SchoolSemester | null;
  schoolType: string | null;
}

/**
 * `user.lastQuizSetCreationInfo` (spec §3 "User": build info includes it): what the builder pre-fills
 * school info from when `isLastSchoolInfoSaved` was on. Written on save.
 */
export interface LastQuizSetCreationInfo {
  createdAt: string;
  categoryTreeData: CategoryTreeData;
  isLastSchoolInfoSaved: boolean;
}

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
    lastQuizSetCreationInfo: jsonb('last_quiz_set_creation_info').$type<LastQuizSetCreationInfo>(),
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

/** Map templates (spec §3 "Map template"; §6: `templatePlanType` is the lowest plan that may use one). */
export const mapTemplates = pgTable('map_templates', {
  /** `templateId` on the wire. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  templatePlanType: text('template_plan_type').notNull(),
  priority: integer('priority').notNull().default(0),
  hasNewTag: boolean('has_new_tag').notNull().default(false),
  thumbnailImage: text('thumbnail_image').notNull(),
  detailsImage: text('details_image').notNull(),
  serializedLocalize: jsonb('serialized_localize').notNull().$type<MapTemplate['serializedLocalize']>(),
});

/** AI tutor templates (spec §3 "AI tutor template"), seeded; a quiz set's `aiTutorId` points here. */
export const aiTutorTemplates = pgTable('ai_tutor_templates', {
  id: text('id').primaryKey(),
  hasNewTag: boolean('has_new_tag').notNull().default(false),
  priority: integer('priority').notNull().default(0),
  avatarSrc: text('avatar_src').notNull(),
  serializedLocalize: jsonb('serialized_localize').notNull().$type<AiTutorTemplate['serializedLocalize']>(),
});

/**
 * Quiz sets: the submit payload of spec §3 as stored. `quizList` is the saved form of the questions
 * (ids kept, `order` from position); `categoryTreeData` and `quizsetOptions` are spread into columns.
 */
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
    categoryTreeId: text('category_tree_id'),
    schoolSemester: text('school_semester').$type<SchoolSemester>(),
    publisher: text('publisher'),
    isPublic: boolean('is_public').notNull().default(true),
    isAllowPass: boolean('is_allow_pass').notNull().default(true),
    showIncorrectAnswer: boolean('show_incorrect_answer').notNull().default(false),
    isShuffle: boolean('is_shuffle').notNull().default(false),
    isLastSchoolInfoSaved: boolean('is_last_school_info_saved').notNull().default(false),
    isAiTranslationEnabled: boolean('is_ai_translation_enabled').notNull().default(false),
    aiTranslationLanguages: jsonb('ai_translation_languages').notNull().default([]).$type<string[]>(),
    aiTutorId: text('ai_tutor_id').references(() => aiTutorTemplates.id),
    materials: jsonb('materials').notNull().default([]).$type<Material[]>(),
    isNextQuizsetAvailable: boolean('is_next_quizset_available').notNull().default(false),
    // No foreign key: the next set may be deleted later; readers show "cannot load" (spec §8).
    nextQuizsetId: text('next_quizset_id'),
    quizList: jsonb('quiz_list').notNull().$type<QuizSaved[]>(),
    quizCount: integer('quiz_count').notNull(),
    originQuizSetId: text('origin_quiz_set_id'),
    countryCode: text('country_code').notNull(),
    playCount: integer('play_count').notNull().default(0),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
    /**
     * The title's lower-cased character bigrams: '수학' finds '고등수학' through the GIN index below
     * (issue 7 "Search"; search-quiz-sets.ts titleCondition). quizset_title_bigrams(title) as a set
     * (the function is in migrations 0004 and 0019, hand-written); since migration 0021 (issue 20
     * item 2) the saves send them as they send `searchBigrams`, because the generated column had
     * the database parse, plan and run that SQL function on every insert (~15% of its CPU per
     * create); any other write of `title` gets them from that migration's trigger. Nullable in the
     * declaration only so an insert may leave it to the trigger; never NULL stored.
     */
    titleBigrams: text('title_bigrams').array(),
    /**
     * What Explore's ALL search matches besides the title and author (issue 19 item 19): the subject
     * tag's names and the questions' text, written by the app with every save
     * (features/quizsets/search-text.ts quizSetSearchText); migration 0016 backfilled older rows.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * `search_text`'s bigrams, for two-character needles: quizset_title_bigrams(search_text) as a set
     * (migration 0016). Since migration 0020 (issue 20 item 2 "Writes") the saves send them
     * (search-text.ts searchBigramsLiteral: the pairs from Node, lower-cased by the database), because
     * the SQL function over a whole search text was the largest part of the database's CPU per create;
     * any other write of `search_text` (bulk seed, SQL) gets them from that migration's trigger.
     * Nullable in the declaration only so an insert may leave it to the trigger; never NULL stored.
     */
    searchBigrams: text('search_bigrams').array(),
  },
  (t) => [
    index('quiz_sets_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('quiz_sets_title_bigrams_gin').using('gin', t.titleBigrams),
    index('quiz_sets_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('quiz_sets_search_bigrams_gin').using('gin', t.searchBigrams),
    index('quiz_sets_public_recent_idx').on(t.isPublic, t.createdAt.desc(), t.id),
    // Matches ORDER BY play_count DESC, created_at DESC, id exactly, so a page is an index walk.
    index('quiz_sets_public_popular_idx').on(t.isPublic, t.playCount.desc(), t.createdAt.desc(), t.id),
    index('quiz_sets_owner_recent_idx').on(t.ownerId, t.createdAt.desc(), t.id),
  ],
);

/**
 * AI translations of a quiz set's questions (issue 9 "Translation"; spec §3 `aiTranslationLanguages`),
 * one row per set and language, beside the set. The rows are also the job's outbox: a save writes
 * them `pending` in its own transaction (features/translations/schedule-translations.ts) and the
 * runner claims them. `sourceVersion` is the set's `updatedAt` the row is for: a result is stored only
 * while it still matches, so an update during a translation queues the new version instead.
 * `availableAt` is when a pending row may be tried (retries back off) or when a running row's lease
 * ends (a crashed runner's row is claimed again).
 */
export const quizSetTranslations = pgTable(
  'quiz_set_translations',
  {
    quizSetId: text('quiz_set_id')
      .notNull()
      .references(() => quizSets.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    status: text('status').notNull().$type<'pending' | 'running' | 'done' | 'failed' | 'unavailable'>(),
    sourceVersion: timestamp('source_version', ms).notNull(),
    /** The translated questions in the saved form (spec §3); null until the first one is done. */
    quizList: jsonb('quiz_list').$type<QuizSaved[]>(),
    /** Why the last try failed (NEEDS_MODEL, UPSTREAM, INVALID_OUTPUT …); null when it did not. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.quizSetId, t.language] }),
    index('quiz_set_translations_claim_idx').on(t.status, t.availableAt),
  ],
);

/**
 * Classroom add-on attachments this product created (issue 11, spec §7 `addOnAttachments.create`).
 * `teacherUserId` is whose Google credentials pass grades back later (classroom.md: a student's token
 * may not set grades). The room the URIs point at is linked when quiz rooms land (issue 10).
 */
export const classroomAttachments = pgTable(
  'classroom_attachments',
  {
    /** Google's attachment id. */
    id: text('id').notNull(),
    courseId: text('course_id').notNull(),
    itemId: text('item_id').notNull(),
    teacherUserId: text('teacher_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    maxPoints: doublePrecision('max_points'),
    teacherViewUri: text('teacher_view_uri').notNull(),
    studentViewUri: text('student_view_uri').notNull(),
    studentWorkReviewUri: text('student_work_review_uri').notNull(),
    /** courseWork, courseWorkMaterials or announcements (issue 18 item 3): only courseWork takes grades. */
    itemType: text('item_type').notNull().default('courseWork'),
    /**
     * The room this attachment plays (issue 18 item 1). Null on rows made before it: the room is the
     * `entryMapHashId` of `studentViewUri`. A copy Classroom made keeps the original's URIs but gets a
     * room of its own, so results never mix across classes.
     */
    roomId: text('room_id').references(() => quizRooms.id, { onDelete: 'set null' }),
    /** The attachment this one was copied from (Classroom's `copyHistory`), null for an original. */
    copiedFromId: text('copied_from_id'),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.itemId, t.id] })],
);

/**
 * Google accounts Classroom has confirmed as teachers of a course (getAddOnContext's teacherContext),
 * so a grade can be passed back with any of them that has an offline grant when the attachment's own
 * teacher cannot (issue 18 item 5: courses have several teachers, and a teacher may leave).
 */
export const classroomCourseTeachers = pgTable(
  'classroom_course_teachers',
  {
    courseId: text('course_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', ms).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] })],
);

/**
 * The durable outbox of grade passbacks (issue 11 "grade passback"): one row per student submission;
 * a newer grade for the same submission replaces a pending one. The worker claims due rows
 * (`nextAttemptAt`), calls `studentSubmissions.patch`, and on failure pushes `nextAttemptAt` back
 * with exponential backoff, so a grade survives Google or this server being down.
 */
export const gradePassbackOutbox = pgTable(
  'grade_passback_outbox',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id').notNull(),
    itemId: text('item_id').notNull(),
    attachmentId: text('attachment_id').notNull(),
    submissionId: text('submission_id').notNull(),
    score: doublePrecision('score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    maxPoints: doublePrecision('max_points').notNull(),
    /** The scaled grade sent as `pointsEarned` (packages/domain scalePointsEarned). */
    pointsEarned: doublePrecision('points_earned').notNull(),
    /** PENDING (to send), SENT, FAILED (gave up after CLASSROOM_PASSBACK_MAX_ATTEMPTS or a permanent error). */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', ms).notNull().defaultNow(),
    /** A claim by a worker: others skip the row until then (a crashed worker's claim runs out). */
    lockedUntil: timestamp('locked_until', ms),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grade_passback_submission_idx').on(t.courseId, t.itemId, t.attachmentId, t.submissionId),
    index('grade_passback_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Quiz rooms (issue 10 "Rooms and sharing"; api.md "Quiz rooms and play"): a quiz set played under a
 * short link `/play/{entryMapHashId}`. The owner opens, closes and reopens it; `allowGuests` lets a
 * visitor play under a nickname, `allowRetries` lets a player start again after finishing.
 */
export const quizRooms = pgTable(
  'quiz_rooms',
  {
    /** `entryMapHashId` on the wire: 12 random URL-safe characters (unguessable, short enough for a QR code). */
    id: text('id').primaryKey(),
    quizSetId: text('quiz_set_id')
      .notNull()
      .references(() => quizSets.id, { onDelete: 'cascade' }),
    isOpen: boolean('is_open').notNull().default(true),
    allowGuests: boolean('allow_guests').notNull().default(true),
    allowRetries: boolean('allow_retries').notNull().default(true),
    /**
     * Attempts one player may start in the room (issue 15 item 2): 1, 2, 3, or null for unlimited.
     * Kept in step with `allowRetries` (false ⇔ 1), which older clients still send and read.
     */
    maxAttemptsPerPlayer: integer('max_attempts_per_player').$type<MaxAttemptsPerPlayer>(),
    /** Which of a player's finished attempts the results and the Classroom grade count: 'best' | 'first'. */
    countedAttempt: text('counted_attempt').notNull().default('best').$type<'best' | 'first'>(),
    /**
     * The bell (issue 15 item 7): when set, the room closes at this time by itself — answers after it
     * are refused and open attempts are finished on the next read and by the server's timer.
     */
    closesAt: timestamp('closes_at', ms),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
    /**
     * The room whose players this room was opened for by "다음 퀴즈" (issue 15 item 10: the next set's
     * room, created on demand and reused for every player of that source room); null for rooms the
     * owner opened.
     */
    sourceRoomId: text('source_room_id').references((): AnyPgColumn => quizRooms.id, {
      onDelete: 'set null',
    }),
    /**
     * The teacher who hosts another teacher's public set in this room (issue 19 item 20): the room,
     * its players and its results are hers alone. Null: the set's owner opened it.
     */
    hostId: text('host_id').references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('quiz_rooms_quiz_set_idx').on(t.quizSetId, t.createdAt.desc()),
    // One next-set room per source room and set: thirty players pressing "next" at once share it.
    uniqueIndex('quiz_rooms_source_set_uq').on(t.sourceRoomId, t.quizSetId),
    index('quiz_rooms_host_idx').on(t.hostId, t.createdAt.desc()).where(sql`${t.hostId} IS NOT NULL`),
  ],
);

/**
 * One player's play of a room (issue 10 "Each attempt is stored"): the player (a user, or a guest
 * nickname bound to a browser key), the snapshot of the set's questions at the start (grading and
 * review use it, whatever the owner edits later), the seeded question order, and the result.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => quizRooms.id, { onDelete: 'cascade' }),
    quizSetId: text('quiz_set_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The nickname a guest chose (unique in the room, case-insensitively); null for users. */
    guestName: text('guest_name'),
    /**
     * The guest nickname's comparison key (`nicknameKey`: NFKC, case folding, UTS #39 skeleton; issue
     * 15 item 6): one open attempt per nickname and room, whichever browser holds it.
     */
    guestNameKey: text('guest_name_key'),
    /**
     * The guest's short rejoin code (issue 15 item 5): shown on their screen at join and to the
     * teacher; with it the guest takes their nickname and attempt over on another device.
     */
    rejoinCode: text('rejoin_code'),
    /** SHA-256 of the guest's browser key (cookie); only that browser resumes the guest's attempt. */
    guestKeyHash: text('guest_key_hash'),
    /** The set's `updatedAt` when the attempt started: which version the snapshot is. */
    setVersion: timestamp('set_version', ms).notNull(),
    quizList: jsonb('quiz_list').notNull().$type<QuizSaved[]>(),
    /** Question ids in play order (shuffled with the attempt id as seed when the set shuffles). */
    questionOrder: jsonb('question_order').notNull().$type<string[]>(),
    score: integer('score'),
    maxScore: integer('max_score').notNull(),
    correctCount: integer('correct_count'),
    startedAt: timestamp('started_at', ms).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', ms),
    durationMs: integer('duration_ms'),
    /**
     * The player's team index (0–3) on a `team` map (issue 10; spec §3 "Map template" type), picked at
     * join by `pickTeamIndex`; null on other map types. Kept when the attempt is resumed.
     */
    team: smallint('team'),
  },
  (t) => [
    index('quiz_attempts_room_idx').on(t.roomId, t.startedAt),
    index('quiz_attempts_set_idx').on(t.quizSetId, t.startedAt),
    index('quiz_attempts_user_idx').on(t.roomId, t.userId),
    // A guest's attempts in the room (issue 20 item 3): a join counts them and finds the open one
    // without reading the room's other players' attempts (rooms/join-statements.ts).
    index('quiz_attempts_guest_idx')
      .on(t.roomId, t.guestNameKey)
      .where(sql`${t.guestNameKey} IS NOT NULL`),
    // One unfinished attempt per player and room: two joins at once resume the same attempt.
    uniqueIndex('quiz_attempts_open_user_unique')
      .on(t.roomId, t.userId)
      .where(sql`${t.finishedAt} IS NULL AND ${t.userId} IS NOT NULL`),
    // One open attempt per guest nickname (issue 15 item 4): two children on one browser each get theirs.
    uniqueIndex('quiz_attempts_open_guest_name_unique')
      .on(t.roomId, t.guestNameKey)
      .where(sql`${t.finishedAt} IS NULL AND ${t.guestNameKey} IS NOT NULL`),
  ],
);

/**
 * Guest nicknames of a room (issue 10: "kept unique in the room"): the first browser to take a
 * nickname keeps it (retries included); another browser asking for it gets 409. `nameKey` is the
 * nickname folded (NFKC, lower case), so "Mina" and "ｍｉｎａ" are the same name.
 */
export const quizRoomGuests = pgTable(
  'quiz_room_guests',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => quizRooms.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    guestKeyHash: text('guest_key_hash').notNull(),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.nameKey] })],
);

/**
 * One answer of an attempt (issue 10 "answers with their times"). The primary key (attempt,
 * question) makes a second answer to the same question impossible, also under replayed requests.
 */
export const quizAttemptAnswers = pgTable(
  'quiz_attempt_answers',
  {
    attemptId: text('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    quizId: text('quiz_id').notNull(),
    /** Choice indexes (multiple), 'o'/'x', or the typed text; null when passed. */
    answer: jsonb('answer').$type<number[] | string | null>(),
    passed: boolean('passed').notNull().default(false),
    isCorrect: boolean('is_correct').notNull(),
    /** Milliseconds from the previous answer (or the start) to this one, on the server's clock. */
    elapsedMs: integer('elapsed_ms').notNull(),
    answeredAt: timestamp('answered_at', ms).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.quizId] })],
);

/**
 * What admins changed through `/api/admin/*` (issue 8 "Plans": "An admin can set a user's plan through
 * the API … audited in a table"). One row per change: who, what (`action`, e.g. `user.update`), on
 * which row, and the fields before and after. Rows are never updated or deleted by the app; the
 * actor/target ids are kept as text (no foreign key) so the trail outlives a deleted account.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);

/**
 * A quiz attempt played from a Classroom attachment (issue 11 × issue 10, the play bridge): which
 * Classroom submission its grade goes back to when it finishes. One row per attempt.
 */
export const classroomAttemptLinks = pgTable(
  'classroom_attempt_links',
  {
    attemptId: text('attempt_id')
      .primaryKey()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    itemId: text('item_id').notNull(),
    attachmentId: text('attachment_id').notNull(),
    /** The student's submission (getAddOnContext `studentContext.submissionId`). */
    submissionId: text('submission_id').notNull(),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('classroom_attempt_links_submission_idx').on(t.courseId, t.itemId, t.attachmentId, t.submissionId),
  ],
);

/**
 * Product analytics events sent by the web app (issue 19 item 22; spec §2 `build_exit`, the
 * finish-failure reasons): kept server-side for ANALYTICS_RETENTION_DAYS, then pruned; exported as
 * CSV by an admin. No foreign key on `user_id`: an event outlives a deleted account for its
 * retention, and the id alone names no one.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>().notNull(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt)],
);

/**
 * The AI tutor's model calls per quiz-set owner and UTC day (issue 17 item 5: a daily model budget
 * per set owner, TUTOR_DAILY_BUDGET). One row per owner and day, counted up once per tutor message.
 */
export const tutorModelUsage = pgTable(
  'tutor_model_usage',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day] })],
);

/**
 * A live hosted game (issue 23; migration 0017_live_games): the stored clock every API process reads
 * (phase, question, deadline), so a restart or another process can close the question on time. The
 * questions are a snapshot taken at creation; `room_id` is the quiz room made for the game, where the
 * players' attempts and answers land so the results and the CSV show the game like any room.
 */
export const liveGames = pgTable(
  'live_games',
  {
    id: text('id').primaryKey(),
    /** 6 digits, unique among games not ended. */
    pin: text('pin').notNull(),
    quizSetId: text('quiz_set_id')
      .notNull()
      .references(() => quizSets.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull(),
    roomId: text('room_id')
      .notNull()
      .references(() => quizRooms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    mapType: text('map_type').notNull(),
    mapImageUrl: text('map_image_url'),
    quizList: jsonb('quiz_list').notNull().$type<QuizSaved[]>(),
    settings: jsonb('settings').notNull().$type<LiveSettings>(),
    phase: text('phase').notNull().default('lobby').$type<LivePhase>(),
    questionIndex: integer('question_index').notNull().default(-1),
    /** When the current question opened (speed bonus: elapsed from here). */
    questionOpenedAt: timestamp('question_opened_at', ms),
    /** The current question's window with its extensions, in ms. */
    windowMs: integer('window_ms').notNull().default(0),
    deadline: timestamp('deadline', ms),
    pausedRemainingMs: integer('paused_remaining_ms'),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    endedAt: timestamp('ended_at', ms),
  },
  (t) => [
    uniqueIndex('live_games_pin_running_uq').on(t.pin).where(sql`${t.phase} <> 'ended'`),
    index('live_games_due_idx').on(t.deadline).where(sql`${t.phase} = 'question'`),
  ],
);

/** A player of a live game: their nickname (rooms' rules), team, attempt in the game's room, token hash. */
export const liveGamePlayers = pgTable(
  'live_game_players',
  {
    id: text('id').primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => liveGames.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    nickname: text('nickname').notNull(),
    /** `nicknameKey` of the nickname: look-alikes are one name in a game, as in a room. */
    nicknameKey: text('nickname_key').notNull(),
    /** SHA-256 of the player's token (the socket's credential; the token itself is only in the browser). */
    tokenHash: text('token_hash').notNull(),
    team: smallint('team'),
    removedAt: timestamp('removed_at', ms),
    joinedAt: timestamp('joined_at', ms).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_game_players_nickname_uq').on(t.gameId, t.nicknameKey),
    uniqueIndex('live_game_players_token_uq').on(t.tokenHash),
  ],
);

/** One answer of a live game: the primary key (game, player, question) counts it exactly once. */
export const liveGameAnswers = pgTable(
  'live_game_answers',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => liveGames.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => liveGamePlayers.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    questionIndex: integer('question_index').notNull(),
    answer: jsonb('answer').notNull().$type<PlayerAnswer>(),
    isCorrect: boolean('is_correct').notNull(),
    points: integer('points').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    answeredAt: timestamp('answered_at', ms).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId, t.questionId] }),
    index('live_game_answers_question_idx').on(t.gameId, t.questionId),
  ],
);

/**
 * A user's paid plan as Stripe reports it (issue 22): one row per user, written only by verified
 * webhook events (features/billing/apply-stripe-event.ts). `user.planType` stays the effective plan
 * every gate reads; this row says why, until when, and which event last moved it
 * (`lastEventCreated`: an older event than this one is stale and ignored, Stripe sends out of order).
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** The plan this subscription buys (BASIC or PRO). */
    planType: text('plan_type').notNull(),
    /** Stripe's subscription status (active, trialing, past_due, canceled, unpaid, …). */
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', ms),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    lastEventCreated: timestamp('last_event_created', ms).notNull(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_subscription_idx').on(t.stripeSubscriptionId),
    index('billing_subscriptions_period_end_idx').on(t.currentPeriodEnd),
  ],
);

/** Stripe events already processed (issue 22: "processed idempotently by event id"). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  created: timestamp('created', ms).notNull(),
  processedAt: timestamp('processed_at', ms).notNull().defaultNow(),
});

/**
 * A school's request for a quote (issue 22 item 3: how most schools buy): stored, mailed to
 * SALES_EMAIL and listed for admins. `userId` when the requester was signed in (no foreign key:
 * the request outlives the account, like the audit log).
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    school: text('school').notNull(),
    seats: integer('seats').notNull(),
    email: text('email').notNull(),
    planType: text('plan_type'),
    countryCode: text('country_code'),
    userId: text('user_id'),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [index('quote_requests_created_idx').on(t.createdAt)],
);
