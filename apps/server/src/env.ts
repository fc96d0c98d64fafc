import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Price, priceListSchema } from '@quizset/domain';
import { z } from 'zod';

/**
 * Configuration (stack.md style 8): the only module that reads `process.env`. Everything else gets an
 * `Env` object, so tests and benchmarks can build an app from plain values.
 *
 * Relative paths are resolved against the repository root, not the process cwd: `npm start` at the
 * root runs this workspace with cwd `apps/server`, and `./data` must still mean `<repo>/data`.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_ROOT = path.join(REPO_ROOT, 'apps/server');

/** Google's own OAuth endpoints (the defaults of GOOGLE_AUTHORIZATION_URL / GOOGLE_TOKEN_URL). */
const GOOGLE_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** One row of the README configuration table. */
export interface EnvVariable {
  name: string;
  defaultValue: string;
  description: string;
}

/** Every variable the server reads, with its default and meaning (rendered as the README table). */
export const ENV_VARIABLES: readonly EnvVariable[] = [
  { name: 'PORT', defaultValue: '3000', description: 'HTTP port.' },
  { name: 'HOST', defaultValue: '127.0.0.1', description: 'Interface to listen on (0.0.0.0 for all).' },
  {
    name: 'DATA_DIR',
    defaultValue: './data',
    description: 'Data folder (PGlite database, uploads, generated auth secret); relative to the repo root.',
  },
  {
    name: 'DATABASE_URL',
    defaultValue: '(unset)',
    description:
      'PostgreSQL URL (15+, needs the pg_trgm extension). Unset: embedded PGlite in DATA_DIR/pglite.',
  },
  {
    name: 'DATABASE_POOL_SIZE',
    defaultValue: '10',
    description:
      "PostgreSQL connections each API process keeps at most (with DATABASE_URL). With N processes, N × this must stay under the server's max_connections.",
  },
  {
    name: 'UPLOAD_DIR',
    defaultValue: 'DATA_DIR/uploads',
    description: 'Where uploaded images/materials are stored.',
  },
  {
    name: 'AUTH_SECRET',
    defaultValue: '(generated)',
    description:
      'Session signing secret (≥32 chars). Unset: a random one is created once in DATA_DIR/auth-secret.',
  },
  {
    name: 'PUBLIC_ORIGIN',
    defaultValue: 'http://HOST:PORT',
    description:
      'Origin browsers use (e.g. https://quizset.example); trusted for cross-site checks and cookies.',
  },
  {
    name: 'SEED_DEMO',
    defaultValue: 'on (PGlite) / off (DATABASE_URL)',
    description: 'Seed demo accounts and demo quiz sets (true/false). Map templates are always seeded.',
  },
  {
    name: 'ANALYTICS_RETENTION_DAYS',
    defaultValue: '90',
    description:
      'Days product analytics events (build_exit, finish failures) are kept server-side before they are pruned; admins export them as CSV.',
  },
  {
    name: 'WEB_DIST_DIR',
    defaultValue: 'apps/web/dist',
    description: 'Built web app served with SPA fallback.',
  },
  {
    name: 'LOG_LEVEL',
    defaultValue: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'RATE_LIMIT_WINDOW_MS',
    defaultValue: '60000',
    description: 'Rate-limit window for uploads, creates and updates.',
  },
  {
    name: 'RATE_LIMIT_UPLOADS',
    defaultValue: '30',
    description: 'Image/material uploads per user (or IP) per window.',
  },
  {
    name: 'RATE_LIMIT_CREATES',
    defaultValue: '60',
    description: 'Quiz set creates per user (or IP) per window.',
  },
  {
    name: 'RATE_LIMIT_UPDATES',
    defaultValue: '60',
    description: 'Quiz set updates per user (or IP) per window.',
  },
  {
    name: 'RATE_LIMIT_JOINS',
    defaultValue: '120',
    description: 'Quiz room joins per user (or IP: a class behind one address joins together) per window.',
  },
  {
    name: 'LIVE_MAX_PLAYERS',
    defaultValue: '500',
    description: 'Most players in one live game (issue 23); more joins are refused (409).',
  },
  {
    name: 'RATE_LIMIT_ANSWERS',
    defaultValue: '120',
    description: 'Answers and tutor messages per attempt per window.',
  },
  {
    name: 'TUTOR_LIMIT_PER_ADDRESS',
    defaultValue: '60',
    description:
      'AI tutor messages from one client address per window, over all its attempts and rooms (a class behind one address shares it).',
  },
  {
    name: 'TUTOR_LIMIT_PER_ROOM',
    defaultValue: '300',
    description: 'AI tutor messages in one quiz room per window, all players together.',
  },
  {
    name: 'TUTOR_DAILY_BUDGET',
    defaultValue: '2000',
    description:
      "AI tutor model calls per teacher per UTC day, over all the rooms she runs: her own sets' rooms and the rooms she hosts of other teachers' public sets (a hosted room spends its host's budget, not the set author's; counted in the database). Reached: the player is told the tutor answers again tomorrow.",
  },
  {
    name: 'AUTH_RATE_LIMIT',
    defaultValue: 'true',
    description:
      "Sign-in throttling (failures per account and per client address, with back-off) and better-auth's limiter on the other /api/auth/* routes. Tests turn it off.",
  },
  {
    name: 'TRUST_PROXY',
    defaultValue: 'false',
    description:
      "Which proxy may set X-Forwarded-For/-Proto/-Host: its addresses or CIDRs (comma-separated), or true (any: only when clients cannot reach the server directly). Otherwise the client address is the socket's.",
  },
  {
    name: 'REDIS_URL',
    defaultValue: '(unset)',
    description:
      'Redis URL: sign-in throttling state, the per-route rate limits and the AI tutor per-address and per-room windows shared by several server processes, AI file jobs through BullMQ (workers: npm run start:ai-worker), and the Classroom grade passback passes as one BullMQ job schedule for all processes. Unset: throttle, rate-limit and tutor windows in memory, AI jobs on an in-process worker-thread pool, a passback timer per process.',
  },
  {
    name: 'SMTP_URL',
    defaultValue: '(unset)',
    description:
      'SMTP server for account mail (password reset), e.g. smtp://user:pass@mail.example:587. Unset: each mail is written to DATA_DIR/outbox/ and its link logged.',
  },
  {
    name: 'MAIL_FROM',
    defaultValue: 'Quizset <no-reply@quizset.invalid>',
    description: 'Sender of account mail.',
  },
  {
    name: 'AI_PROVIDER',
    defaultValue: 'embedded',
    description:
      'AI provider: embedded (offline question generator + public question bank, no model) or openai (any OpenAI-compatible endpoint; needs AI_MODEL).',
  },
  {
    name: 'AI_BASE_URL',
    defaultValue: '(OpenAI)',
    description: 'Base URL of the OpenAI-compatible API (e.g. http://127.0.0.1:11434/v1 for Ollama).',
  },
  {
    name: 'AI_API_KEY',
    defaultValue: '(unset)',
    description: 'API key sent to AI_BASE_URL (optional for local servers).',
  },
  {
    name: 'AI_MODEL',
    defaultValue: '(unset)',
    description: 'Model name for the openai provider (e.g. gpt-4o-mini).',
  },
  {
    name: 'AI_REQUEST_TIMEOUT_MS',
    defaultValue: '60000',
    description:
      'Deadline of one model call, headers and the whole body (a stalled body ends it; a body silent for a quarter of it, at most 15 s, too); stalls, 429/5xx and timeouts are retried with backoff AI_MAX_RETRIES times.',
  },
  {
    name: 'AI_MAX_RETRIES',
    defaultValue: '3',
    description: 'Retries of a failed model request (429, 5xx, timeout).',
  },
  {
    name: 'AI_CHUNK_CHARS',
    defaultValue: '12000',
    description: 'Characters of document text sent to the model per request (documents are chunked).',
  },
  {
    name: 'AI_SERVICE',
    defaultValue: 'inline',
    description:
      'inline: the API process serves the AI routes. external: only POST /api/ai/token here; the AI service runs apart (npm run start:ai) at AI_PUBLIC_URL.',
  },
  {
    name: 'AI_PORT',
    defaultValue: '3001',
    description: 'Port of the standalone AI service (npm run start:ai).',
  },
  {
    name: 'AI_PUBLIC_URL',
    defaultValue: '(same origin)',
    description:
      'Origin browsers reach the AI service at (told with each access token); for AI_SERVICE=external.',
  },
  {
    name: 'AI_SERVER_NAME',
    defaultValue: 'quizset',
    description: 'Value the X-Server-Name header of AI calls must carry (spec §7 server-name header).',
  },
  { name: 'AI_TOKEN_TTL_SECONDS', defaultValue: '600', description: 'Lifetime of an AI access token.' },
  {
    name: 'AI_RATE_LIMIT',
    defaultValue: '30',
    description: 'AI generate calls per user per RATE_LIMIT_WINDOW_MS.',
  },
  {
    name: 'AI_WORKER_THREADS',
    defaultValue: 'cores − 1 (≥ 1)',
    description: 'Worker threads that read files and write questions.',
  },
  {
    name: 'FILE_THREADS_WARM',
    defaultValue: 'true',
    description:
      'Keep one thread of the file-job pool and one of the PDF probe pool loaded from the start (pdf.js and the parsers, about 1 s of CPU each), so the first file of the day does not wait for them. false: threads start with files and end 15 s after the last (the test suites, whose many short-lived apps read few files).',
  },
  {
    name: 'AI_JOBS_MAX',
    defaultValue: '8',
    description: 'AI file jobs running or waiting at once (all users); more → 503 busy.',
  },
  {
    name: 'AI_JOBS_PER_USER',
    defaultValue: '1',
    description: 'AI file jobs one user may have at once; more → 429.',
  },
  {
    name: 'AI_FILE_TIMEOUT_MS',
    defaultValue: '120000',
    description:
      'Time limit of one file job (reading + writing questions); over it the job is stopped (503).',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    defaultValue: '(unset)',
    description:
      'OAuth client id of the Google Cloud project (issue 11). Set with GOOGLE_CLIENT_SECRET: "Sign in with Google" and the Classroom add-on. Unset: email sign-in only.',
  },
  {
    name: 'GOOGLE_CLIENT_SECRET',
    defaultValue: '(unset)',
    description: 'OAuth client secret of GOOGLE_CLIENT_ID.',
  },
  {
    name: 'GOOGLE_AUTHORIZATION_URL',
    defaultValue: '(Google)',
    description:
      "Google's OAuth authorization endpoint; tests point it (and the next two) at a local OIDC server.",
  },
  { name: 'GOOGLE_TOKEN_URL', defaultValue: '(Google)', description: "Google's OAuth token endpoint." },
  {
    name: 'GOOGLE_USERINFO_URL',
    defaultValue: '(unset)',
    description:
      'OIDC userinfo endpoint read at sign-in. Unset: the profile is read from the ID token, as Google sends one.',
  },
  {
    name: 'GOOGLE_TOKEN_ENCRYPTION_KEY',
    defaultValue: '(derived from AUTH_SECRET)',
    description:
      'Key (≥32 chars) that encrypts the stored Google access/refresh/ID tokens (AES-256-GCM). Changing it makes stored tokens unreadable: users sign in with Google again.',
  },
  {
    name: 'CLASSROOM_ROOT_URL',
    defaultValue: 'https://classroom.googleapis.com/',
    description: 'Root URL of the Classroom API given to @googleapis/classroom (tests use a local server).',
  },
  {
    name: 'CLASSROOM_FRAME_ANCESTORS',
    defaultValue: 'https://classroom.google.com',
    description:
      'Origins allowed to frame the /google-classroom/* pages (space- or comma-separated; frame-ancestors). Tests add a local host page.',
  },
  {
    name: 'CLASSROOM_PASSBACK_BACKOFF_MS',
    defaultValue: '30000',
    description: 'First retry delay of a failed grade passback; doubled after each failure (at most 1 hour).',
  },
  {
    name: 'CLASSROOM_PASSBACK_POLL_MS',
    defaultValue: '5000',
    description:
      'How often the grade passback worker looks for due grades in the outbox (0: no worker in this process).',
  },
  {
    name: 'BILLING_PRICES_FILE',
    defaultValue: 'apps/server/config/prices.json',
    description:
      'Price list shown on /pricing (issue 22): JSON rows of country (KR, or * for elsewhere), plan, interval (month/year), currency, unitAmount (minor units) and stripePriceId (the plan is bought through Stripe Checkout when set, else by quote).',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    defaultValue: '(unset)',
    description:
      'Stripe secret key. Set with STRIPE_WEBHOOK_SECRET: /pricing sells the priced plans through Stripe Checkout. Unset: the buttons open the quote request form.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    defaultValue: '(unset)',
    description:
      'Signing secret of the webhook endpoint POST /api/billing/webhook (whsec_…); plans change only on events it verifies.',
  },
  {
    name: 'STRIPE_API_BASE',
    defaultValue: 'https://api.stripe.com',
    description: 'Base URL the stripe SDK calls (tests point it at a local stand-in).',
  },
  {
    name: 'SALES_EMAIL',
    defaultValue: 'sales@quizset.invalid',
    description: 'Where quote requests are mailed (through SMTP_URL, else DATA_DIR/outbox).',
  },
  {
    name: 'RATE_LIMIT_QUOTES',
    defaultValue: '5',
    description: 'Quote requests and checkout sessions per user (or IP) per RATE_LIMIT_WINDOW_MS.',
  },
  {
    name: 'CLASSROOM_PASSBACK_MAX_ATTEMPTS',
    defaultValue: '12',
    description: 'Attempts of one grade passback before it is left failed in the outbox.',
  },
];

