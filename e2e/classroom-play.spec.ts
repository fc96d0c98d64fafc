import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { classroomScopesFor } from '@quizset/domain';
import { quizSetBody, SUNRISE, TWO_PLUS_TWO, uniqueWord } from './support/api';
import { demo } from './support/auth';
import { type ClassroomStack, startClassroomStack } from './support/classroom-servers';

/*
 * Issue 11 "Tests › Playwright", against the local Google servers: a student plays through the play
 * bridge and the grade arrives at the Classroom server; opened again it shows the result; inside a
 * third-party iframe (another site framing the page, as Classroom does; this Chromium blocks
 * third-party cookies) sign-in runs in a popup that hands its session to the iframe; the teacher reviews that student's work and sees the
 * room in the teacher view; the bridge's error dialogs (spec §8).
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const QUESTIONS = [SUNRISE, TWO_PLUS_TWO];

let stack: ClassroomStack;
let host: Server;
let hostOrigin: string;
let teacherApi: APIRequestContext;
let roomId: string;
let attachmentId: string;
let quizSetTitle: string;

/** Another site that frames our pages, as classroom.google.com does ("localhost" ≠ "127.0.0.1"). */
async function startHostSite(): Promise<void> {
  host = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Classroom</title><iframe title="Quizset" src="${src.replace(/"/g, '&quot;')}" style="width:100%;height:90vh;border:0"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
}

