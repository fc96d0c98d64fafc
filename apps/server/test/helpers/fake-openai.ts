import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake server saw: the parsed JSON body and the headers. */
export interface SeenRequest {
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean } };
    stream?: boolean;
  };
  headers: IncomingMessage['headers'];
}

/** What the fake answers one request with. */
export type Reply =
  | { content: string }
  /** Content computed from the request (e.g. a translation of the texts it carries). */
  | { answer: (body: SeenRequest['body']) => string }
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { delayMs: number; content: string };

/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`),
 * answering from a script: each request takes the next reply (the last one repeats). Tests drive
 * the official `openai` client against it (issue 9: malformed output, 429 then success, timeouts).
 */
export class FakeOpenAi {
  readonly seen: SeenRequest[] = [];
  private replies: Reply[] = [];
  private server: Server | null = null;
  baseUrl = '';

  script(...replies: Reply[]): void {
    this.replies = replies;
    this.seen.length = 0;
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

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    this.seen.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: request.headers });
    const reply = this.replies.length > 1 ? (this.replies.shift() as Reply) : (this.replies[0] as Reply);
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(
        JSON.stringify(reply.body ?? { error: { message: 'scripted failure', type: 'server_error' } }),
      );
      return;
    }
    if ('delayMs' in reply) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    const content = 'answer' in reply ? reply.answer(this.seen.at(-1)!.body) : reply.content;
    if (this.seen.at(-1)?.body.stream) {
      // Streaming (the tutor chat): one chunk a word, then the stop chunk and [DONE], as the API sends.
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: Record<string, string>, finish: string | null) =>
        `data: ${JSON.stringify({ id: `chatcmpl-${this.seen.length}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: this.seen.at(-1)?.body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      for (const word of content.split(/(?<=\s)/u)) response.write(chunk({ content: word }, null));
      response.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${this.seen.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: this.seen.at(-1)?.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
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