const booleanString = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const rawEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).default(10),
  UPLOAD_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  SEED_DEMO: booleanString.optional(),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  TRUST_PROXY: z.string().default('false'),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Quizset <no-reply@quizset.invalid>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_UPLOADS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_CREATES: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_UPDATES: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_JOINS: z.coerce.number().int().positive().default(120),
  LIVE_MAX_PLAYERS: z.coerce.number().int().positive().max(100_000).default(500),
  RATE_LIMIT_ANSWERS: z.coerce.number().int().positive().default(120),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  TUTOR_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(60),
  TUTOR_LIMIT_PER_ROOM: z.coerce.number().int().positive().default(300),
  TUTOR_DAILY_BUDGET: z.coerce.number().int().positive().default(2000),
  AUTH_RATE_LIMIT: booleanString.default(true),
  AI_PROVIDER: z.enum(['embedded', 'openai']).default('embedded'),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  AI_CHUNK_CHARS: z.coerce.number().int().min(1000).default(12_000),
  AI_SERVICE: z.enum(['inline', 'external']).default('inline'),
  AI_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  AI_PUBLIC_URL: z.string().url().optional(),
  AI_SERVER_NAME: z.string().min(1).default('quizset'),
  AI_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  AI_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  AI_WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  FILE_THREADS_WARM: booleanString.default(true),
  AI_JOBS_MAX: z.coerce.number().int().min(1).default(8),
  AI_JOBS_PER_USER: z.coerce.number().int().min(1).default(1),
  AI_FILE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z.string().url().optional(),
  GOOGLE_TOKEN_URL: z.string().url().optional(),
  GOOGLE_USERINFO_URL: z.string().url().optional(),
  GOOGLE_TOKEN_ENCRYPTION_KEY: z.string().min(32).optional(),
  CLASSROOM_ROOT_URL: z.string().url().default('https://classroom.googleapis.com/'),
  CLASSROOM_FRAME_ANCESTORS: z
    .string()
    .default('https://classroom.google.com')
    .transform((value) => value.split(/[\s,]+/).filter((origin) => origin !== ''))
    .pipe(
      z
        .array(
          z
            .string()
            .url()
            .refine(
              (origin) => new URL(origin).origin === origin,
              'must be an origin (scheme://host[:port])',
            ),
        )
        .min(1),
    ),
  CLASSROOM_PASSBACK_BACKOFF_MS: z.coerce.number().int().min(1).default(30_000),
  CLASSROOM_PASSBACK_POLL_MS: z.coerce.number().int().min(0).default(5000),
  CLASSROOM_PASSBACK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  BILLING_PRICES_FILE: z.string().min(1).default('apps/server/config/prices.json'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
  SALES_EMAIL: z.string().email().default('sales@quizset.invalid'),
  RATE_LIMIT_QUOTES: z.coerce.number().int().positive().default(5),
});

