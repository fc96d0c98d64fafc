import { AI_GENERATION_WAIT_MS } from '@quizset/domain';
import { ApiError } from '../../../lib/api-client';
import { TIMEOUT_CODE } from './errors';
import { toCamelKeys, toSnakeKeys } from './keys';
import { AiTokenStore } from './token-store';

/** The deployment name sent as `X-Server-Name` (spec §7; the server's AI_SERVER_NAME). */
export const AI_SERVER_NAME = 'quizset';
export const NDJSON = 'application/x-ndjson';

export interface AiClientOptions {
  fetch?: typeof fetch;
  serverName?: string;
  /** Time the client waits for one AI call (spec §9: the stated wait is 5 minutes). */
  timeoutMs?: number;
  tokens?: AiTokenStore;
}

export interface AiRequest {
  method?: 'GET' | 'POST';
  /** JSON body in camelCase (sent in snake_case) or a FormData (field names as given). */
  body?: unknown;
  signal?: AbortSignal;
  accept?: string;
}

interface ErrorBody {
  error?: { code?: string; message?: string; details?: Array<{ path: string; message: string }> };
}

/**
 * The framework-free client of the AI service (spec §7 "AI server behaviour", api.md "AI"): every
 * call carries the bearer access token and `X-Server-Name`; bodies go out snake_case and answers
 * come back camelCase (keys.ts); a 401 refreshes the token once and retries once; when no token can
 * be had the call fails with AuthExpiredError; a call outlasting `timeoutMs` fails with code
 * ECONNABORTED (spec §8).
 */
export class AiClient {
  readonly tokens: AiTokenStore;
  private readonly fetchImpl: typeof fetch;
  private readonly serverName: string;
  private readonly timeoutMs: number;

  constructor(options: AiClientOptions = {}) {
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    this.serverName = options.serverName ?? AI_SERVER_NAME;
    this.timeoutMs = options.timeoutMs ?? AI_GENERATION_WAIT_MS;
    this.tokens = options.tokens ?? new AiTokenStore(this.fetchImpl);
  }

  /** A call answered with JSON; the answer in camelCase. @throws ApiError (status, code, message). */
  async request<T>(path: string, request: AiRequest = {}): Promise<T> {
    const response = await this.send(path, request);
    const text = await response.text();
    const body: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) throw apiErrorOf(response.status, body);
    return toCamelKeys<T>(body);
  }

  /**
   * A call answered with a raw Response (the NDJSON stream). Non-OK answers are read and thrown as
   * ApiError here, so the caller only ever sees a successful response.
   */
  async stream(path: string, request: AiRequest): Promise<Response> {
    const response = await this.send(path, { ...request, accept: NDJSON });
    if (!response.ok) throw apiErrorOf(response.status, safeJson(await response.text()));
    return response;
  }

  private async send(path: string, request: AiRequest): Promise<Response> {
    const first = await this.attempt(path, request, await this.tokens.get());
    if (first.status !== 401) return first;
    // The token was refused (expired, or the secret changed): one new token, one retry.
    return this.attempt(path, request, await this.tokens.refresh());
  }

  private async attempt(
    path: string,
    request: AiRequest,
    token: { accessToken: string; serviceUrl: string | null },
  ): Promise<Response> {
    const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
    const headers: Record<string, string> = {
      authorization: `Bearer ${token.accessToken}`,
      'x-server-name': this.serverName,
      accept: request.accept ?? 'application/json',
    };
    if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      return await this.fetchImpl(`${token.serviceUrl ?? ''}${path}`, {
        method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
        headers,
        signal,
        credentials: token.serviceUrl ? 'omit' : 'same-origin',
        body:
          request.body === undefined
            ? undefined
            : isForm
              ? (request.body as FormData)
              : JSON.stringify(toSnakeKeys(request.body)),
      });
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      if (timeout.aborted) throw new ApiError(0, TIMEOUT_CODE, 'The AI service did not answer in time');
      throw new ApiError(0, 'NETWORK_ERROR', 'The AI service could not be reached');
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An error answer (api.md envelope, snake_case extras camelCased) → ApiError. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  return new ApiError(
    status,
    error?.code ?? 'HTTP_ERROR',
    error?.message ?? `HTTP ${status}`,
    error?.details ?? [],
    toCamelKeys(body),
  );
}