/** Signs the request context in with Google (the redirect dance through the local Google). */
async function googleSignIn(api: APIRequestContext, loginHint: string): Promise<void> {
  const start = await api.post('/api/auth/sign-in/social', {
    // The teacher pages' scope (issue 18 item 4): the strict local Classroom refuses a token without it.
    data: { provider: 'google', callbackURL: '/', loginHint, scopes: classroomScopesFor('TEACHER') },
  });
  expect(start.status(), await start.text()).toBe(200);
  const back = await api.get(((await start.json()) as { url: string }).url);
  expect(back.status()).toBe(200);
  const me = await api.get('/api/users/me');
  expect(me.status()).toBe(200);
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  await startHostSite();
  stack = await startClassroomStack({
    CLASSROOM_FRAME_ANCESTORS: `https://classroom.google.com ${hostOrigin}`,
    CLASSROOM_PASSBACK_POLL_MS: '500',
    CLASSROOM_PASSBACK_BACKOFF_MS: '500',
  });
  stack.classroom.courses.set('c1', {
    teachers: ['g-teacher'],
    students: { 'g-student': 'sub-1', 'g-newcomer': 'sub-2' },
    items: { w1: { type: 'courseWork' } },
  });
  stack.oidc.addIdentity('g-teacher', {
    sub: 'g-teacher',
    email: demo.pro,
    name: 'Pro',
    emailVerified: true,
  });
  stack.oidc.addIdentity('g-student', {
    sub: 'g-student',
    email: demo.student,
    name: 'Student',
    emailVerified: true,
  });
  // A student who never had a Quizset account: Google sign-in makes one.
  stack.oidc.addIdentity('g-newcomer', {
    sub: 'g-newcomer',
    email: `${uniqueWord('newcomer')}@school.example`,
    name: 'Newcomer Kim',
    emailVerified: true,
  });

  teacherApi = await playwright.request.newContext({
    baseURL: stack.origin,
    extraHTTPHeaders: { origin: stack.origin },
  });
  await googleSignIn(teacherApi, 'g-teacher');
  const buildData = await teacherApi.get('/api/quiz-builder/build-data');
  const templates = (
    (await buildData.json()) as { data: { templates: { templateId: string; templatePlanType: string }[] } }
  ).data.templates;
  quizSetTitle = uniqueWord('Sunrise');
  const created = await teacherApi.post('/api/quizsets', {
    data: quizSetBody({ title: quizSetTitle, templateId: templates[0]!.templateId, quizList: QUESTIONS }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const quizSetId = ((await created.json()) as { data: { id: string } }).data.id;
  const room = await teacherApi.post(`/api/quizsets/${quizSetId}/rooms`, {
    data: { allowGuests: false, allowRetries: false },
  });
  roomId = ((await room.json()) as { data: { entryMapHashId: string } }).data.entryMapHashId;
  const query = `entryMapHashId=${roomId}`;
  const attached = await teacherApi.post(
    `/api/classroom/courses/c1/courseWork/w1/addOnAttachments?addOnToken=${stack.classroom.issueAddOnToken('c1', 'w1')}`,
    {
      data: {
        title: 'Week 3 quiz',
        maxPoints: 40,
        teacherViewUri: { uri: `${stack.origin}/google-classroom/teacher-view?${query}` },
        studentViewUri: { uri: `${stack.origin}/google-classroom/play-bridge?${query}` },
        studentWorkReviewUri: { uri: `${stack.origin}/google-classroom/student-work-review?${query}` },
      },
    },
  );
  expect(attached.status(), await attached.text()).toBe(200);
  attachmentId = ((await attached.json()) as { data: { id: string } }).data.id;
});

test.afterAll(async () => {
  await teacherApi?.dispose();
  await stack?.stop();
  await new Promise((resolve) => host?.close(resolve));
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

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/classroom/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Answers the set: the OX question right, 2 + 2 wrong (10 of 20 points). */
async function playHalfRight(page: Page | ReturnType<Page['frameLocator']>): Promise<void> {
  const question = page.getByTestId('play-question');
  await expect(question).toContainText('The sun rises in the east.');
  await page.getByTestId('play-ox-o').click();
  await expect(page.getByTestId('play-feedback')).toContainText('Right!');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(question).toContainText('What is 2 + 2?');
  await page.getByTestId('play-choice').first().click();
  await expect(page.getByTestId('play-feedback')).toContainText('Not quite');
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByTestId('play-score')).toHaveText('10 / 20');
}

test('a student plays through the play bridge and the grade arrives at the Classroom server', async ({
  page,
}) => {
  await page.goto(iframeUrl('play-bridge', 'g-student'));
  await expect(page.getByRole('heading', { name: 'Sign in to play' })).toBeVisible();
  await shoot(page, 'play-bridge-sign-in-en');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByTestId('play-question')).toBeVisible();
  await shoot(page, 'play-bridge-question-en');
  await playHalfRight(page);
  await shoot(page, 'play-bridge-result-en');

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
  await page.goto(`${hostOrigin}/?src=${encodeURIComponent(iframeUrl('play-bridge', 'g-newcomer'))}`);
  const frame = page.frameLocator('iframe[title="Quizset"]');
  await expect(frame.getByRole('heading', { name: 'Sign in to play' })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await frame.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  // The popup comes back signed in, tells the iframe and closes itself.
  await popup.waitForEvent('close', { timeout: 30_000 });
  await expect(frame.getByTestId('play-question')).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'play-bridge-framed-en');
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
  await shoot(page, 'work-review-en');

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
  await shoot(page, 'teacher-view-en');
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
  await shoot(page, 'play-bridge-teacher-en');
});

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('the student view reads in Korean', async ({ page }) => {
    await page.goto(iframeUrl('play-bridge', 'g-student'));
    await expect(page.getByRole('heading', { name: '로그인하고 시작하기' })).toBeVisible();
    await shoot(page, 'play-bridge-sign-in-ko');
    await page.getByRole('button', { name: 'Google로 로그인' }).click();
    await expect(page.getByTestId('play-score')).toHaveText('10 / 20');
    await shoot(page, 'play-bridge-result-ko');
  });

  test('the teacher view and the work review read in Korean', async ({ page }) => {
    await page.goto(iframeUrl('teacher-view', 'g-teacher'));
    await expect(page.getByRole('heading', { name: '로그인하고 과제 보기' })).toBeVisible();
    await page.getByRole('button', { name: 'Google로 로그인' }).click();
    await expect(page.getByTestId('classroom-room-status')).toContainText('완료 2명 · 시작 2명');
    await shoot(page, 'teacher-view-ko');
    await page.goto(iframeUrl('student-work-review', 'g-teacher', { submissionId: 'sub-1' }));
    await expect(page.getByRole('heading', { name: '최학생 학생의 답안' })).toBeVisible();
    await shoot(page, 'work-review-ko');
  });
});
