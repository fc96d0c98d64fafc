import { AuthExpiredError } from './errors';

/** An AI access token with the service it is for (api.md `POST /api/ai/token`). */
export interface AiToken {
  accessToken: string;
  /** Epoch ms after which the token is not used any more (a little before it really expires). */
  expiresAt: number;
  /** Origin of a separately running AI service; null = same origin. */
  serviceUrl: string | null;
}

/** Tokens are renewed this long before they expire, so a request never leaves with a dying one. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * Fetches and caches the AI access token (spec §7 "AI server behaviour"). `get()` returns the cached
 * token while it is fresh; `refresh()` always asks the API again. Concurrent callers share one
 * request. When the API issues no token (401: the session is gone) the caller gets
 * AuthExpiredError, the "authentication expired, log in again" of spec §8.
 */
export class AiTokenStore {
  private token: AiToken | null = null;
  private pending: Promise<AiToken> | null = null;

  constructor(
    private readonly fetchImpl: typeof fetch,
    private readonly tokenUrl = '/api/ai/token',
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<AiToken> {
    if (this.token && this.token.expiresAt > this.now()) return this.token;
    return this.refresh();
  }

  refresh(): Promise<AiToken> {
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  clear(): void {
    this.token = null;
  }

  private async fetchToken(): Promise<AiToken> {
    this.token = null;
    let response: Response;
    try {
      response = await this.fetchImpl(this.tokenUrl, { method: 'POST', credentials: 'same-origin' });
    } catch {
      throw new AuthExpiredError();
    }
    if (!response.ok) throw new AuthExpiredError();
    const body = (await response.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
      service_url?: string | null;
    } | null;
    if (!body?.access_token) throw new AuthExpiredError();
    const lifetime = Math.max(0, (body.expires_in ?? 0) * 1000 - EXPIRY_MARGIN_MS);
    this.token = {
      accessToken: body.access_token,
      expiresAt: this.now() + lifetime,
      serviceUrl: body.service_url ?? null,
    };
    return this.token;
  }
}
