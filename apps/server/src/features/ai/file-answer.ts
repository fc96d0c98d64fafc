import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localize } from '../../lib/app-error';
import { localeFromAcceptLanguage } from '../../lib/locale';
import { jobProblemError } from './ai-errors';
import type { FileJobOutcome } from './jobs/file-job';
import type { JobEvent, JobHandle } from './jobs/job-events';
import { snakeizeKeys } from './wire';

/** The media type of the progress stream (one JSON object a line). */
export const NDJSON = 'application/x-ndjson';

function answerOf(outcome: FileJobOutcome & { ok: true }) {
  return {
    questions: outcome.questions,
    sourceLength: outcome.sourceLength,
    usedSourceLength: outcome.usedSourceLength,
  };
}

/**
 * Answers a file job (api.md "AI" `/generate/file`). Plain JSON by default: the final
 * `{ questions, source_length, used_source_length }` or the error with its status. With
 * `Accept: application/x-ndjson` the answer streams one snake_case JSON object a line:
 * `{type:"job", job_id}`, `{type:"progress", phase:"reading", pages_read, page_count}` …
 * `{type:"progress", phase:"writing", questions_written, question_count}`, then
 * `{type:"result", questions, source_length, used_source_length}` or
 * `{type:"error", status, error:{code, message, …}}`. The stream starts only after the first event,
 * so refusals found on opening the file (415/423/413 pages) still come back as HTTP statuses.
 */
export async function sendJobAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: JobHandle,
): Promise<unknown> {
  const iterator = handle.events[Symbol.asyncIterator]();
  const first = (await iterator.next()).value as JobEvent;
  const wantsStream = (request.headers.accept ?? '').includes(NDJSON);
  if (!wantsStream || first.type === 'done') {
    let event = first;
    while (event.type !== 'done') event = (await iterator.next()).value as JobEvent;
    if (!event.outcome.ok) throw jobProblemError(event.outcome.problem);
    if (!wantsStream) return snakeizeKeys(answerOf(event.outcome));
  }
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  const stream = new PassThrough();
  const write = (line: unknown) => stream.write(`${JSON.stringify(snakeizeKeys(line))}\n`);
  const writeEvent = (event: JobEvent) => {
    if (event.type === 'progress') return write({ type: 'progress', ...event.progress });
    if (event.outcome.ok) return write({ type: 'result', ...answerOf(event.outcome) });
    const error = jobProblemError(event.outcome.problem);
    const { details: _details, ...extra } = error.extra;
    return write({
      type: 'error',
      status: error.statusCode,
      error: { code: error.code, message: localize(error.localizable, locale), ...extra },
    });
  };
  write({ type: 'job', jobId: handle.id });
  writeEvent(first);
  void (async () => {
    try {
      if (first.type !== 'done') {
        for (let next = await iterator.next(); !next.done; next = await iterator.next())
          writeEvent(next.value);
      }
    } finally {
      stream.end();
    }
  })();
  return reply
    .header('content-type', `${NDJSON}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
