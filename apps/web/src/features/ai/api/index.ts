export { AI_SERVER_NAME, AiClient, type AiClientOptions } from './ai-client';
export * from './errors';
export { checkAiFile } from './file-check';
export { aiGenerateApi, readFileJobStream } from './generate';
export { toCamelKeys, toSnakeKeys } from './keys';
export { type AiToken, AiTokenStore } from './token-store';
export type * from './types';
