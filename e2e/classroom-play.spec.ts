import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { uniqueWord } from './support/api';
import { demo } from './support/auth';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import {
  addGoogleUsers,
  attachRoom,
  createHalfRightSet,
  googleSignedInApi,
  openFramed,
  openRoom,
  playHalfRight,
  pressReaching,
  shoot,
  startHostSite,
} from './support/classroom-frame';
import { type ClassroomStack, startClassroomStack } from './support/classroom-servers';
import { test } from './support/test';

/*
 * Issue 11 "Tests › Playwright", against the local Google servers: a student plays through the play
 * bridge and the grade arrives at the Classroom server; opened again it shows the result; inside a
 * third-party iframe (another site framing the page, as Classroom does; this Chromium blocks
 * third-party cookies) sign-in runs in a popup that hands its session to the iframe; the teacher reviews that student's work and sees the
 * room in the teacher view; the bridge's error dialogs (spec §8).
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The full browser: it blocks third-party cookies by default, as Chrome does; the headless shell does not.
test.use({ launchOptions: CHROMIUM_LAUNCH_OPTIONS });

let stack: ClassroomStack;
let host: Awaited<ReturnType<typeof startHostSite>>;
let teacherApi: APIRequestContext;
let roomId: string;
let attachmentId: string;
let quizSetTitle: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  host = await startHostSite();
  stack = await startClassroomStack({
    CLASSROOM_FRAME_ANCESTORS: `https://classroom.google.com ${host.origin}`,
    CLASSROOM_PASSBACK_POLL_MS: '500',
    CLASSROOM_PASSBACK_BACKOFF_MS: '500',
  });
  stack.classroom.courses.set('c1', {
    teachers: ['g-teacher'],
    students: { 'g-student': 'sub-1', 'g-newcomer': 'sub-2' },
    items: { w1: { type: 'courseWork' } },
  });
  const people = [
    ['g-teacher', demo.pro, 'Pro'],
    ['g-student', demo.student, 'Student'],
    // A student who never had a Quizset account: Google sign-in makes one.
    ['g-newcomer', `${uniqueWord('newcomer')}@school.example`, 'Newcomer Kim'],
  ] as const;
  addGoogleUsers(stack, people);
  teacherApi = await googleSignedInApi(playwright, stack, 'g-teacher');
  quizSetTitle = uniqueWord('Sunrise');
  roomId = await openRoom(teacherApi, await createHalfRightSet(teacherApi, quizSetTitle));
  attachmentId = await attachRoom(teacherApi, stack, { courseId: 'c1', itemId: 'w1', roomId });
});

test.afterAll(async () => {
  await teacherApi?.dispose();
  await stack?.stop();
  await host?.close();
});

/** An attachment iframe's URL as Classroom opens it (classroom.md "Iframes Classroom opens"). */
function iframeUrl(page: string, loginHint: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    entryMapHashId: roomId,
    courseId: 'c1',
    itemId: 'w1',
    itemType: 'courseWork',
    attachmentId,
    login_hint: loginHint,
    ...extra,
  });
  return `${stack.origin}/google-classroom/${page}?${query.toString()}`;
}

const shotOf = (page: Page, name: string) => shoot(page, 'classroom', name, true);

test('a student plays through the play bridge and the grade arrives at the Classroom server', async ({
  page,
}) => {
  await page.goto(iframeUrl('play-bridge', 'g-student'));
  await expect(page.getByRole('heading', { name: 'Sign in to play' })).toBeVisible();
  await shotOf(page, 'play-bridge-sign-in-en');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByTestId('play-question')).toBeVisible();
  await shotOf(page, 'play-bridge-question-en');
  await playHalfRight(page);
  await shotOf(page, 'play-bridge-result-en');

  // The finish queued the grade; the worker delivers it, scaled to the assignment's 40 points.
  await expect
    .poll(() => stack.classroom.grades.filter((grade) => grade.submissionId === 'sub-1'), { timeout: 30_000 })
    .toEqual([
      expect.objectContaining({
        courseId: 'c1',
        itemId: 'w1',
        attachmentId,
        updateMask: 'pointsEarned',
        body: { pointsEarned: 20 },
        by: 'g-teacher',
      }),
    ]);

  // Opened again, the assignment shows the result, not a fresh attempt (the room allows no retries).
  await page.reload();
  await expect(page.getByTestId('play-score')).toHaveText('10 / 20');
  await expect(page.getByRole('button', { name: 'Play again' })).toHaveCount(0);
});

