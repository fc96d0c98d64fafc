import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LocalGoogleOidc, startLocalGoogleOidc } from '../../apps/server/test/helpers/google-oidc';
import { type LocalClassroom, startLocalClassroom } from '../../apps/server/test/helpers/local-classroom';

const root = path.resolve(import.meta.dirname, '../..');

/** The local Google (OIDC + Classroom) and a Quizset server configured for them (issue 11 e2e). */
export interface ClassroomStack {
  origin: string;
  oidc: LocalGoogleOidc;
  classroom: LocalClassroom;
  /** Google users (`sub`) whose tokens Classroom refuses from now on (revoked). */
  revoked: Set<string>;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
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
 * Starts the local Google servers and a second Quizset server (the built web app, demo data, its own
 * PGlite) pointed at them, with `extraEnv` on top. The suite's shared server stays without Google, as
 * every other spec expects.
 */
export async function startClassroomStack(extraEnv: Record<string, string> = {}): Promise<ClassroomStack> {
  const oidc = await startLocalGoogleOidc();
  const revoked = new Set<string>();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const classroom = await startLocalClassroom({
    tokenInfo: (token) => {
      const info = oidc.tokenInfo(token);
      return info && !revoked.has(info.sub) ? info : null;
    },
    allowedUriPrefixes: [`${origin}/google-classroom/`],
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quizset-classroom-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...oidc.env,
      CLASSROOM_ROOT_URL: classroom.url,
      PORT: String(port),
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
    oidc,
    classroom,
    revoked,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await classroom.stop();
      await oidc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
