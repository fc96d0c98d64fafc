import { expect, test } from '@playwright/test';
import { type Combination, contextFor, createA11yFixture, type Fixture, ready } from './support/a11y';
import { axeViolations } from './support/axe';

/*
 * Issue 24 item 1: axe-core (WCAG 2.0 / 2.1 / 2.2, levels A and AA) on every route of
 * apps/web/src/app/routes.tsx, signed out and signed in, at 1280 and 375 px, in Korean and English
 * (this file; the open dialogs and the player's states are in a11y.spec.ts). Zero violations: an
 * exception must be listed in EXCEPTIONS in support/axe.ts (and in the README's "Accessibility" section) with its reason.
 *
 * Efficient on purpose (the CI's browser time is shared): one server, one sign-in whose storage state
 * every signed-in context reuses, and each route visited once per (width, language, signed in/out).
 */

/**
 * Every route at both widths in Korean (the first language) and at 1280 px in English. The full
 * 2 × 2 matrix took about 8 minutes on the 2-core CI machine, over the suite's budget; English at
 * 375 px shares its layout with Korean at 375 px and its strings with English at 1280 px, and the
 * dialogs (a11y.spec.ts) are checked in English at 375 px. A11Y_FULL_MATRIX=1 adds it back.
 */
const COMBINATIONS: Combination[] = [
  { language: 'ko', width: 1280 },
  { language: 'ko', width: 375 },
  { language: 'en', width: 1280 },
  ...(process.env.A11Y_FULL_MATRIX ? [{ language: 'en', width: 375 } as const] : []),
];

let fixture: Fixture;

test.beforeAll(async ({ browser }, testInfo) => {
  fixture = await createA11yFixture(browser, testInfo.outputPath('teacher-state.json'));
});

/**
 * Every path of routes.tsx (parameters filled from the fixture); the catch-all by an unknown path.
 * `/live` and `/live/{gameId}/host` are checked in e2e/live.spec.ts at each phase of a game it plays
 * anyway (no page load of their own here).
 */
function allRoutes(): string[] {
  const { quizSetId, teacherId, entryMapHashId } = fixture;
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

for (const combination of COMBINATIONS) {
  for (const signedIn of [false, true]) {
    const name = `${combination.language} ${combination.width}px ${signedIn ? 'signed in' : 'signed out'}`;
    test(`every route has no WCAG 2.2 A/AA violation: ${name}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await contextFor(browser, combination, signedIn ? fixture.teacherState : undefined);
      const page = await context.newPage();
      const found: string[] = [];
      // A route that redirects to a page already checked in this combination (signed out: the
      // signed-in pages to /login; signed in: /login and /sign-up to /public) is not checked twice.
      const seen = new Set<string>();
      for (const path of allRoutes()) {
        await page.goto(path);
        await ready(page);
        const at = new URL(page.url());
        if (seen.has(at.pathname)) continue;
        seen.add(at.pathname);
        found.push(...(await axeViolations(page, `${name} ${path} (at ${at.pathname})`)));
      }
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
