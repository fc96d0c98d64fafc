import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PLAYER_LANGUAGES_FILE, type PlayerLanguages } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../env';
import { AppError, msg } from '../lib/app-error';
import { preferredLanguage } from '../lib/locale';

/** Seeded art: map template thumbnails (`templates/`) and AI tutor avatars (`tutors/`). */
export const STATIC_ASSETS_DIR = path.join(SERVER_ROOT, 'assets');
export const TEMPLATE_ASSETS_DIR = path.join(STATIC_ASSETS_DIR, 'templates');

// Images are shown inline with the uploads' CSP; learning-material PDFs are shown inline too (spec §3
// "Material", issue 8: "opens in a new tab"), with their own policy; anything else is a download.
const INLINE_IMAGE_TYPES = new Set(['.webp', '.png', '.jpg', '.jpeg']);

/** The CSP of every stored upload but a PDF: nothing may load, and the document is sandboxed. */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

/**
 * The CSP of a stored learning-material PDF, served inline. `sandbox` (no flags: an opaque origin,
 * no script, no forms, no popups) is kept: Chromium 156's built-in viewer still renders the PDF under
 * it (checked in Debian's Chromium with the 14-page corpus PDF: the viewer extension frame and every
 * page draw), because the viewer runs in its own extension origin, not under the PDF's policy. The
 * document may not be framed (`frame-ancestors 'none'`) nor set a base or post a form.
 */
export const MATERIAL_PDF_CSP =
  "sandbox; default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers a stored upload is served with, by its extension (images keep theirs, issue 3). */
export function uploadHeaders(filePath: string): Record<string, string> {
  const extension = path.extname(filePath).toLowerCase();
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOAD_CSP,
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
  if (extension === '.pdf') {
    headers['Content-Type'] = 'application/pdf';
    headers['Content-Disposition'] = 'inline';
    headers['Content-Security-Policy'] = MATERIAL_PDF_CSP;
  } else if (!INLINE_IMAGE_TYPES.has(extension)) headers['Content-Disposition'] = 'attachment';
  return headers;
}

/** Cache-Control of a built web file: content-hashed assets never change; the rest is revalidated. */
export function webCacheControl(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * The `Link` header of the player's page (issue 20, "/play/{hash} cold: first question answerable
 * < 1.5 s"): preloads of the two requests the player's first render waits on, `GET /api/rooms/{hash}`
 * and `GET /api/users/me`. The browser asks for them as soon as the page's headers arrive, instead of
 * after the player's code has arrived and run (about a second on a 4× slower CPU); the player's own
 * fetch() (same URL, cors mode, same-origin credentials: `crossorigin`) takes the preloaded answer.
 * The room's URL is built as the player builds it (features/play/api.ts: the decoded path segment,
 * encoded again); a segment that does not decode gets no room preload (the player reports it).
 * @param pathname the page's path, `/play/{entryMapHashId}[/...]`
 */
export function playerPreloadLinks(pathname: string, messageFiles: readonly string[] = []): string {
  const links = ['</api/users/me>; rel=preload; as=fetch; crossorigin'];
  try {
    const id = encodeURIComponent(decodeURIComponent(pathname.split('/')[2] ?? ''));
    links.unshift(`</api/rooms/${id}>; rel=preload; as=fetch; crossorigin`);
  } catch {
    // Not a decodable segment (URIError): nothing to preload for the room.
  }
  // The player's code imports them (modules, cors mode, same-origin credentials: `crossorigin`).
  for (const file of messageFiles) links.push(`</${file}>; rel=modulepreload; crossorigin`);
  return links.join(', ');
}

