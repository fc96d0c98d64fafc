import type { TutorMessage } from '@quizset/domain';

/** Why a tutor request failed: the status (0 = unreachable) and the server's message when it sent one. */
export class TutorError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TutorError';
  }
}

/**
 * `POST /api/ai/tutor/chat` (api.md "AI"): sends the conversation and calls `onDelta` with each piece
 * of the reply as the server-sent events arrive; resolves with the whole reply.
 * @throws TutorError on a refusal (its envelope), a stream `error` event, or no connection.
 */
export async function askTutor(
  body: { attemptId: string; quizId: string; messages: TutorMessage[]; locale: 'ko' | 'en' },
  onDelta: (piece: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/ai/tutor/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new TutorError(0, '');
  }
  if (!response.ok || !response.body) {
    const parsed = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new TutorError(response.status, parsed?.error?.message ?? '');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let reply = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const dataLine = block.split('\n').find((line) => line.startsWith('data: '));
      if (!dataLine) continue;
      const data = JSON.parse(dataLine.slice(6)) as { delta?: string; done?: boolean; message?: string };
      if (block.startsWith('event: error')) throw new TutorError(503, data.message ?? '');
      if (data.delta) {
        reply += data.delta;
        onDelta(data.delta);
      }
    }
  }
  return reply;
}
