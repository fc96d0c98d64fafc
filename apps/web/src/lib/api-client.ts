/**
 * The one fetch wrapper of the web app (api.md "Conventions"). Success bodies are `{ data, … }`;
 * failures throw ApiError carrying the contract's `code`, `message` and `details`, or code
 * `NETWORK_ERROR` (status 0) when the server cannot be reached.
 */
export interface ApiErrorDetail {
  path: string;
  /** The quiz set form field, when it differs from the payload `path` (e.g. `gradeId`). */
  field?: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ApiErrorDetail[] = [],
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ApiErrorListener = (error: ApiError) => void;
const listeners = new Set<ApiErrorListener>();

/**
 * Hears every ApiError any call throws (e.g. INVALID_USER_MEMBERTYPE, spec §8, which sends the user
 * to /sign-up/type from any page). Returns the unsubscribe.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached');
  }
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (parsed as { error?: { code?: string; message?: string; details?: ApiErrorDetail[] } })
      ?.error;
    const failure = new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? response.statusText,
      error?.details ?? [],
      parsed,
    );
    for (const listener of listeners) listener(failure);
    throw failure;
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
