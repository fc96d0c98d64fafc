import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../env';
import { AppError, msg } from '../lib/app-error';

export const TEMPLATE_ASSETS_DIR = path.join(SERVER_ROOT, 'assets/templates');

// Images are shown inline; every other stored upload (materials) is a download.
const INLINE_TYPES = new Set(['.webp', '.png', '.jpg', '.jpeg']);

/**
 * Static files: template thumbnails (`/static/templates/*.svg`), uploads (`/uploads/*`) and the
 * built web app with SPA fallback (non-/api GETs → index.html) when WEB_DIST_DIR exists.
 *
 * Uploads are served so they can never run as a page (issue 3 "Server"): `nosniff`, a CSP that
 * allows nothing, and `attachment` for anything that is not an image.
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  const { env } = app;
  const hasWeb = existsSync(path.join(env.webDistDir, 'index.html'));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: env.webDistDir,
      prefix: '/',
      wildcard: true,
      setHeaders: (res, filePath) => {
        // Hashed assets are immutable; index.html must be revalidated so deploys take effect.
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  await app.register(fastifyStatic, {
    root: TEMPLATE_ASSETS_DIR,
    prefix: '/static/templates/',
    decorateReply: !hasWeb,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // An SVG opened directly must not run script even though ours contain none.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });

  await app.register(fastifyStatic, {
    root: env.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    setHeaders: (res, filePath) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (!INLINE_TYPES.has(path.extname(filePath).toLowerCase()))
        res.setHeader('Content-Disposition', 'attachment');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/static/');
    if (hasWeb && isPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', env.webDistDir);
    }
    throw new AppError('NOT_FOUND', msg('server.notFound'));
  });
}
