import { AiClient, aiGenerateApi } from '../api';

type AiApi = ReturnType<typeof aiGenerateApi>;
let api: AiApi | null = null;

/** The page's one AI client (one token cache) over the eight generate calls (spec §7). */
export function aiApi(): AiApi {
  api ??= aiGenerateApi(new AiClient());
  return api;
}

/** Forgets the client and its token (tests; a sign-out). */
export function resetAiApi(): void {
  api = null;
}
