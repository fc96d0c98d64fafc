import type {
  AiAnswerListRequest,
  AiChoice,
  AiChoiceListRequest,
  AiGenerationOptions,
  AiQueryRequest,
  AiSimilarAnswerRequest,
  AiSimilarPromptRequest,
  AiSimilarQuizRequest,
  AiSingleAnswerRequest,
} from '@quizset/domain';
import { type AiClient, apiErrorOf } from './ai-client';
import { toCamelKeys, toSnakeKeys } from './keys';
import type { AiCapabilities, AiFileProgress, AiGeneration, AiItem } from './types';

const GENERATE = '/api/quiz-builder/generate';

type Input<T> = Partial<T> & Pick<T, Extract<keyof T, 'question' | 'quizQuery' | 'referenceAnswer'>>;

/** The eight generate calls of spec §7 and the capabilities call, over one AiClient. */
export function aiGenerateApi(client: AiClient) {
  return {
    capabilities: () =>
      client.request<{ data: AiCapabilities }>('/api/ai/capabilities').then((body) => body.data),
    fromQuery: (request: Input<AiQueryRequest>, signal?: AbortSignal) =>
      client.request<AiGeneration>(`${GENERATE}/query`, { body: request, signal }),
    similarQuiz: (request: Input<AiSimilarQuizRequest>, signal?: AbortSignal) =>
      client.request<{ questions: AiItem[] }>(`${GENERATE}/similar-quiz`, { body: request, signal }),
    similarQuizPrompts: (request: Input<AiSimilarPromptRequest>, signal?: AbortSignal) =>
      client.request<{ prompts: string[] }>(`${GENERATE}/get-similar-quiz-prompt`, { body: request, signal }),
    choiceList: (request: Input<AiChoiceListRequest>, signal?: AbortSignal) =>
      client.request<AiChoice[]>(`${GENERATE}/choice-list`, { body: request, signal }),
    subjectiveAnswerList: (request: Input<AiAnswerListRequest>, signal?: AbortSignal) =>
      client.request<Array<{ text: string }>>(`${GENERATE}/subjective-answer-list`, {
        body: request,
        signal,
      }),
    singleSubjectiveAnswer: (request: Input<AiSingleAnswerRequest>, signal?: AbortSignal) =>
      client.request<{ text: string }>(`${GENERATE}/single-subjective-answer`, { body: request, signal }),
    singleSubjectiveSimilarAnswer: (request: Input<AiSimilarAnswerRequest>, signal?: AbortSignal) =>
      client.request<{ text: string }>(`${GENERATE}/single-subjective-similar-answer`, {
        body: request,
        signal,
      }),
    /**
     * `/generate/file` with progress (api.md "AI"): multipart (options in snake_case first, then the
     * file), answered as an NDJSON stream of progress events ending in the result or an error,
     * which is thrown as ApiError with the status the server gave it.
     */
    fromFile: async (
      file: Blob & { name?: string },
      options: Partial<AiGenerationOptions>,
      {
        onProgress,
        onJob,
        signal,
      }: {
        onProgress?: (progress: AiFileProgress) => void;
        onJob?: (jobId: string) => void;
        signal?: AbortSignal;
      } = {},
    ): Promise<AiGeneration> => {
      const form = new FormData();
      for (const [key, value] of Object.entries(toSnakeKeys<Record<string, unknown>>(options)))
        if (value !== undefined) form.append(key, String(value));
      form.append('file', file, file.name ?? 'file');
      const response = await client.stream(`${GENERATE}/file`, { body: form, signal });
      return readFileJobStream(response, onProgress, onJob);
    },
    /** Watches a file job again after a dropped connection (same stream as `fromFile`). */
    resumeFileJob: async (
      jobId: string,
      onProgress?: (progress: AiFileProgress) => void,
      signal?: AbortSignal,
    ) =>
      readFileJobStream(
        await client.stream(`${GENERATE}/file/jobs/${encodeURIComponent(jobId)}`, { method: 'GET', signal }),
        onProgress,
      ),
  };
}

type StreamLine =
  | ({ type: 'progress' } & AiFileProgress)
  | ({ type: 'result' } & AiGeneration)
  | { type: 'job'; jobId: string }
  | { type: 'error'; status: number; error: { code?: string; message?: string } };

/** Reads the NDJSON lines of a file job: progress to `onProgress`, the result returned, an error thrown. */
export async function readFileJobStream(
  response: Response,
  onProgress?: (progress: AiFileProgress) => void,
  onJob?: (jobId: string) => void,
): Promise<AiGeneration> {
  if (!response.body) throw apiErrorOf(502, undefined);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (true) {
    const { value, done } = await reader.read();
    buffer += value ?? '';
    const lines = buffer.split('\n');
    buffer = done ? '' : (lines.pop() ?? '');
    for (const text of lines) {
      if (!text.trim()) continue;
      const line = toCamelKeys<StreamLine>(JSON.parse(text));
      if (line.type === 'job') onJob?.(line.jobId);
      else if (line.type === 'progress') {
        const { type: _type, ...progress } = line;
        onProgress?.(progress as AiFileProgress);
      } else if (line.type === 'result') {
        const { type: _type, ...generation } = line;
        return generation as AiGeneration;
      } else if (line.type === 'error') throw apiErrorOf(line.status, { error: line.error });
    }
    if (done) break;
  }
  throw apiErrorOf(502, { error: { code: 'STREAM_ENDED', message: 'The AI answer ended early' } });
}
