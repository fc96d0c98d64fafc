import { type BrowserContext, expect, type Page } from '@playwright/test';
import pLimit from 'p-limit';
import { type Combination, contextFor, type Fixture, ready, test } from './support/a11y';
import { axeViolations } from './support/axe';

/*
 * Issue 24 item 1: axe-core (WCAG 2.0 / 2.1 / 2.2, levels A and AA) on every route of
 * apps/web/src/app/routes.tsx, signed out and signed in, at 1280 and 375 px, in Korean and English
 * (this file; the open dialogs and the player's states are in a11y.spec.ts). Zero violations: an
 * exception must be listed in EXCEPTIONS in support/axe.ts (and in the README's "Accessibility" section) with its reason.
 *
 * Efficient on purpose (the CI's browser time is shared): one server, the fixture made once per
 * worker (support/a11y.ts: one sign-in whose storage state every signed-in context reuses), each route
 * loaded once per (width, language, signed in/out), and PAGES_AT_ONCE routes of a combination loaded
 * and checked at once in pages of its one context.
 */

/**
 * Every route at both widths in Korean (the first language) and at 1280 px in English. The full
 * 2 × 2 matrix took about 8 minutes on the 2-core CI machine when a route was checked after another,
 * over the suite's budget; English at 375 px shares its layout with Korean at 375 px and its strings
 * with English at 1280 px, and the dialogs (a11y.spec.ts) are checked in English at 375 px.
 * A11Y_FULL_MATRIX=1 adds it back.
 */
const COMBINATIONS: Combination[] = [
  { language: 'ko', width: 1280 },
  { language: 'ko', width: 375 },
  { language: 'en', width: 1280 },
  ...(process.env.A11Y_FULL_MATRIX ? [{ language: 'en', width: 375 } as const] : []),
];

/**
 * Pages of one combination open at once. Most of a route's time is waiting (500 ms of network quiet,
 * animations ending) rather than work, so pages overlap it; axe itself runs in each page's renderer,
 * so the two cores share that part. Measured on the shared 2-core machine (README "Accessibility").
 */
const PAGES_AT_ONCE = 4;

/**
 * Every path of routes.tsx (parameters filled from the fixture); the catch-all by an unknown path.
 * `/live` and `/live/{gameId}/host` are checked in e2e/live.spec.ts at each phase of a game it plays
 * anyway (no page load of their own here).
 */
function allRoutes({ quizSetId, teacherId, entryMapHashId }: Fixture): string[] {
  return [
    '/',
    '/landing',
    '/login',
    '/forgot-password',
    '/reset-password?token=a11y-not-a-token',
    '/sign-up',
    '/sign-up/type',
    '/public',
    '/pricing',
    `/quiz/${quizSetId}`,
    `/quiz/${quizSetId}/results`,
    '/my-quizzes',
    '/account',
    // The fixture's teacher is no admin: the page shows the server's refusal (issue 22).
    '/admin/quotes',
    `/users/${teacherId}`,
    '/google-classroom/attachment-discovery',
    '/google-classroom/teacher-view',
    '/google-classroom/student-work-review',
    '/google-classroom/sign-in',
    '/google-classroom/signed-in',
    '/google-classroom/play-bridge',
    `/play/${entryMapHashId}`,
    '/build',
    '/no-such-page',
  ];
}

/**
 * What a page draws with that is not the app's theme (src/app/theme.ts): MantineProvider's variables
 * come with each entry's stylesheet (build-tools/mantine-provider-styles.ts, issue 20 item 1), and
 * linked before Mantine's own they lose to its defaults (blue, the system font), which axe's contrast
 * rule alone may not notice. Empty when themed.
 */
async function themeProblems(page: Page, label: string): Promise<string[]> {
  // Computed custom properties come with their var()s resolved: the primary colour is the theme's
  // violet (Mantine's default is blue).
  const drawn = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      primary: root.getPropertyValue('--mantine-primary-color-filled').trim(),
      violet: root.getPropertyValue('--mantine-color-violet-filled').trim(),
      font: getComputedStyle(document.body).fontFamily,
    };
  });
  const problems: string[] = [];
  if (drawn.primary === '' || drawn.primary !== drawn.violet)
    problems.push(`${label}: primary colour ${drawn.primary}, not the theme's violet ${drawn.violet}`);
  if (!drawn.font.startsWith('Pretendard')) problems.push(`${label}: font ${drawn.font}`);
  return problems;
}

/**
 * Loads each of `paths` once in a page of `context`, PAGES_AT_ONCE pages at a time, runs axe on the
 * page it lands on and checks it is drawn with the app's theme (the pages are closed with the
 * context). A path that redirects to a page an earlier path of the list landed on (signed out: the
 * signed-in pages to /login; signed in: /login and /sign-up to /public) is not checked twice; which
 * path checks a landing page is decided by list order, not by which load finished first.
 * @returns the violations as axeViolations words them, and themeProblems', labelled
 * `${label} ${path} (at ${landing})`.
 * @throws the first failed load or axe run, once every page has finished.
 */
async function sweep(context: BrowserContext, paths: string[], label: string): Promise<string[]> {
  const limit = pLimit(PAGES_AT_ONCE);
  const idle: Page[] = [];
  // Where each path landed (null: its load failed), settled before its page waits for earlier ones,
  // and every earlier path's task has started when a later one runs (pLimit starts them in order).
  const landings = paths.map(() => {
    let settle: (pathname: string | null) => void = () => {};
    const landed = new Promise<string | null>((resolve) => {
      settle = resolve;
    });
    return { landed, settle };
  });
  const checks = paths.map((path, index) =>
    limit(async () => {
      // A page another path has finished with (so at most PAGES_AT_ONCE pages, each a renderer process).
      const page = idle.pop() ?? (await context.newPage());
      try {
        let at: string | null = null;
        try {
          await page.goto(path);
          await ready(page);
          at = new URL(page.url()).pathname;
        } finally {
          landings[index]?.settle(at);
        }
        const earlier = await Promise.all(landings.slice(0, index).map(({ landed }) => landed));
        if (earlier.includes(at)) return [];
        const where = `${label} ${path} (at ${at})`;
        return [...(await themeProblems(page, where)), ...(await axeViolations(page, where))];
      } finally {
        idle.push(page);
      }
    }),
  );
  const results = await Promise.allSettled(checks);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}

for (const combination of COMBINATIONS) {
  for (const signedIn of [false, true]) {
    const name = `${combination.language} ${combination.width}px ${signedIn ? 'signed in' : 'signed out'}`;
    test(`every route has no WCAG 2.2 A/AA violation: ${name}`, async ({ browser, a11y }) => {
      test.setTimeout(240_000);
      const context = await contextFor(browser, combination, signedIn ? a11y.teacherState : undefined);
      try {
        const found = await sweep(context, allRoutes(a11y), name);
        expect(found, found.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
