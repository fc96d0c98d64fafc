import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MALLOC_ENV } from '../../apps/server/src/lib/malloc-env';

const root = path.resolve(import.meta.dirname, '../..');

/** A second Quizset server for one spec, configured apart from the suite's shared one. */
export interface QuizsetServer {
  origin: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

/**
 * Starts a Quizset server (the built web app, demo data, its own PGlite folder) on a free port with
 * `extraEnv` on top (e.g. Google's or Stripe's local stand-ins); `port` when the caller needed the
 * origin first. Stopping removes its data.
 */
export async function startQuizsetServer(
  extraEnv: Record<string, string> = {},
  port?: number,
): Promise<QuizsetServer> {
  const listenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quizset-e2e-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...MALLOC_ENV,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      UPLOAD_DIR: '',
      PUBLIC_ORIGIN: origin,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'false',
      RATE_LIMIT_CREATES: '1000',
      ...extraEnv,
    },
  });
  await waitForHealth(origin, child);
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
