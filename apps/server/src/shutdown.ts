import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops `app`, then closes `database` — in that order, and only after every request in flight has
 * finished, so none of them meets an ended pool ("Cannot use a pool after calling end on the pool"
 * in the session lookup was the symptom of the pool closing first).
 *
 * `app.close()` (Fastify 5): marks the app closing, so requests that still arrive on open keep-alive
 * connections get 503 with `Connection: close` (`return503OnClosing`, on by default); closes idle
 * connections and stops listening; resolves once `server.close` has seen every connection end, i.e.
 * every request in flight answered; then runs the onClose hooks. The database is closed here rather
 * than in an onClose hook so the order does not hang on hook registration order (avvio runs onClose
 * handlers last-registered first). The caller owns `database`: buildApp must not have opened it.
 *
 * `server.close` waits for connections, not handlers: a client that gave up has no connection left
 * while its handler still queries, so the database also waits for every route handler to settle
 * (plugins/graceful-close.ts, which also makes responses say `Connection: close` while closing, so
 * keep-alive connections do not hold the close for keepAliveTimeout).
 *
 * A request still running after `graceMs` (a stuck upload, a client that never reads) has its
 * connection cut and is no longer waited for, so the shutdown finishes.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: DatabaseHandle,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<void> {
  const deadline = Date.now() + graceMs;
  const timer = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  timer.unref();
  try {
    await app.close();
    if (!(await app.handlersSettled(Math.max(0, deadline - Date.now())))) {
      app.log.warn({ graceMs }, 'route handlers still running after the grace period');
    }
  } finally {
    clearTimeout(timer);
    await database.close();
  }
}
