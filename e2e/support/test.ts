import { type BrowserContext, test as base } from '@playwright/test';

/**
 * Contexts a worker fixture keeps for many tests (`sharedProPage`, support/auth.ts): a test's end must
 * not close them.
 */
export const workerContexts = new WeakSet<BrowserContext>();

/** How long a left-open context may take to close before the test moves on without it. */
const CLOSE_WAIT_MS = 15_000;

/**
 * Closes `context`, or after `ms` leaves it to the worker's end with a line in the log: a close that
 * never settles (reported of Chromium while a renderer drains a navigation) must not fail a test that
 * passed, and the line says where to look if it happens.
 */
async function closeWithin(context: BrowserContext, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
  });
  try {
    const outcome = await Promise.race([context.close().then(() => 'closed' as const), timedOut]);
    if (outcome === 'timed out') {
      console.warn(`${test.info().titlePath.join(' › ')}: a context it left open did not close in ${ms} ms`);
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Playwright's `test` for every spec (imported from here, never from '@playwright/test': a repo test
 * checks it), with one automatic fixture: at the end of each test it closes the browser contexts the
 * test opened with `browser.newContext()` and left open.
 *
 * Why: Playwright closes only its own `context` fixture. A context a test opens itself stays open in
 * the worker's browser until the worker ends, across every later spec file of the shard: one CI run
 * found 16 pages of earlier tests (finished live games, players' pages) still open in a worker, each a
 * renderer holding memory and sockets while the rest of the shard ran. Contexts made before the test
 * (in `beforeAll`, or by worker fixtures, which register in `workerContexts`) are left alone.
 */
export const test = base.extend<{ closeTestContexts: undefined }>({
  closeTestContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser
        .contexts()
        .filter((context) => !before.has(context) && !workerContexts.has(context));
      await Promise.all(opened.map((context) => closeWithin(context, CLOSE_WAIT_MS)));
    },
    { auto: true },
  ],
});