/** Validated, resolved configuration. Paths are absolute. */
export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Most PostgreSQL connections of this process's pool (DATABASE_POOL_SIZE; issue 20 item 4). */
  databasePoolSize: number;
  uploadDir: string;
  authSecret: string;
  publicOrigin: string;
  seedDemo: boolean;
  /** How long analytics events are kept (days, issue 19 item 22). */
  analyticsRetentionDays: number;
  webDistDir: string;
  logLevel: z.infer<typeof rawEnvSchema>['LOG_LEVEL'];
  /** Fastify's `trustProxy`: false (socket address), true, or the proxy's addresses/CIDRs. */
  trustProxy: boolean | string[];
  redisUrl: string | undefined;
  /** Most players in one live game (LIVE_MAX_PLAYERS, issue 23). */
  liveMaxPlayers: number;
  /** Account mail: SMTP when `smtpUrl` is set, else files in `outboxDir` (issue 8 "Accounts"). */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  rateLimit: {
    windowMs: number;
    uploads: number;
    creates: number;
    updates: number;
    joins: number;
    answers: number;
    auth: boolean;
  };
  /** The AI tutor's spend limits (issue 17 item 5; rooms/tutor-spend.ts). */
  tutorSpend: { perAddress: number; perRoom: number; dailyBudget: number };
  ai: AiEnv;
  google: GoogleEnv;
  billing: BillingEnv;
}

