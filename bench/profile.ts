// `node --import tsx bench/profile.ts read|create|rooms`: runs one HTTP scenario of bench/http.ts, or
// the room answers of bench/rooms.ts (BENCH_ROOM_* as there; default 20 s here), against a server
// started with --cpu-prof (PostgreSQL), then prints the functions with the most self time.
// A tool for issue 6 "Throughput" and issue 20 items 2–3 (profile the read, create and answer
// paths); not part of `npm run bench`.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCpuMeter } from './lib/cpu-meter.ts';
import { quizSetPayload } from './lib/payload.ts';
import { api, type RunningServer, signIn, startServer } from './lib/server.ts';
import { benchRoomsWithCpu, roomsCpuLine, roomsGeneratorLine, roomsJoinLine } from './rooms.ts';

const scenario = (['create', 'rooms'] as const).find((name) => name === process.argv[2]) ?? 'read';
const seconds = Number(process.env.BENCH_DURATION ?? 8);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const profileDir = mkdtempSync(path.join(tmpdir(), 'quizset-profile-'));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}

/** The room answers of bench/rooms.ts, 20 s unless BENCH_ROOM_DURATION says otherwise. */
async function profileRooms(server: RunningServer, databaseUrl: string): Promise<void> {
  const rooms = await benchRoomsWithCpu(server, databaseUrl, Number(process.env.BENCH_ROOM_DURATION ?? 20));
  console.log(
    `rooms: ${rooms.answersPerSecond} accepted/s of ${rooms.offeredPerSecond} offered, ${rooms.answersStored} stored of ${rooms.answersAccepted}, p50 ${rooms.p50} ms, p99 ${rooms.p99} ms, load ${rooms.loadAverage}`,
  );
  console.log(roomsGeneratorLine(rooms));
  console.log(roomsJoinLine(rooms));
  // With --cpu-prof on, the API's figure is the profiler's too; `npm run bench -- rooms` gives it bare.
  console.log(roomsCpuLine(rooms.cpu));
}

/** Create or read at 50 connections (bench/http.ts's scenarios). */
async function profileHttp(server: RunningServer): Promise<void> {
  const cookie = await signIn(server.origin, 'pro@demo.example');
  const buildData = await api<{ data: { templates: { templateId: string; templatePlanType: string }[] } }>(
    server.origin,
    cookie,
    'GET',
    '/api/quiz-builder/build-data',
  );
  // build-data names a map by `templateId` (api.md "Building").
  const templateId = buildData.data.templates.find((t) => t.templatePlanType === 'FREE')?.templateId;
  if (!templateId) throw new Error('build-data offered no FREE map');
  const body = JSON.stringify(quizSetPayload(templateId));
  const created = await api<{ data: { id: string } }>(
    server.origin,
    cookie,
    'POST',
    '/api/quizsets',
    JSON.parse(body),
  );
  const options: Parameters<typeof autocannon>[0] =
    scenario === 'read'
      ? { url: `${server.origin}/api/quizsets/${created.data.id}`, headers: { cookie } }
      : {
          url: `${server.origin}/api/quizsets`,
          method: 'POST',
          body,
          headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
        };
  // The server's CPU per request (utime + stime of its process from /proc, profiler included): unlike
  // req/s it hardly moves with what else runs on the machine.
  const meter = startCpuMeter([{ name: 'server', pids: [server.pid] }]);
  const result = await autocannon({ ...options, connections: 50, duration: seconds });
  const cpu = meter.stop().components[0]!;
  const requests = result.requests.total;
  console.log(
    `${scenario}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, server CPU ${((cpu.cpuSeconds * 1000) / requests).toFixed(2)} ms per request (${requests} requests, ${result.non2xx} non-2xx), load ${os.loadavg()[0]!.toFixed(2)}`,
  );
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `quizset_profile_${process.pid}`;
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
try {
  const server = await startServer({
    databaseUrl: url.toString(),
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    // As bench/run.ts's rooms part: 500 guests join from one address.
    env: { RATE_LIMIT_JOINS: '100000000' },
  });
  try {
    if (scenario === 'rooms') await profileRooms(server, url.toString());
    else await profileHttp(server);
  } finally {
    await server.stop();
  }
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

// The main thread's profile (tsx's loader thread writes one too).
const file = readdirSync(profileDir).find((f) => f.endsWith('.0.001.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as { nodes: ProfileNode[] };
const total = profile.nodes.reduce((sum, node) => sum + node.hitCount, 0);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const { functionName, url: source, lineNumber } = node.callFrame;
  const where = source.replace(/^file:\/\/.*?node_modules\//, '').replace(/^file:\/\/.*?\/wt-[^/]+\//, '');
  const key = `${functionName || '(anonymous)'} ${where}:${lineNumber}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + node.hitCount);
  const pkg = source.includes('node_modules/')
    ? (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'node_modules')
    : source.startsWith('node:') || source === ''
      ? functionName.startsWith('(')
        ? functionName
        : 'node internals'
      : source.includes('/apps/server/')
        ? 'apps/server'
        : source.includes('/packages/domain/')
          ? 'packages/domain'
          : source;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
console.log(`\nSelf time by package:\n${top(byPackage, 15).join('\n')}`);
console.log(`\nSelf time by function:\n${top(byFunction, 30).join('\n')}`);
console.log(`\nProfile: ${path.join(profileDir, file)}`);
