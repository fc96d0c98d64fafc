import type { AiEnv } from '../../../env';
import { createEmbeddedProvider } from './embedded/embedded-provider';
import { createOpenAiProvider, type OpenAiConfig } from './openai/openai-provider';
import { stderrLog, type UpstreamLog } from './openai/upstream-errors';
import type { AiProvider } from './provider';

/** Which provider to build, as plain data (it travels to worker threads and BullMQ workers). */
export type ProviderConfig = { kind: 'embedded' } | { kind: 'openai'; openai: OpenAiConfig };

/** The provider configuration of the environment (AI_PROVIDER and the AI_* variables of env.ts). */
export function providerConfigFromEnv(ai: AiEnv): ProviderConfig {
  if (ai.provider === 'embedded' || !ai.openai.model) return { kind: 'embedded' };
  return {
    kind: 'openai',
    openai: {
      baseUrl: ai.openai.baseUrl,
      apiKey: ai.openai.apiKey,
      model: ai.openai.model,
      requestTimeoutMs: ai.requestTimeoutMs,
      maxRetries: ai.maxRetries,
      chunkChars: ai.chunkChars,
    },
  };
}

/**
 * The one place a provider is chosen (issue 9 "providers behind one interface"). `log` receives the
 * upstream failures (issue 16 item 12): the app's pino logger in the API and the AI service; a worker
 * thread's forwards them to it (jobs/thread-task.ts). Without one they go to stderr as pino JSON lines.
 */
export function createProvider(config: ProviderConfig, log: UpstreamLog = stderrLog): AiProvider {
  return config.kind === 'openai' ? createOpenAiProvider(config.openai, log) : createEmbeddedProvider();
}