test('inside a framing site that blocks third-party cookies, sign-in runs in a popup and hands the session to the iframe', async ({
  page,
}) => {
  // openFramed also checks that this browser blocks third-party cookies.
  const frame = await openFramed(page, host.origin, iframeUrl('play-bridge', 'g-newcomer'));
  await expect(frame.getByRole('heading', { name: 'Sign in to play' })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await pressReaching(frame, frame.getByRole('button', { name: 'Sign in with Google' }));
  const popup = await popupOpened;
  // The popup comes back signed in, tells the iframe and closes itself.
  await popup.waitForEvent('close', { timeout: 30_000 });
  await expect(frame.getByTestId('play-question')).toBeVisible({ timeout: 15_000 });
  await shotOf(page, 'play-bridge-framed-en');
  await playHalfRight(frame);
  await expect
    .poll(() => stack.classroom.grades.filter((grade) => grade.submissionId === 'sub-2'), { timeout: 30_000 })
    .toEqual([expect.objectContaining({ body: { pointsEarned: 20 } })]);

  // The iframe's session is a partitioned cookie; signing out inside the iframe removes it too.
  const partitioned = async () =>
    (await page.context().cookies(stack.origin)).filter(
      (cookie) => cookie.partitionKey && cookie.name.includes('session_token'),
    );
  expect(await partitioned()).toHaveLength(1);
  const signedOut = await frame.locator('body').evaluate(async () => {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return response.status;
  });
  expect(signedOut).toBe(200);
  await expect.poll(partitioned).toHaveLength(0);
});

test("the teacher reviews that student's work, and sees the room and its results in the teacher view", async ({
  page,
}) => {
  await page.goto(iframeUrl('student-work-review', 'g-teacher', { submissionId: 'sub-1' }));
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: "최학생's work" })).toBeVisible();
  const summary = page.getByTestId('work-review-summary');
  await expect(summary).toContainText('10 / 20');
  await expect(summary).toContainText('Finished');
  const items = page.getByTestId('attempt-review').locator(':scope > div');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Right');
  await expect(items.nth(1)).toContainText('Wrong');
  await expect(items.nth(1)).toContainText('Answer: 1. 3');
  await shotOf(page, 'work-review-en');

  // A submission that has not played yet.
  await page.goto(iframeUrl('student-work-review', 'g-teacher', { submissionId: 'sub-9' }));
  await expect(page.getByRole('heading', { name: 'This student has not played yet' })).toBeVisible();

  await page.goto(iframeUrl('teacher-view', 'g-teacher'));
  await expect(page.getByRole('heading', { level: 1, name: quizSetTitle })).toBeVisible();
  const status = page.getByTestId('classroom-room-status');
  await expect(status).toContainText('Open');
  await expect(status).toContainText('2 finished · 2 started');
  await expect(page.getByTestId('attempt-row')).toHaveCount(2);
  await expect(page.getByTestId('attempt-row').filter({ hasText: '최학생' })).toContainText('10 / 20');
  await shotOf(page, 'teacher-view-en');
  await status.getByRole('button', { name: 'Close the room' }).click();
  await expect(status).toContainText('Closed');
  await status.getByRole('button', { name: 'Reopen the room' }).click();
  await expect(status).toContainText('Open');
});

test('the play bridge shows the spec §8 dialogs: no launch context, and a teacher in the student view', async ({
  page,
}) => {
  await page.goto(`${stack.origin}/google-classroom/play-bridge?entryMapHashId=${roomId}`);
  const invalid = page.getByRole('dialog', { name: 'Access from Google Classroom' });
  await expect(invalid).toBeVisible();
  await invalid.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${stack.origin}/landing`);

  await page.goto(iframeUrl('play-bridge', 'g-teacher'));
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const other = page.getByRole('dialog', { name: 'Not a Classroom teacher account' });
  await expect(other).toContainText('This page is for the students of the assignment');
  await shotOf(page, 'play-bridge-teacher-en');
});

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('the student view reads in Korean', async ({ page }) => {
    await page.goto(iframeUrl('play-bridge', 'g-student'));
    await expect(page.getByRole('heading', { name: '로그인하고 시작하기' })).toBeVisible();
    await shotOf(page, 'play-bridge-sign-in-ko');
    await page.getByRole('button', { name: 'Google로 로그인' }).click();
    await expect(page.getByTestId('play-score')).toHaveText('10 / 20');
    await shotOf(page, 'play-bridge-result-ko');
  });

  test('the teacher view and the work review read in Korean', async ({ page }) => {
    await page.goto(iframeUrl('teacher-view', 'g-teacher'));
    await expect(page.getByRole('heading', { name: '로그인하고 과제 보기' })).toBeVisible();
    await page.getByRole('button', { name: 'Google로 로그인' }).click();
    await expect(page.getByTestId('classroom-room-status')).toContainText('완료 2명 · 시작 2명');
    await shotOf(page, 'teacher-view-ko');
    await page.goto(iframeUrl('student-work-review', 'g-teacher', { submissionId: 'sub-1' }));
    await expect(page.getByRole('heading', { name: '최학생 학생의 답안' })).toBeVisible();
    await shotOf(page, 'work-review-ko');
  });
});
