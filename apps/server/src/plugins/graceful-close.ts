import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * What `app.close()` alone does not cover for a clean shutdown (closeGracefully in src/shutdown.ts):
 *
 * - Keep-alive: Fastify answers requests arriving after close() with 503 + `Connection: close`
 *   (`return503OnClosing`), but a request already in flight is answered with keep-alive, and its idle
 *   connection then holds `server.close` (hence `app.close()`) until the client hangs up or
 *   keepAliveTimeout (72 s) passes. While closing, every response says `Connection: close`.
 * - Handlers outliving their connection: `server.close` waits for connections, not handlers. A client
 *   that gives up (timeout, load generator stopping) ends its connection while its handler still runs
 *   and queries the database, which the caller would already have closed ("Cannot use a pool after
 *   calling end on the pool"). Route handlers are counted; `app.handlersSettled(ms)` resolves true when
 *   none is running, false if some still run after `ms`.
 *
 * Register before any route (the onRoute hook only sees routes added after it).
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  let running = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    running--;
    if (running === 0) for (const resolve of waiters.splice(0)) resolve();
  };

  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    // Not async itself: a synchronous handler (reply.send later, streams) keeps its semantics.
    route.handler = function (this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (result instanceof Promise) {
        running++;
        result.then(settle, settle);
      }
      return result;
    } as RouteHandlerMethod;
  });
  app.decorate('handlersSettled', (timeoutMs: number): Promise<boolean> => {
    if (running === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waiters = waiters.filter((waiter) => waiter !== done);
        resolve(false);
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      waiters.push(done);
    });
  });
}
