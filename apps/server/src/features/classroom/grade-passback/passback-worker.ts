import type { FastifyInstance } from 'fastify';
import { TokenCipher } from '../google-auth/token-cipher';
import { sendDueGradePassbacks } from './send-due-grade-passbacks';

/**
 * Runs the grade passback outbox in this process (issue 11): every CLASSROOM_PASSBACK_POLL_MS, one
 * pass of `sendDueGradePassbacks`, never two at once; stopped when the app closes. Several server
 * processes may each run one: rows are claimed with SKIP LOCKED. Off when Google is not configured
 * or the poll is 0.
 */
export function registerGradePassbackWorker(app: FastifyInstance): void {
  const { google } = app.env;
  if (!google.client || google.passbackPollMs === 0) return;
  const cipher = new TokenCipher(google.tokenEncryptionKey);
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sendDueGradePassbacks(app.db, { google, cipher })
      .catch((error) => app.log.error({ err: error }, 'grade passback pass failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, google.passbackPollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