/** Reads the build's PlayerLanguages; null when the build has none or it does not parse (no preload then). */
export function readPlayerLanguages(webDistDir: string): PlayerLanguages | null {
  try {
    const parsed = JSON.parse(
      readFileSync(path.join(webDistDir, PLAYER_LANGUAGES_FILE), 'utf8'),
    ) as PlayerLanguages;
    return typeof parsed.fallbackLanguage === 'string' && typeof parsed.languages === 'object'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/**
 * The player's language messages to preload with /play/{hash} (issue 20, "/play/{hash} cold: first
 * question answerable < 1.5 s"): the player's first render waits for them, and the script that asks
 * for them in the page (build-tools/route-preload.ts `playerPreload`) runs only once the main thread
 * is free, 0.3–0.6 s in on a 4× slower CPU. The language is the one the player will most likely pick
 * (lib/i18n-setup.ts: the reader's stored choice, then the browser's languages, then `<html lang>`):
 * the one `Accept-Language` prefers of those the player has (lib/locale.ts), else the fallback. The stored choice is not
 * sent: when it differs, the page's script still asks for the right ones (a few kB spent in vain).
 */
export function likelyPlayerMessages(acceptLanguage: string | undefined, player: PlayerLanguages): string[] {
  const language = preferredLanguage(acceptLanguage, Object.keys(player.languages), player.fallbackLanguage);
  return player.languages[language] ?? [];
}

/**
 * The `Link` header of the builder's page, `/build` (issue 20, "/build cold: map picker usable
 * < 1.8 s"): preloads of the two requests its first render waits on (lib/use-build-init.ts),
 * `GET /api/quiz-builder/build-data` and `GET /api/users/me`. Without it they start only once the
 * app's entry and the page's chunk have arrived and run, about a second after navigation on a 4×
 * slower CPU; with it they run on the server while that code loads. Same URLs, cors mode and
 * same-origin credentials as the app's fetch() (`crossorigin`), so it takes the preloaded answers.
 * Signed out, both answer 401 as the app's own requests would.
 */
export const BUILDER_PRELOAD_LINKS =
  '</api/quiz-builder/build-data>; rel=preload; as=fetch; crossorigin, </api/users/me>; rel=preload; as=fetch; crossorigin';

/** Whether a page path is the builder's (`/build`, with or without a trailing slash; any query). */
function isBuilderPath(pathname: string): boolean {
  return pathname === '/build' || pathname === '/build/';
}

/**
 * Static files: template thumbnails and tutor avatars (`/static/{templates,tutors}/*.svg`), uploads (`/uploads/*`) and the
 * built web app with SPA fallback (non-/api GETs → index.html) when WEB_DIST_DIR exists.
 *
 * The web app (issue 6 "Serving"): the `.br` / `.gz` files written at build time are sent by
 * Accept-Encoding (`preCompressed`), hashed assets are `immutable` for a year and index.html is
 * `no-cache`. `cacheControl: false` because @fastify/static would otherwise overwrite the header
 * set here with its own `max-age=0`.
 *
 * Uploads are served so they can never run as a page (issue 3 "Server"): `nosniff`, a sandboxing CSP
 * that allows nothing, images and learning-material PDFs inline (uploadHeaders), anything else as
 * an `attachment`.
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  const { env } = app;
  const hasWeb = existsSync(path.join(env.webDistDir, 'index.html'));
  const hasPlayer = existsSync(path.join(env.webDistDir, 'play.html'));
  const playerLanguages = hasPlayer ? readPlayerLanguages(env.webDistDir) : null;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: env.webDistDir,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', webCacheControl(filePath));
        // The player's page carries the likely language's messages in its Link header (likelyPlayerMessages).
        res.setHeader(
          'Vary',
          path.basename(filePath) === 'play.html' ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
        );
      },
    });
  }

  await app.register(fastifyStatic, {
    root: STATIC_ASSETS_DIR,
    prefix: '/static/',
    decorateReply: !hasWeb,
    cacheControl: false,
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
    cacheControl: false,
    setHeaders: (res, filePath) => {
      for (const [name, value] of Object.entries(uploadHeaders(filePath))) res.setHeader(name, value);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/static/');
    // The player has its own small entry (issue 10: /play/{hash} first load ≤ 150 kB gzip).
    if (hasWeb && isPage && hasPlayer && url.startsWith('/play/')) {
      const messages = playerLanguages
        ? likelyPlayerMessages(request.headers['accept-language'], playerLanguages)
        : [];
      reply.header('Link', playerPreloadLinks(url.split('?')[0] ?? url, messages));
      return reply.sendFile('play.html', env.webDistDir);
    }
    if (hasWeb && isPage) {
      if (isBuilderPath(url.split('?')[0] ?? url)) reply.header('Link', BUILDER_PRELOAD_LINKS);
      return reply.sendFile('index.html', env.webDistDir);
    }
    throw new AppError('NOT_FOUND', msg('server.notFound'));
  });
}
