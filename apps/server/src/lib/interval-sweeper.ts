import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `everyMs` while the app is up (from onReady; the timer does not keep the process
 * alive), one pass at a time, and waits for the last one on close. A failed pass is logged as
 * `<name> failed` and the next runs as usual. Used by the rooms' bell and billing's period-end sweep.
 */
export function registerIntervalSweeper(
  app: FastifyInstance,
  params: { name: string; everyMs: number; pass: () => Promise<unknown> },
): void {
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    if (running) return;
    running = params
      .pass()
      .catch((error) => app.log.error({ err: error }, `${params.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, params.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
