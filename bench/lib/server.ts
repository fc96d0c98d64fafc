import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MALLOC_ENV } from '../../apps/server/src/lib/malloc-env.ts';
import { quizSetPayload } from './payload.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  origin: string;
  /** The server child's process id (the bench reads its memory from /proc/<pid>/status). */
  pid: number;
  stop: () => Promise<void>;
  /** SIGKILL: the process dies mid-work, no graceful close (the live bench's crash case). */
  kill?: () => void;
}

/** A port the OS reports free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the real server (`apps/server/src/main.ts`) as a child process, so the load generator in this
 * process does not share the server's event loop. Fresh temp DATA_DIR; PostgreSQL when `databaseUrl`
 * is given, else PGlite. Demo data is seeded in both cases so the bench can sign in as a demo teacher.
 */
export async function startServer(
  options: {
    databaseUrl?: string;
    /** Another entry point (the http bench's reference server); default the app. */
    script?: string;
    /** Extra environment, over the defaults below. */
    env?: Record<string, string>;
    /** Extra Node flags (e.g. `--cpu-prof`). */
    nodeArgs?: string[];
    healthPath?: string;
  } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quizset-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const script = options.script ?? 'apps/server/src/main.ts';
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', script],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // As `npm start` does (malloc-env.ts): the memory figures are those of a deployed server.
        ...MALLOC_ENV,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        UPLOAD_DIR: '',
        PUBLIC_ORIGIN: origin,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // The bench creates thousands of quiz sets from one account: lift the per-user create limit.
        RATE_LIMIT_CREATES: '100000000',
        RATE_LIMIT_UPDATES: '100000000',
        AUTH_RATE_LIMIT: 'false',
        ...options.env,
      },
    },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      for (let i = 0; i < 100 && !exited; i++) await sleep(100);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Bounded wait for /api/health: migrations and the seed run at start (PGlite's first open ~5 s).
  for (let i = 0; i < 480; i++) {
    if (exited) break;
    try {
      const response = await fetch(`${origin}${options.healthPath ?? '/api/health'}`);
      if (response.ok) return { origin, pid: child.pid!, stop, kill: () => child.kill('SIGKILL') };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`the server at ${origin} did not become healthy (exited: ${exited})`);
}

/** Signs in through better-auth and returns the Cookie header value for later requests. */
export async function signIn(origin: string, email: string, password = 'demo-password'): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.join('; ');
}

/** GET/POST JSON with the session cookie; throws on a non-2xx answer. */
export async function api<T>(
  origin: string,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/**
 * A 20-question set of multiple-choice questions titled `title` (bench/lib/payload.ts) created as the
 * signed-in teacher of `cookie`, with a room open to guests: the room's id (`entryMapHashId`).
 */
export async function openGuestRoom(origin: string, cookie: string, title: string): Promise<string> {
  const created = await api<{ data: { id: string } }>(
    origin,
    cookie,
    'POST',
    '/api/quizsets',
    quizSetPayload('classic-classroom', 20, title),
  );
  const room = await api<{ data: { entryMapHashId: string } }>(
    origin,
    cookie,
    'POST',
    `/api/quizsets/${created.data.id}/rooms`,
    {},
  );
  return room.data.entryMapHashId;
}
