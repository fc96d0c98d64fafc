import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { settle } from './ai';
import { createQuizSetByApi, uniqueWord } from './api';
import { origin, proStateTest, type StorageState } from './auth';
import { multipleItem, oxItem, subjectiveItem } from './questions';

/*
 * What the accessibility specs (a11y.spec.ts: dialogs, the player, a screen-reader pass;
 * a11y-routes.spec.ts: every route) share: the contexts they open, when a page counts as ready, and
 * one fixture (a PRO teacher's signed-in state, a set with each question type and a formula, an open
 * room), made once per worker and shared by both files when they run in the same one. Two files so
 * the two browser shards can share the work (issue 24 item 1; the route sweep alone took about 4
 * minutes of one shard).
 */

export interface Combination {
  language: 'ko' | 'en';
  width: 1280 | 375;
}

/** A fresh context in the combination's language and width (a phone's touch at 375). */
export async function contextFor(
  browser: Browser,
  { language, width }: Combination,
  storageState?: StorageState,
): Promise<BrowserContext> {
  return browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport: { width, height: width === 375 ? 740 : 800 },
    ...(width === 375 ? { isMobile: true, hasTouch: true } : {}),
    ...(storageState ? { storageState } : {}),
  });
}

/**
 * Waits until a page has loaded its lazy chunk and data (no request for 500 ms), drawn something, and
 * stopped moving. A page whose only content is a dialog draws it in a portal beside `#root`, which
 * then stays empty (`/google-classroom/play-bridge` opened outside Classroom).
 */
export async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root > *, [role="dialog"], [role="alertdialog"]').first()).toBeAttached();
  // A redirect (signed in at `/`: to /public) draws a loader, then nothing while its page's chunk
  // loads, and a CI run once went network-idle there (a starved main thread) and checked an empty
  // `/`. The page loader is aria-busy, and so is the app's root while a navigation runs
  // (components/pending-navigation.tsx).
  await expect(page.locator('#root[aria-busy="true"], [role="status"][aria-busy="true"]')).toHaveCount(0);
  await settle(page);
}

export interface Fixture {
  /** Storage state (the session cookie) of the signed-in PRO teacher. */
  teacherState: StorageState;
  teacherId: string;
  quizSetId: string;
  entryMapHashId: string;
}

/** A formula in the question, a tutor, and each question type: the quiz view and the player show them all. */
const QUESTIONS = [
  multipleItem(
    { id: 'a11yq1mc', order: 1, hint: { type: 'text', value: 'Count on your fingers' } },
    {
      question: 'What is x if x + 2 = 4?',
      questionRichText:
        '<p>What is <span data-type="math" data-latex="x"></span> if <span data-type="math" data-latex="x+2=4"></span>?</p>',
      choices: ['1', '2', '3'],
      answerList: ['1'],
    },
  ),
  oxItem({ id: 'a11yq2ox', order: 2 }, { question: 'The sun rises in the east.', answer: 'o' }),
  subjectiveItem(
    { id: 'a11yq3sb', order: 3 },
    { question: 'The capital of Korea?', answerList: ['Seoul', '서울'] },
  ),
];

/**
 * Makes the fixture's set as the PRO teacher whose storage state is `teacherState` and opens a room
 * of it.
 */
export async function createA11yFixture(browser: Browser, teacherState: StorageState): Promise<Fixture> {
  // Made for a worker, outside any test: the config's baseURL is not applied to this context.
  const context = await browser.newContext({ baseURL: origin, storageState: teacherState });
  const page = await context.newPage();
  const me = (await (await page.request.get('/api/users/me')).json()) as { data: { id: string } };
  const quizSetId = await createQuizSetByApi(page, {
    title: uniqueWord('Accessible'),
    templateId: 'classic-classroom',
    quizList: QUESTIONS,
    extra: { aiTutorId: 'tutor-owl' },
  });
  const opened = await page.request.post(`/api/quizsets/${quizSetId}/rooms`, {
    headers: { origin },
    data: {},
  });
  expect(opened.status()).toBe(201);
  const { entryMapHashId } = ((await opened.json()) as { data: { entryMapHashId: string } }).data;
  await context.close();
  return { teacherState, teacherId: me.data.id, quizSetId, entryMapHashId };
}

/**
 * `test` with the fixture as `a11y`: made once per Playwright worker, so one sign-in (the worker's
 * `proState`, support/auth.ts), one set and one room serve every test of both files that worker runs
 * (a worker is replaced after a failed test, and the new one makes its own).
 */
export const test = proStateTest.extend<object, { a11y: Fixture }>({
  a11y: [
    async ({ browser, proState }, use) => use(await createA11yFixture(browser, proState)),
    { scope: 'worker' },
  ],
});
