import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';
import { z } from 'zod';

/**
 * The request body the fake accepts: the part of the official `openai` SDK's
 * `ChatCompletionCreateParams` our server may send, checked as strictly as the real API checks it
 * (unknown arguments refused, roles and response formats from the SDK's unions, a json_schema name
 * of the allowed characters). The `satisfies`-style check below ties it to the SDK's type, so a
 * change of the SDK's shape breaks the build of the tests, not only the tests.
 */
const messageSchema = z
  .object({
    role: z.enum(['system', 'developer', 'user', 'assistant']),
    content: z.string(),
  })
  .strict();
const responseFormatSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text') }).strict(),
  z.object({ type: z.literal('json_object') }).strict(),
  z
    .object({
      type: z.literal('json_schema'),
      json_schema: z
        .object({
          name: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'json_schema.name: letters, digits, _ and - only'),
          description: z.string().optional(),
          schema: z.record(z.string(), z.unknown()).optional(),
          strict: z.boolean().nullable().optional(),
        })
        .strict(),
    })
    .strict(),
]);
const requestSchema = z
  .object({
    model: z.string().min(1),
    messages: z.array(messageSchema).min(1),
    response_format: responseFormatSchema.optional(),
    stream: z.boolean().nullable().optional(),
    temperature: z.number().min(0).max(2).nullable().optional(),
    max_completion_tokens: z.number().int().positive().nullable().optional(),
  })
  .strict();
type FakeRequest = z.infer<typeof requestSchema>;
// Compile-time tie to the SDK: every body the fake accepts is a body the SDK's type allows.
const asSdkRequest = (body: FakeRequest): ChatCompletionCreateParams => body;
void asSdkRequest;

/**
 * OpenAI's strict structured-output rule: every object lists all its properties as required and
 * allows no others. The real API answers 400 otherwise; so does the fake.
 * @returns the path of the first offending object, or null.
 */
