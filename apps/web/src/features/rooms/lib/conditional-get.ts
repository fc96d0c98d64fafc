import { ApiError } from '../../../lib/api-client';

/** The last answer of a polled URL and its entity tag. */
export interface Validated<T> {
  etag: string | null;
  data: T;
}

/**
 * A GET that revalidates (issue 15 "Live results": a poll of unchanged results costs a 304, no body):
 * sends `If-None-Match` with `previous.etag`, returns `previous` on 304, else the new `{ data }` body and
 * its `ETag`. Failures throw ApiError like `apiRequest` (status 0 `NETWORK_ERROR` when unreachable).
 * `cache: 'no-store'`: the browser's own cache must not answer for the server.
 */
export async function conditionalGet<T>(
  path: string,
  previous: Validated<T> | undefined,
  signal?: AbortSignal,
): Promise<Validated<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      signal,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: previous?.etag ? { 'if-none-match': previous.etag } : undefined,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached');
  }
  if (response.status === 304 && previous) return previous;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = (parsed as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? response.statusText,
      [],
      parsed,
    );
  }
  return { etag: response.headers.get('etag'), data: (parsed as { data: T }).data };
}
