import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

const MULTIPART = 'multipart/form-data';

/**
 * Accepts a multipart/form-data body on every route without reading it (issue 20 item 2), as
 * @fastify/multipart's own parser does on a route that never asks for the parts: a JSON route sent a
 * multipart body keeps answering its validation error (400 VALIDATION_FAILED) rather than 415. The
 * plugin itself is registered only where files are read (`useMultipart`), so its per-request hooks
 * (an onRequest listener and an onResponse clean-up) no longer run on every route, answers included.
 */
export function registerMultipartPassThrough(app: FastifyInstance): void {
  app.addContentTypeParser(MULTIPART, (_request, _payload, done) => done(null));
}

/**
 * Registers @fastify/multipart in `app`, an encapsulated plugin of routes that take files (uploads,
 * the import, the AI file call): its request decorators and hooks apply to those routes only. The
 * readers pass their own limits to `request.file` (read-upload.ts, read-ai-upload.ts); `limits` is
 * the fallback. Replaces the pass-through parser an outer context registered.
 */
export async function useMultipart(
  app: FastifyInstance,
  limits: { fileSize: number; files: number; fields: number; parts: number },
): Promise<void> {
  if (app.hasContentTypeParser(MULTIPART)) app.removeContentTypeParser(MULTIPART);
  await app.register(multipart, { limits });
}