/** Prices, Stripe and quote requests (issue 22). */
export interface BillingEnv {
  /** The price list of BILLING_PRICES_FILE, validated. */
  prices: Price[];
  /** Null unless STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set: no checkout, quotes only. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: URL } | null;
  salesEmail: string;
  /** Quote requests and checkout sessions per user or address per rate-limit window. */
  rateLimit: number;
}

/** Google sign-in and the Classroom add-on (issue 11). */
export interface GoogleEnv {
  /** Null when GOOGLE_CLIENT_ID/SECRET are not both set: no Google sign-in, Classroom routes refuse. */
  client: { id: string; secret: string } | null;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string | undefined;
  /** Secret the token cipher derives its AES key from. */
  tokenEncryptionKey: string;
  classroomRootUrl: string;
  /** Origins that may frame the add-on pages (classroom.md "Security expectations"). */
  frameAncestors: string[];
  passbackBackoffMs: number;
  passbackMaxAttempts: number;
  /** 0: this process runs no passback worker. */
  passbackPollMs: number;
}

/** The AI service's configuration (issue 9). */
export interface AiEnv {
  provider: 'embedded' | 'openai';
  openai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  requestTimeoutMs: number;
  maxRetries: number;
  chunkChars: number;
  service: 'inline' | 'external';
  port: number;
  publicUrl: string | undefined;
  serverName: string;
  tokenTtlSeconds: number;
  rateLimit: number;
  redisUrl: string | undefined;
  workerThreads: number;
  /** FILE_THREADS_WARM: one file-job thread and one probe thread loaded from the start. */
  warmThreads: boolean;
  jobsMax: number;
  jobsPerUser: number;
  fileTimeoutMs: number;
}

