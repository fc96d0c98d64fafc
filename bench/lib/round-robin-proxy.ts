import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A small round-robin HTTP proxy for the scale bench (issue 20 item 4): each request goes to the next
 * of `targets` in turn, so consecutive requests of one browser land on different server processes,
 * the worst case a load balancer without sticky sessions can produce. Keep-alive on both sides (the
 * clients' connections are kept 10 s; up to 256 pooled sockets per target); bodies are streamed both
 * ways; the client's address is appended to X-Forwarded-For. For the bench only: no retries, no
 * health checks.
 * @returns the listening server.
 */
export async function listenRoundRobinProxy(
  port: number,
  targets: readonly string[],
  routing: ProxyRouting = 'round-robin',
): Promise<http.Server> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const parsed = targets.map((target) => new URL(target));
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = parsed[targetIndex(request.url ?? '/', parsed.length, next++, routing)]!;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // As a balancer does ($proxy_add_x_forwarded_for): the servers trust this hop (TRUST_PROXY).
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor(request) },
        agent,
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 10_000;
  server.on('close', () => agent.destroy());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/**
 * How the proxy picks a process. `round-robin`: each request the next in turn. `attempt`: a request
 * under `/api/attempts/{id}/` goes to the process a hash of the id names, so one player's answers all
 * reach one process (as a balancer hashing the path does, e.g. nginx `hash $uri consistent` on that
 * segment); every other request in turn. The scale bench reads it from `BENCH_SCALE_PROXY`.
 */
export type ProxyRouting = 'round-robin' | 'attempt';

const ATTEMPT_PATH = /^\/api\/attempts\/([^/?]+)/;

/**
 * The index (0 … count − 1) of the process a request goes to.
 * @param url the request's path and query
 * @param turn the request's number (round-robin's counter)
 */
export function targetIndex(url: string, count: number, turn: number, routing: ProxyRouting): number {
  const attemptId = routing === 'attempt' ? ATTEMPT_PATH.exec(url)?.[1] : undefined;
  if (attemptId === undefined) return turn % count;
  // FNV-1a over the id's UTF-16 units: cheap, and spreads random UUIDs evenly.
  let hash = 0x811c9dc5;
  for (let index = 0; index < attemptId.length; index++) {
    hash = Math.imul(hash ^ attemptId.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash % count;
}

function forwardedFor(request: http.IncomingMessage): string {
  const previous = request.headers['x-forwarded-for'];
  const address = request.socket.remoteAddress ?? '';
  return previous ? `${previous}, ${address}` : address;
}

export interface RunningProxy {
  origin: string;
  /** The proxy child's process id (the scale bench counts its CPU time). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Runs the proxy in a child process of its own (bench/lib/round-robin-proxy-child.ts) on `port`, so
 * it does not share an event loop with the load generator: with both in the bench process, the one
 * thread doing the proxy's and the players' HTTP work is what limits the answers/s, not the servers.
 * @throws when the child exits or does not listen within 30 s.
 */
export async function startRoundRobinProxy(
  port: number,
  targets: readonly string[],
  routing: ProxyRouting = 'round-robin',
): Promise<RunningProxy> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'round-robin-proxy-child.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        PROXY_PORT: String(port),
        PROXY_TARGETS: targets.join(','),
        PROXY_ROUTING: routing,
      },
    },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    for (let i = 0; i < 100 && !exited; i++) await sleep(100);
    if (!exited) child.kill('SIGKILL');
  };
  const listening = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (!listening) {
    await stop();
    throw new Error(`the round-robin proxy on port ${port} did not start`);
  }
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}
