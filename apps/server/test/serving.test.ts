import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PLAYER_LANGUAGES_FILE } from '@quizset/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameableBy, registerSecurityHeaders } from '../src/plugins/security-headers';
import { BUILDER_PRELOAD_LINKS, playerPreloadLinks } from '../src/plugins/static-files';
import { createTestContext, type TestContext } from './helpers/context';

/** A built web app in miniature: index.html, one hashed asset with its .br and .gz, a favicon. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quizset-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const index =
    '<!doctype html><html><head><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';
  const script = `console.log(${JSON.stringify('quizset '.repeat(400))});`;
  writeFileSync(path.join(dir, 'index.html'), index);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(index));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(index));
  writeFileSync(path.join(dir, 'assets/app-3f2a1b.js'), script);
  writeFileSync(path.join(dir, 'assets/app-3f2a1b.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets/app-3f2a1b.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The player's own entry (issue 10).
  writeFileSync(path.join(dir, 'play.html'), index.replace('app-3f2a1b', 'play-9c8d7e'));
  // The player's language modules as the web build lists them (issue 20).
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, PLAYER_LANGUAGES_FILE),
    JSON.stringify({
      fallbackLanguage: 'ko',
      languages: {
        ko: ['assets/play-messages-ko-1a.js', 'assets/messages-2b.js', 'assets/ko-3c.js'],
        en: ['assets/play-messages-en-4d.js', 'assets/messages-2b.js', 'assets/en-5e.js'],
      },
    }),
  );
  return dir;
}

/** Issue 6 "Headers" and "Serving". */
describe('headers, compression and caching', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = fakeWebDist();
    ctx = await createTestContext('pglite', { WEB_DIST_DIR: webDir, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  function expectSecurityHeaders(headers: Record<string, unknown>) {
    const csp = String(headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toBe("'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  }

  it('sends the security headers on pages, API answers and errors', async () => {
    for (const url of [
      '/public',
      '/quiz/abc',
      '/api/health',
      '/api/users/me',
      '/api/nope',
      '/assets/app-3f2a1b.js',
    ]) {
      const response = await ctx.request({ method: 'GET', url });
      expectSecurityHeaders(response.headers);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS only over HTTPS (here: the trusted proxy says so)', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/public',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('serves the precompressed asset the browser accepts, immutable for a year', async () => {
    const br = await ctx.request({
      method: 'GET',
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('quizset quizset');

    const gz = await ctx.request({
      method: 'GET',
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('quizset quizset');

    const plain = await ctx.request({
      method: 'GET',
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('quizset quizset');
  });

  it('marks index.html no-cache, served directly or as the SPA fallback', async () => {
    for (const url of ['/', '/index.html', '/build', '/quiz/123']) {
      const response = await ctx.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the player entry, play.html, for /play/{hash} (issue 10), no-cache', async () => {
    const response = await ctx.request({ method: 'GET', url: '/play/AbCdEfGhJkLm' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('play-9c8d7e');
    expect(response.headers['cache-control']).toBe('no-cache');
    const app = await ctx.request({ method: 'GET', url: '/quiz/123' });
    expect(app.body).toContain('app-3f2a1b');
    expect(app.headers.link).toBeUndefined();
  });

  it("preloads the player's first requests in a Link header of /play/{hash} (issue 20)", async () => {
    const response = await ctx.request({ method: 'GET', url: '/play/AbCdEfGhJkLm?from=qr' });
    expect(response.headers.link).toBe(
      '</api/rooms/AbCdEfGhJkLm>; rel=preload; as=fetch; crossorigin, </api/users/me>; rel=preload; as=fetch; crossorigin, ' +
        '</assets/play-messages-ko-1a.js>; rel=modulepreload; crossorigin, </assets/messages-2b.js>; rel=modulepreload; crossorigin, ' +
        '</assets/ko-3c.js>; rel=modulepreload; crossorigin',
    );
    // Encoded as the player's fetchRoom encodes the decoded segment; one that does not decode is left out.
    expect(playerPreloadLinks('/play/a%20b')).toContain('</api/rooms/a%20b>');
    expect(playerPreloadLinks('/play/%E0%A4%A')).toBe('</api/users/me>; rel=preload; as=fetch; crossorigin');
  });

  it('preloads the messages of the language the player will most likely pick, by Accept-Language (issue 20)', async () => {
    const messagesOf = async (acceptLanguage?: string) => {
      const response = await ctx.request({
        method: 'GET',
        url: '/play/AbCdEfGhJkLm',
        headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
      });
      expect(response.headers.vary).toContain('Accept-Language');
      return [...String(response.headers.link).matchAll(/<\/assets\/([^>]+)>; rel=modulepreload/g)].map(
        ([, file]) => file,
      );
    };
    const ko = ['play-messages-ko-1a.js', 'messages-2b.js', 'ko-3c.js'];
    const en = ['play-messages-en-4d.js', 'messages-2b.js', 'en-5e.js'];
    expect(await messagesOf('en-US,en;q=0.9,ko;q=0.8')).toEqual(en);
    expect(await messagesOf('ko-KR,ko;q=0.9,en-US;q=0.8')).toEqual(ko);
    // By weight, not by place; a language the player lacks is passed over; none at all: the fallback.
    expect(await messagesOf('ko;q=0.5, EN-GB;q=0.9')).toEqual(en);
    expect(await messagesOf('fr-FR,fr;q=0.9,en;q=0.8')).toEqual(en);
    expect(await messagesOf('fr-FR, de;q=0.5, en;q=0')).toEqual(ko);
    expect(await messagesOf()).toEqual(ko);
  });

  it("preloads the builder's build data and user in a Link header of /build only (issue 20)", async () => {
    for (const url of ['/build', '/build/', '/build?mode=UPDATE&quizSetId=abc']) {
      const response = await ctx.request({ method: 'GET', url });
      expect(response.body, url).toContain('app-3f2a1b');
      expect(response.headers.link, url).toBe(BUILDER_PRELOAD_LINKS);
    }
    expect(BUILDER_PRELOAD_LINKS).toBe(
      '</api/quiz-builder/build-data>; rel=preload; as=fetch; crossorigin, </api/users/me>; rel=preload; as=fetch; crossorigin',
    );
    for (const url of ['/', '/builder', '/build/x', '/public']) {
      const response = await ctx.request({ method: 'GET', url });
      expect(response.headers.link, url).toBeUndefined();
    }
    // The page's CSP is the same as any other page's.
    const build = await ctx.request({ method: 'GET', url: '/build' });
    const other = await ctx.request({ method: 'GET', url: '/public' });
    expect(build.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(build.headers['content-security-policy']).toBe(other.headers['content-security-policy']);
  });

  it('compresses API JSON above 1 kB, and not below', async () => {
    const big = await ctx.request({
      method: 'GET',
      url: '/api/quiz-builder/build-data',
      cookie: await ctx.signIn('pro@demo.example'),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).data.templates.length).toBeGreaterThan(0);
    const brotli = await ctx.request({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const small = await ctx.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the Classroom add-on pages (issue 11)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { WEB_DIST_DIR: fakeWebDist() });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('may be framed by Google Classroom only; other pages by nobody', async () => {
    const framed = await ctx.request({
      method: 'GET',
      url: '/google-classroom/attachment-discovery?courseId=1&itemId=2&itemType=courseWork&addOnToken=t',
    });
    expect(framed.statusCode).toBe(200);
    expect(framed.headers['content-type']).toContain('text/html');
    expect(framed.headers['content-security-policy']).toContain(
      'frame-ancestors https://classroom.google.com',
    );
    expect(framed.headers['x-frame-options']).toBeUndefined();
    const page = await ctx.request({ method: 'GET', url: '/quiz/abc' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    // The sign-in popup's hops keep its opener (the Classroom iframe): the add-on pages and the
    // OAuth callback; nobody may frame the callback.
    expect(framed.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const callback = await ctx.request({ method: 'GET', url: '/api/auth/callback/google?code=x&state=y' });
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(callback.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('a route framed by Google Classroom (for the later Classroom route set)', () => {
  it('allows https://classroom.google.com as the only frame ancestor', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get(
      '/google-classroom/play-bridge',
      { config: frameableBy(['https://classroom.google.com'], { keepOpener: true }) },
      async () => 'ok',
    );
    app.get('/elsewhere', async () => 'ok');
    const framed = await app.inject({ method: 'GET', url: '/google-classroom/play-bridge' });
    expect(framed.headers['content-security-policy']).toContain(
      'frame-ancestors https://classroom.google.com',
    );
    expect(framed.headers['x-frame-options']).toBeUndefined();
    // Google sign-in's popup lands on an add-on page and must still reach the iframe that opened it.
    expect(framed.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const other = await app.inject({ method: 'GET', url: '/elsewhere' });
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(other.headers['cross-origin-opener-policy']).toBe('same-origin');
    await app.close();
  });
});
