/// <reference lib="dom" />
import os from 'node:os';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium.ts';
import { type RunningServer, signIn, startServer } from './lib/server.ts';

/**
 * Issue 6 "Serving": page loads as a school laptop sees them — Chromium with the CPU slowed 4× and
 * the network at 10 Mbit/s with 40 ms latency (CDP `Emulation.setCPUThrottlingRate`,
 * `Network.emulateNetworkConditions`). For /build (signed in): time until the map picker's first map
 * card can be clicked; for /public: time until the first quiz set card shows. Each cold (empty
 * cache) and warm (the same browser again). Reports bytes transferred, requests, and requests for
 * hashed assets on the warm visit (must be 0: they are cached as immutable).
 * Goals: /build cold < 3 s, /public cold < 2 s.
 */
export interface PageLoadRow {
  page: string;
  visit: 'cold' | 'warm';
  readyMs: number;
  transferredKb: number;
  requests: number;
  /** Requests for /assets/* that reached the server (a warm visit should make none). */
  hashedAssetRequests: number;
  goalMs: number;
  loadAverage: number;
}

const CPU_SLOWDOWN = 4;
const DOWNLOAD_BYTES_PER_S = (10 * 1000 * 1000) / 8;
const LATENCY_MS = 40;

interface Traffic {
  bytes: number;
  requests: number;
  hashedAssetRequests: number;
}

/** A throttled page that counts what it transfers over the network (cache hits excluded). */
async function throttledPage(
  context: BrowserContext,
): Promise<{ page: Page; traffic: () => Traffic; reset: () => void }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: DOWNLOAD_BYTES_PER_S,
    uploadThroughput: DOWNLOAD_BYTES_PER_S,
  });
  let traffic: Traffic = { bytes: 0, requests: 0, hashedAssetRequests: 0 };
  const urls = new Map<string, string>();
  const fromCache = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
    urls.set(event.requestId, event.request.url);
  });
  cdp.on('Network.requestServedFromCache', (event: { requestId: string }) => {
    fromCache.add(event.requestId);
  });
  cdp.on(
    'Network.responseReceived',
    (event: { requestId: string; response: { fromDiskCache?: boolean; fromPrefetchCache?: boolean } }) => {
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) fromCache.add(event.requestId);
    },
  );
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    if (fromCache.has(event.requestId)) return;
    traffic.bytes += event.encodedDataLength;
    traffic.requests++;
    if (new URL(urls.get(event.requestId) ?? 'http://x/').pathname.startsWith('/assets/'))
      traffic.hashedAssetRequests++;
  });
  return {
    page,
    traffic: () => traffic,
    reset: () => {
      traffic = { bytes: 0, requests: 0, hashedAssetRequests: 0 };
    },
  };
}

/**
 * Navigates and waits until an element matching `selector` is laid out: ms since navigation start.
 * (A function, not a string: the app's CSP forbids evaluating strings in the page.)
 */
async function timeUntil(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      if (!element || element.closest('[inert]')) return null;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? performance.now() : null;
    },
    selector,
    { timeout: 60_000, polling: 'raf' },
  );
  return Math.round((await handle.jsonValue()) as number);
}

/** /build is usable when the map picker offers a map the plan may pick. */
const MAP_PICKER_USABLE = '[role="dialog"] [data-testid^="map-card-"]:not([data-locked])';
/** /public shows its first quiz set card. */
const FIRST_CARD_SHOWN = 'main a[href^="/quiz/"]';

/** Cold and warm loads of /build (signed in as the PRO demo teacher) and /public. */
export async function benchPageLoad(given?: RunningServer): Promise<PageLoadRow[]> {
  const server = given ?? (await startServer());
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows: PageLoadRow[] = [];
  try {
    const cookie = await signIn(server.origin, 'pro@demo.example');
    const cookies = cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.origin };
    });
    for (const [name, path, ready, goalMs, signedIn] of [
      ['/build', '/build', MAP_PICKER_USABLE, 3000, true],
      ['/public', '/public', FIRST_CARD_SHOWN, 2000, false],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
      if (signedIn) await context.addCookies(cookies);
      const { page, traffic, reset } = await throttledPage(context);
      for (const visit of ['cold', 'warm'] as const) {
        reset();
        const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
        const readyMs = await timeUntil(page, `${server.origin}${path}`, ready);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const seen = traffic();
        rows.push({
          page: name,
          visit,
          readyMs,
          transferredKb: Math.round(seen.bytes / 102.4) / 10,
          requests: seen.requests,
          hashedAssetRequests: seen.hashedAssetRequests,
          goalMs,
          loadAverage,
        });
        // A warm visit is a new navigation in the same browser (not a reload, which revalidates).
        await page.goto('about:blank');
      }
      await context.close();
    }
  } finally {
    await browser.close();
    if (!given) await server.stop();
  }
  return rows;
}
