import { PassThrough } from 'node:stream';
import type { Locale } from '@quizset/domain';
import type { FastifyReply } from 'fastify';
import { AppError, localize, msg } from '../../lib/app-error';

/**
 * Sends the tutor's reply as server-sent events (api.md `POST /api/ai/tutor/chat`):
 * `data: {"delta":"…"}` per piece, then `data: {"done":true}`; a failure after the first piece is
 * `event: error` with `{code, message}` (spec §8 "AI tutor chat error": the panel offers a retry).
 * A failure before the first piece keeps its HTTP status (the envelope), like any refusal.
 */
export async function sendTutorStream(
  reply: FastifyReply,
  pieces: AsyncIterable<string>,
  locale: Locale,
): Promise<unknown> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  const stream = new PassThrough();
  const send = (data: unknown, event?: string) =>
    stream.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
  if (!first.done) send({ delta: first.value });
  void (async () => {
    try {
      if (!first.done)
        for (let next = await iterator.next(); !next.done; next = await iterator.next())
          send({ delta: next.value });
      send({ done: true });
    } catch (error) {
      const problem =
        error instanceof AppError ? error : new AppError('UPSTREAM_UNAVAILABLE', msg('ai.upstream'));
      send({ code: problem.code, message: localize(problem.localizable, locale) }, 'error');
    } finally {
      stream.end();
    }
  })();
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