function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p);
}

/** Reads and validates the price list file (issue 22: "The price list lives in configuration"). */
function readPriceList(file: string): Price[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid environment:\n  BILLING_PRICES_FILE: ${(error as Error).message}`);
  }
  const parsed = priceListSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  BILLING_PRICES_FILE ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** TRUST_PROXY → Fastify's trustProxy: 'false'/'0'/'off' → false, 'true' → true, else an address list. */
function parseTrustProxy(value: string): boolean | string[] {
  const trimmed = value.trim().toLowerCase();
  if (['false', '0', 'off', 'no', ''].includes(trimmed)) return false;
  if (['true', '1', 'on', 'yes'].includes(trimmed)) return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Reads DATA_DIR/auth-secret, creating it (mode 0600) the first time; never a built-in constant. */
function persistedAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses and resolves the configuration. Empty strings count as unset (so `DATABASE_URL=` works).
 * @throws Error listing every invalid variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.keys(rawEnvSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const parsed = rawEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  if (raw.AI_PROVIDER === 'openai' && !raw.AI_MODEL)
    throw new Error('Invalid environment:\n  AI_MODEL: required when AI_PROVIDER=openai');
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET))
    throw new Error('Invalid environment:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  if (Boolean(raw.STRIPE_SECRET_KEY) !== Boolean(raw.STRIPE_WEBHOOK_SECRET))
    throw new Error(
      'Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither',
    );
  const dataDir = resolveFromRoot(raw.DATA_DIR);
  const authSecret = raw.AUTH_SECRET ?? persistedAuthSecret(dataDir);
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    uploadDir: raw.UPLOAD_DIR ? resolveFromRoot(raw.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    authSecret,
    publicOrigin: (raw.PUBLIC_ORIGIN ?? `http://${raw.HOST}:${raw.PORT}`).replace(/\/$/, ''),
    seedDemo: raw.SEED_DEMO ?? raw.DATABASE_URL === undefined,
    analyticsRetentionDays: raw.ANALYTICS_RETENTION_DAYS,
    webDistDir: resolveFromRoot(raw.WEB_DIST_DIR),
    logLevel: raw.LOG_LEVEL,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    redisUrl: raw.REDIS_URL,
    liveMaxPlayers: raw.LIVE_MAX_PLAYERS,
    mail: { smtpUrl: raw.SMTP_URL, from: raw.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    rateLimit: {
      windowMs: raw.RATE_LIMIT_WINDOW_MS,
      uploads: raw.RATE_LIMIT_UPLOADS,
      creates: raw.RATE_LIMIT_CREATES,
      updates: raw.RATE_LIMIT_UPDATES,
      joins: raw.RATE_LIMIT_JOINS,
      answers: raw.RATE_LIMIT_ANSWERS,
      auth: raw.AUTH_RATE_LIMIT,
    },
    tutorSpend: {
      perAddress: raw.TUTOR_LIMIT_PER_ADDRESS,
      perRoom: raw.TUTOR_LIMIT_PER_ROOM,
      dailyBudget: raw.TUTOR_DAILY_BUDGET,
    },
    ai: {
      provider: raw.AI_PROVIDER,
      openai: { baseUrl: raw.AI_BASE_URL, apiKey: raw.AI_API_KEY, model: raw.AI_MODEL },
      requestTimeoutMs: raw.AI_REQUEST_TIMEOUT_MS,
      maxRetries: raw.AI_MAX_RETRIES,
      chunkChars: raw.AI_CHUNK_CHARS,
      service: raw.AI_SERVICE,
      port: raw.AI_PORT,
      publicUrl: raw.AI_PUBLIC_URL?.replace(/\/$/, ''),
      serverName: raw.AI_SERVER_NAME,
      tokenTtlSeconds: raw.AI_TOKEN_TTL_SECONDS,
      rateLimit: raw.AI_RATE_LIMIT,
      redisUrl: raw.REDIS_URL,
      workerThreads: raw.AI_WORKER_THREADS ?? Math.max(1, availableParallelism() - 1),
      warmThreads: raw.FILE_THREADS_WARM,
      jobsMax: raw.AI_JOBS_MAX,
      jobsPerUser: raw.AI_JOBS_PER_USER,
      fileTimeoutMs: raw.AI_FILE_TIMEOUT_MS,
    },
    google: {
      client:
        raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
          ? { id: raw.GOOGLE_CLIENT_ID, secret: raw.GOOGLE_CLIENT_SECRET }
          : null,
      authorizationUrl: raw.GOOGLE_AUTHORIZATION_URL ?? GOOGLE_AUTHORIZATION_URL,
      tokenUrl: raw.GOOGLE_TOKEN_URL ?? GOOGLE_TOKEN_URL,
      userinfoUrl: raw.GOOGLE_USERINFO_URL,
      // A separate key is better (rotating AUTH_SECRET then keeps Google tokens); the cipher derives
      // its key with a purpose label, so the session secret itself is never the AES key.
      tokenEncryptionKey: raw.GOOGLE_TOKEN_ENCRYPTION_KEY ?? authSecret,
      classroomRootUrl: raw.CLASSROOM_ROOT_URL.endsWith('/')
        ? raw.CLASSROOM_ROOT_URL
        : `${raw.CLASSROOM_ROOT_URL}/`,
      frameAncestors: raw.CLASSROOM_FRAME_ANCESTORS,
      passbackBackoffMs: raw.CLASSROOM_PASSBACK_BACKOFF_MS,
      passbackMaxAttempts: raw.CLASSROOM_PASSBACK_MAX_ATTEMPTS,
      passbackPollMs: raw.CLASSROOM_PASSBACK_POLL_MS,
    },
    billing: {
      prices: readPriceList(resolveFromRoot(raw.BILLING_PRICES_FILE)),
      stripe:
        raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: raw.STRIPE_SECRET_KEY,
              webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
              apiBase: new URL(raw.STRIPE_API_BASE),
            }
          : null,
      salesEmail: raw.SALES_EMAIL,
      rateLimit: raw.RATE_LIMIT_QUOTES,
    },
  };
}
