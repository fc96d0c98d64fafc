import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './context';

/** The X-Server-Name the test env expects (env default). */
export const SERVER_NAME = 'quizset';

/** Signs in `email` and fetches an AI access token (api.md `POST /api/ai/token`). */
export async function aiToken(ctx: TestContext, email: string): Promise<string> {
  const cookie = await ctx.signIn(email);
  const response = await ctx.request({ method: 'POST', url: '/api/ai/token', cookie });
  if (response.statusCode !== 200)
    throw new Error(`token for ${email}: ${response.statusCode} ${response.body}`);
  return response.json().access_token as string;
}

export const aiHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  'x-server-name': SERVER_NAME,
});

/** A JSON AI call with bearer + server name. */
export function aiPost(
  ctx: TestContext,
  token: string,
  path: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.request({
    method: 'POST',
    url: `/api/quiz-builder/generate/${path}`,
    headers: aiHeaders(token),
    payload: payload as object,
  });
}

/** multipart/form-data with text fields (first) and one file field `file`. */
export function aiMultipart(
  file: { name: string; data: Buffer },
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----quizsetai${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /generate/file with bearer + server name; `accept` picks the NDJSON stream. */
export function aiFile(
  ctx: TestContext,
  token: string,
  file: { name: string; data: Buffer },
  fields: Record<string, string> = {},
  accept = 'application/json',
): Promise<LightMyRequestResponse> {
  const body = aiMultipart(file, fields);
  return ctx.request({
    method: 'POST',
    url: '/api/quiz-builder/generate/file',
    headers: { ...aiHeaders(token), ...body.headers, accept },
    payload: body.payload,
  });
}

/** The NDJSON lines of a streamed answer. */
export function ndjsonLines(body: string): Array<Record<string, unknown>> {
  return body
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * `POST /api/ai/tutor/chat` as the player `cookie` of `attemptId`: one user message (`content`,
 * "힌트 줘" by default) about question `quizId`, in Korean.
 */
export function askTutor(
  ctx: TestContext,
  params: { cookie: string; attemptId: string; quizId: string; content?: string },
): Promise<LightMyRequestResponse> {
  return ctx.request({
    method: 'POST',
    url: '/api/ai/tutor/chat',
    cookie: params.cookie,
    payload: {
      attemptId: params.attemptId,
      quizId: params.quizId,
      messages: [{ role: 'user', content: params.content ?? '힌트 줘' }],
      locale: 'ko',
    },
  });
}
