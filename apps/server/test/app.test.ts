import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  categoryTreeFor,
  publisherOptionsFor,
  type QuizSaved,
  quizSavedToSubmit,
  validateQuizSetSubmit,
} from '@quizset/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapTemplates, quizSets, user } from '../src/db/schema';
import { ENV_VARIABLES, loadEnv } from '../src/env';
import { localeFromAcceptLanguage } from '../src/lib/locale';
import { STATIC_ASSETS_DIR, TEMPLATE_ASSETS_DIR } from '../src/plugins/static-files';
import { seedDatabase } from '../src/seed';
import { DEMO_QUIZ_SETS } from '../src/seed/demo-quiz-sets';
import { DEMO_USERS } from '../src/seed/seed-users';
import { TEMPLATE_SEEDS } from '../src/seed/templates';
import { TUTOR_SEEDS } from '../src/seed/tutors';
import { createTestContext, type TestContext } from './helpers/context';
import { validPayload } from './helpers/payloads';

describe('env', () => {
  it('has defaults and resolves DATA_DIR against the repo root, not the cwd', () => {
    const env = loadEnv({ AUTH_SECRET: 'x'.repeat(32) });
    expect(env.port).toBe(3000);
    expect(env.host).toBe('127.0.0.1');
    expect(env.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(path.isAbsolute(env.dataDir)).toBe(true);
    expect(env.seedDemo).toBe(true);
    expect(env.publicOrigin).toBe('http://127.0.0.1:3000');
  });
  it('turns demo seeding off with DATABASE_URL unless SEED_DEMO says otherwise', () => {
    const base = { AUTH_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u@h/db' };
    expect(loadEnv(base).seedDemo).toBe(false);
    expect(loadEnv({ ...base, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE (issue 20 item 4), 10 by default', () => {
    const base = { AUTH_SECRET: 'x'.repeat(32) };
    expect(loadEnv(base).databasePoolSize).toBe(10);
    expect(loadEnv({ ...base, DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadEnv({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadEnv({ ...base, DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
  it('keeps the file threads warm unless FILE_THREADS_WARM says false (the test apps do)', () => {
    const base = { AUTH_SECRET: 'x'.repeat(32) };
    expect(loadEnv(base).ai.warmThreads).toBe(true);
    expect(loadEnv({ ...base, FILE_THREADS_WARM: 'false' }).ai.warmThreads).toBe(false);
    expect(() => loadEnv({ ...base, FILE_THREADS_WARM: 'sometimes' })).toThrow(/FILE_THREADS_WARM/);
  });
  it('rejects invalid values with the variable name', () => {
    expect(() => loadEnv({ PORT: 'eighty', AUTH_SECRET: 'x'.repeat(32) })).toThrow(/PORT/);
  });
  it('documents every variable of the schema', () => {
    expect(ENV_VARIABLES.map((v) => v.name)).toEqual(
      expect.arrayContaining([
        'PORT',
        'HOST',
        'DATA_DIR',
        'DATABASE_URL',
        'DATABASE_POOL_SIZE',
        'UPLOAD_DIR',
        'AUTH_SECRET',
        'PUBLIC_ORIGIN',
      ]),
    );
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['ko', 'ko'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko'],
    ['en-US,en;q=0.9,ko;q=0.8', 'en'],
    ['fr-FR', 'en'],
    ['en;q=0.5, ko;q=0.7', 'ko'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('template thumbnails', () => {
  it.each(TEMPLATE_SEEDS.map((t) => [t.id]))('%s has a 320×200 SVG illustration', (id) => {
    const file = path.join(TEMPLATE_ASSETS_DIR, `${id}.svg`);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain('viewBox="0 0 320 200"');
    expect(svg).toMatch(/Gradient/);
    expect(svg).not.toMatch(/<script|on[a-z]+=/i);
  });
});

describe('AI tutor avatars', () => {
  it.each(TUTOR_SEEDS.map((t) => [t.id]))('%s has an SVG avatar and texts in ko and en', (id) => {
    const file = path.join(STATIC_ASSETS_DIR, 'tutors', `${id}.svg`);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain('viewBox="0 0 120 120"');
    expect(svg).not.toMatch(/<script|on[a-z]+=|href/i);
    const tutor = TUTOR_SEEDS.find((seed) => seed.id === id);
    for (const locale of ['ko', 'en'] as const) {
      const text = tutor?.serializedLocalize[locale];
      expect(text?.displayName).toBeTruthy();
      expect(text?.tags.length).toBeGreaterThan(0);
      expect(text?.exampleMessages.map((m) => m.role)).toEqual(['USER', 'AI']);
    }
  });
});

describe('app shell', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds idempotently: a second run changes no counts and sign-in still works', async () => {
    const count = async () => ({
      templates: (await ctx.database.db.select().from(mapTemplates)).length,
      users: (await ctx.database.db.select().from(user)).length,
      quizSets: (await ctx.database.db.select().from(quizSets)).length,
    });
    await seedDatabase(ctx.database.db, { demo: true });
    const before = await count();
    await seedDatabase(ctx.database.db, { demo: true });
    expect(await count()).toEqual(before);
    expect(before.templates).toBe(TEMPLATE_SEEDS.length);
    expect(before.users).toBeGreaterThanOrEqual(6);
    expect(await ctx.signIn('admin@demo.example')).toContain('better-auth.session_token=');
  });

  it('answers health', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('describes the routes in /api/openapi.json', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/quizsets',
        '/api/quizsets/{id}',
        '/api/users/me',
        '/api/users/myquiz',
        '/api/quiz-builder/build-data',
        '/api/quizsets/image',
        '/api/materials',
        '/api/auth/sign-in/email',
        '/api/auth/sign-up/email',
        '/api/auth/sign-out',
      ]),
    );
  });

  it('answers unknown API routes with the error envelope', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('serves template SVGs with nosniff', async () => {
    const response = await ctx.request({ method: 'GET', url: '/static/templates/classic-classroom.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not serve files outside the uploads folder', async () => {
    const response = await ctx.request({ method: 'GET', url: '/uploads/..%2f..%2fpackage.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('limits and failures', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { RATE_LIMIT_CREATES: '2' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('rate-limits quiz set creation per user (429 RATE_LIMITED)', async () => {
    const cookie = await ctx.signIn('free@demo.example');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/quizsets',
        cookie,
        payload: validPayload(),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error).toEqual({
          code: 'RATE_LIMITED',
          message: 'Too many requests. Try again in a moment',
        });
      }
    }
    expect(statuses).toEqual([201, 201, 429]);
    // Another user has a budget of their own.
    const other = await ctx.signIn('basic@demo.example');
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: other,
      payload: validPayload(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers an internal failure with a generic 500, and health with 503, without crashing', async () => {
    const cookie = await ctx.signIn('pro@demo.example');
    await ctx.database.close();
    const response = await ctx.request({ method: 'GET', url: '/api/quizsets/anything', cookie: undefined });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'A problem occurred. Please try again later' },
    });
    expect(response.body).not.toMatch(/closed|pglite|stack/i);
    const health = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(cookie).toBeTruthy();
  });
});

describe('demo quiz sets', () => {
  it.each(
    DEMO_QUIZ_SETS.map((set) => [set.title, set]),
  )('%s passes every spec §5 rule (editable as is)', (_title, set) => {
    const countryCode = DEMO_USERS.find((u) => u.id === set.ownerId)?.countryCode ?? 'KR';
    const issues = validateQuizSetSubmit(
      {
        title: set.title,
        templateId: set.templateId,
        categoryTreeData: set.categoryTreeData,
        quizList: set.quizList.map((quiz, index) =>
          quizSavedToSubmit({ ...quiz, order: index + 1 } as QuizSaved, index),
        ),
        quizsetOptions: {
          isPublic: true,
          isAllowPass: true,
          showIncorrectAnswer: true,
          isShuffle: true,
          isLastSchoolInfoSaved: false,
          isAiTranslationEnabled: false,
        },
        materials: [],
        isNextQuizsetAvailable: false,
        nextQuizsetId: null,
        aiTranslationLanguages: [],
        aiTutorId: null,
      },
      { tree: categoryTreeFor(countryCode), publishers: publisherOptionsFor(countryCode) },
    );
    expect(issues).toEqual([]);
  });
});