function strictSchemaProblem(schema: unknown, path = '$'): string | null {
  if (!schema || typeof schema !== 'object') return null;
  const node = schema as Record<string, unknown>;
  if (node.type === 'object' && node.properties && typeof node.properties === 'object') {
    const keys = Object.keys(node.properties);
    const required = Array.isArray(node.required) ? node.required : [];
    if (node.additionalProperties !== false) return `${path}: additionalProperties must be false`;
    if (keys.some((key) => !required.includes(key))) return `${path}: every property must be required`;
    for (const key of keys) {
      const problem = strictSchemaProblem(
        (node.properties as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (problem) return problem;
    }
  }
  if (node.items) return strictSchemaProblem(node.items, `${path}[]`);
  for (const list of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(node[list]))
      for (const [index, entry] of (node[list] as unknown[]).entries()) {
        const problem = strictSchemaProblem(entry, `${path}.${list}[${index}]`);
        if (problem) return problem;
      }
  return null;
}

/** One request the fake saw: the parsed JSON body and the headers. */
export interface SeenRequest {
  body: FakeRequest & { messages: Array<{ role: string; content: string }> };
  headers: IncomingMessage['headers'];
}

/** OpenAI's error body (`{ error: { message, type, param, code } }`). */
export const openAiError = (message: string, type: string, code: string | null = null) => ({
  error: { message, type, param: null, code },
});

/** What the fake answers one request with. */
export type Reply =
  | { content: string }
  /** Content computed from the request (e.g. a translation of the texts it carries). */
  | { answer: (body: SeenRequest['body']) => string }
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { delayMs: number; content: string }
  /** Headers, then no body at all (a stalled model). */
  | { stall: 'afterHeaders' }
  /** Headers and the first `bytes` of a real reply, then nothing more (a body that stops half way). */
  | { stall: 'midBody'; content: string; bytes: number }
  /** A reply of about `bytes` bytes: one string field of that size (a flood). */
  | { floodBytes: number };

/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`),
 * answering from a script: each request takes the next reply (the last one repeats). Requests are
 * validated like the real API (see `requestSchema`; a bad one gets 400 `invalid_request_error`), a
 * key can be required (401 `invalid_api_key`, worded as OpenAI words it, echoing part of the key),
 * and errors use OpenAI's error shape. It can also stall, stop mid-body and flood (issue 16 items
 * 10–12). Tests drive the official `openai` client against it.
 */
export class FakeOpenAi {
  readonly seen: SeenRequest[] = [];
  /** Requests refused as invalid, with the reason (a test of ours sending a bad request fails on it). */
  readonly refused: string[] = [];
  private replies: Reply[] = [];
  private server: Server | null = null;
  /** Bytes the last flood wrote before it ended or the client left. */
  floodSent = 0;
  /** When set, requests must carry `Authorization: Bearer <requiredKey>`. */
  requiredKey: string | null = null;
  baseUrl = '';

  script(...replies: Reply[]): void {
    this.replies = replies;
    this.seen.length = 0;
    this.refused.length = 0;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private refuse(response: ServerResponse, status: number, body: unknown, reason: string): void {
    this.refused.push(reason);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
      this.refuse(response, 404, openAiError('Not found', 'invalid_request_error'), 'unknown route');
      return;
    }
    if (this.requiredKey !== null && request.headers.authorization !== `Bearer ${this.requiredKey}`) {
      const given = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const masked = `${given.slice(0, 4)}${'*'.repeat(Math.max(0, given.length - 8))}${given.slice(-4)}`;
      this.refuse(
        response,
        401,
        openAiError(
          `Incorrect API key provided: ${masked}. You can find your API key at https://platform.openai.com/account/api-keys.`,
          'invalid_request_error',
          'invalid_api_key',
        ),
        'bad key',
      );
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      this.refuse(
        response,
        400,
        openAiError('We could not parse the JSON body', 'invalid_request_error'),
        'json',
      );
      return;
    }
    const parsed = requestSchema.safeParse(json);
    const schemaProblem =
      parsed.success && parsed.data.response_format?.type === 'json_schema'
        ? parsed.data.response_format.json_schema.strict
          ? strictSchemaProblem(parsed.data.response_format.json_schema.schema)
          : null
        : null;
    if (!parsed.success || schemaProblem) {
      const reason =
        schemaProblem ??
        parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') ??
        '';
      this.refuse(response, 400, openAiError(`Invalid request: ${reason}`, 'invalid_request_error'), reason);
      return;
    }
    this.seen.push({ body: parsed.data, headers: request.headers });
    const reply = this.replies.length > 1 ? (this.replies.shift() as Reply) : (this.replies[0] as Reply);
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify(reply.body ?? openAiError('The server had an error', 'server_error')));
      return;
    }
    if ('stall' in reply) {
      response.writeHead(200, {
        'content-type': parsed.data.stream ? 'text/event-stream' : 'application/json',
      });
      response.flushHeaders();
      if (reply.stall === 'midBody') {
        const whole = parsed.data.stream
          ? this.streamBody(reply.content)
          : JSON.stringify(this.completion(reply.content));
        response.write(whole.slice(0, reply.bytes));
      }
      return; // and never end: the client must give up by itself
    }
    if ('floodBytes' in reply) {
      await this.flood(response, reply.floodBytes, parsed.data.stream === true);
      return;
    }
    if ('delayMs' in reply) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    const content = 'answer' in reply ? reply.answer(parsed.data as SeenRequest['body']) : reply.content;
    if (parsed.data.stream) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(this.streamBody(content));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(this.completion(content)));
  }

  /** A chat.completion object around `content`, as the API sends it. */
  private completion(content: string) {
    return {
      id: `chatcmpl-${this.seen.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: this.seen.at(-1)?.body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    };
  }

  private chunk(delta: Record<string, string>, finish: string | null): string {
    return `data: ${JSON.stringify({ id: `chatcmpl-${this.seen.length}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: this.seen.at(-1)?.body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  }

  /** Server-sent events: one chunk a word, then the stop chunk and [DONE], as the API sends. */
  private streamBody(content: string): string {
    const words = content.split(/(?<=\s)/u).map((word) => this.chunk({ content: word }, null));
    return `${words.join('')}${this.chunk({}, 'stop')}data: [DONE]\n\n`;
  }

  /** About `bytes` of reply, written in 64 kB pieces as the socket drains; stops if the client leaves. */
  private async flood(response: ServerResponse, bytes: number, stream: boolean): Promise<void> {
    response.writeHead(200, { 'content-type': stream ? 'text/event-stream' : 'application/json' });
    const piece = stream ? this.chunk({ content: 'x'.repeat(60_000) }, null) : 'x'.repeat(65_536);
    if (!stream)
      response.write(
        '{"id":"chatcmpl-flood","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"',
      );
    this.floodSent = 0;
    for (; this.floodSent < bytes && !response.destroyed; this.floodSent += piece.length) {
      if (!response.write(piece))
        // Whichever comes first ends the wait, and both listeners go: a 'close' listener left per
        // pause piled up to the MaxListenersExceededWarning of the server tests.
        await new Promise<void>((resolve) => {
          const done = () => {
            response.off('drain', done);
            response.off('close', done);
            resolve();
          };
          response.once('drain', done);
          response.once('close', done);
        });
    }
    if (response.destroyed) return;
    response.end(stream ? `${this.chunk({}, 'stop')}data: [DONE]\n\n` : '"},"finish_reason":"stop"}]}');
  }
}

/** Model output `{ items: [...] }` as the structured-output content string. */
export const itemsReply = (...items: object[]): Reply => ({ content: JSON.stringify({ items }) });

/** A valid item in the structured-output shape (every field present). */
export function modelItem(
  question: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    question,
    type: 'subjective',
    options: [],
    answer: ['answer'],
    comment: null,
    page: null,
    quote: null,
    ...overrides,
  };
}
