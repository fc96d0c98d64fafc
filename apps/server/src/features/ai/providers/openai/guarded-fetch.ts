/**
 * The `fetch` the openai client is given (issue 16 items 10–11): the SDK's own `timeout` stops at the
 * response headers, so a model that sends headers and then nothing (or a body that stops half way)
 * would hold a request for ever, and a 60 MB reply would be read whole. This fetch wraps the body:
 * each read must bring bytes within `idleMs` (else `ModelStalledError`), and the body may not
 * exceed `maxBytes` (else `ModelReplyTooLargeError`, before the bytes are kept). The total deadline
 * of a call is the caller's `signal` (one per model call), which aborts the body as well.
 */

/** The body stopped coming for longer than the idle limit. */
export class ModelStalledError extends Error {
  constructor(idleMs: number) {
    super(`the model's reply stalled for ${idleMs} ms`);
    this.name = 'ModelStalledError';
  }
}

/** The body was larger than the cap (declared or counted). */
export class ModelReplyTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`the model's reply exceeded ${maxBytes} bytes`);
    this.name = 'ModelReplyTooLargeError';
  }
}

export interface BodyLimits {
  /** Longest wait for the next piece of the body (ms). */
  idleMs: number;
  /** Largest body accepted (bytes). */
  maxBytes: number;
}

type Fetch = typeof globalThis.fetch;

/** A fetch whose response bodies obey `limits` (see the module comment). */
export function guardedFetch(limits: BodyLimits, base: Fetch = globalThis.fetch): Fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (!response.body) return response;
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > limits.maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new ModelReplyTooLargeError(limits.maxBytes);
    }
    const reader = response.body.getReader();
    let received = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        let timer: NodeJS.Timeout | undefined;
        const stalled = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ModelStalledError(limits.idleMs)), limits.idleMs);
        });
        try {
          const next = await Promise.race([reader.read(), stalled]);
          if (next.done) {
            controller.close();
            return;
          }
          received += next.value.byteLength;
          if (received > limits.maxBytes) throw new ModelReplyTooLargeError(limits.maxBytes);
          controller.enqueue(next.value);
        } catch (error) {
          await reader.cancel().catch(() => undefined);
          controller.error(error);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
