import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { frameableBy } from '../../plugins/security-headers';
import { webCacheControl } from '../../plugins/static-files';

/**
 * The web app's `/google-classroom/*` pages, served so that Google Classroom may frame them
 * (classroom.md "Security expectations": `frame-ancestors https://classroom.google.com`, or
 * CLASSROOM_FRAME_ANCESTORS; no X-Frame-Options); every other page keeps `frame-ancestors 'none'`. Later pages reached inside the
 * iframe (the quiz page, the builder) are client-side navigations of the same framed document.
 * Registered after the static files (it uses their `sendFile`); nothing when the web app is not built.
 */
export async function classroomPageRoutes(app: FastifyInstance): Promise<void> {
  const { webDistDir } = app.env;
  if (!existsSync(path.join(webDistDir, 'index.html'))) return;
  app.get(
    '/google-classroom/*',
    { schema: { hide: true }, config: frameableBy(app.env.google.frameAncestors, { keepOpener: true }) },
    (_request, reply) => {
      reply.header('Cache-Control', webCacheControl('index.html'));
      return reply.sendFile('index.html', webDistDir);
    },
  );
}
