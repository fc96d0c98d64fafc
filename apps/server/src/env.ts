import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
    description: 'Rate-limit window for uploads and creates.',
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
    name: 'AUTH_RATE_LIMIT',
    defaultValue: 'true',
    description:
      "better-auth's own limiter on /api/auth/* (sign-in: 3 tries per 10 s per IP). Tests turn it off.",
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
  UPLOAD_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  SEED_DEMO: booleanString.optional(),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  TRUST_PROXY: booleanString.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_UPLOADS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_CREATES: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT: booleanString.default(true),
});

/** Validated, resolved configuration. Paths are absolute. */
export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  uploadDir: string;
  authSecret: string;
  publicOrigin: string;
  seedDemo: boolean;
  webDistDir: string;
  logLevel: z.infer<typeof rawEnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimit: { windowMs: number; uploads: number; creates: number; auth: boolean };
}

function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p);
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
  const dataDir = resolveFromRoot(raw.DATA_DIR);
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    uploadDir: raw.UPLOAD_DIR ? resolveFromRoot(raw.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    authSecret: raw.AUTH_SECRET ?? persistedAuthSecret(dataDir),
    publicOrigin: (raw.PUBLIC_ORIGIN ?? `http://${raw.HOST}:${raw.PORT}`).replace(/\/$/, ''),
    seedDemo: raw.SEED_DEMO ?? raw.DATABASE_URL === undefined,
    webDistDir: resolveFromRoot(raw.WEB_DIST_DIR),
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    rateLimit: {
      windowMs: raw.RATE_LIMIT_WINDOW_MS,
      uploads: raw.RATE_LIMIT_UPLOADS,
      creates: raw.RATE_LIMIT_CREATES,
      auth: raw.AUTH_RATE_LIMIT,
    },
  };
}
