import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { classroomScopesFor } from '@quizset/domain';
import { quizSetBody, SUNRISE, TWO_PLUS_TWO, uniqueWord } from './support/api';
import { demo } from './support/auth';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { type ClassroomStack, startClassroomStack } from './support/classroom-servers';

/*
 * Issue 18 against the strict local Classroom, every page inside a frame with the sandbox attributes
 * Google's add-on iframes carry, on another site, in a Chromium that blocks third-party cookies: a
 * copied assignment plays its own room and grades its own submission; a login_hint naming another
 * student signs the leftover session out in place; a material attachment plays ungraded; a teacher
 * whose Google grant is refused signs in again in place, with the hint. At 1280 and 375 px, en and ko.
 */

test.describe.configure({ mode: 'serial', timeout: 150_000 });
// Third-party cookies blocked, as Chrome does for most users now (the iframe keeps a partitioned one).
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), '--test-third-party-cookie-phaseout'],
  },
});

/** The sandbox of Classroom's add-on iframes (Google's "iframes" guide for add-ons). */
const CLASSROOM_SANDBOX =
  'allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin allow-scripts allow-storage-access-by-user-activation';

let stack: ClassroomStack;
let host: Server;
let hostOrigin: string;
let teacherApi: APIRequestContext;
let roomId: string;
let materialRoomId: string;
let attachmentId: string;
let copyId: string;
let materialId: string;

async function startHostSite(): Promise<void> {
  host = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Classroom</title><style>body{margin:0}</style><iframe title="Quizset" sandbox="${CLASSROOM_SANDBOX}" src="${src.replace(/"/g, '&quot;')}" style="width:100%;height:100vh;border:0"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
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
    students: { 'g-student': 'sub-1', 'g-other': 'sub-2' },
    items: { w1: { type: 'courseWork' }, m1: { type: 'courseWorkMaterials' } },
  });
  // Next year's class: the course was copied with its assignment.
  stack.classroom.courses.set('c2', {
    teachers: ['g-teacher'],
    students: { 'g-next': 'sub-21' },
    items: { w2: { type: 'courseWork' } },
  });
  const people = [
    ['g-teacher', demo.pro, 'Pro'],
    ['g-student', demo.student, 'Student'],
    ['g-other', `${uniqueWord('other')}@school.example`, 'Other Park'],
    ['g-next', `${uniqueWord('next')}@school.example`, 'Next Lee'],
  ] as const;
  for (const [sub, email, name] of people)
    stack.oidc.addIdentity(sub, { sub, email, name, emailVerified: true });

  teacherApi = await playwright.request.newContext({
    baseURL: stack.origin,
    extraHTTPHeaders: { origin: stack.origin },
  });
  const start = await teacherApi.post('/api/auth/sign-in/social', {
    data: {
      provider: 'google',
      callbackURL: '/',
      loginHint: 'g-teacher',
      scopes: classroomScopesFor('TEACHER'),
    },
  });
  expect(start.status()).toBe(200);
  await teacherApi.get(((await start.json()) as { url: string }).url);
  const buildData = await teacherApi.get('/api/quiz-builder/build-data');
  const templates = ((await buildData.json()) as { data: { templates: { templateId: string }[] } }).data
    .templates;
  const created = await teacherApi.post('/api/quizsets', {
    data: quizSetBody({
      title: uniqueWord('Copied'),
      templateId: templates[0]!.templateId,
      quizList: [SUNRISE, TWO_PLUS_TWO],
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const quizSetId = ((await created.json()) as { data: { id: string } }).data.id;
  const openRoom = async () => {
    const room = await teacherApi.post(`/api/quizsets/${quizSetId}/rooms`, {
      data: { allowGuests: false, allowRetries: false },
    });
    return ((await room.json()) as { data: { entryMapHashId: string } }).data.entryMapHashId;
  };
  const attach = async (itemType: string, itemId: string, room: string) => {
    const query = `entryMapHashId=${room}`;
    const response = await teacherApi.post(
      `/api/classroom/courses/c1/${itemType}/${itemId}/addOnAttachments?addOnToken=${stack.classroom.issueAddOnToken('c1', itemId)}`,
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
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  roomId = await openRoom();
  attachmentId = await attach('courseWork', 'w1', roomId);
  materialRoomId = await openRoom();
  materialId = await attach('courseWorkMaterials', 'm1', materialRoomId);
  copyId = stack.classroom.copyAttachment(
    { courseId: 'c1', itemId: 'w1', attachmentId },
    { courseId: 'c2', itemId: 'w2' },
  );
});

test.afterAll(async () => {
  await teacherApi?.dispose();
  await stack?.stop();
  await new Promise((resolve) => host?.close(resolve));
});

/** An iframe URL as Classroom opens it; the URI's own room is the original's, even for a copy. */
function iframeUrl(page: string, params: Record<string, string>): string {
  const query = new URLSearchParams({ entryMapHashId: roomId, itemType: 'courseWork', ...params });
  return `${stack.origin}/google-classroom/${page}?${query.toString()}`;
}

/** Opens `url` framed by the host site, as Classroom does. */
async function openFramed(page: Page, url: string) {
  await page.goto(`${hostOrigin}/?src=${encodeURIComponent(url)}`);
  return page.frameLocator('iframe[title="Quizset"]');
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/classroom-real/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs in through the popup the framed page opens; the popup closes once it handed the session over. */
async function signInThroughPopup(page: Page, frame: ReturnType<Page['frameLocator']>): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await frame.getByRole('button', { name: /Google/ }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close', { timeout: 30_000 });
}

/** The OX question right, 2 + 2 wrong: 10 of 20 points (as classroom-play.spec.ts). */
async function playHalfRight(frame: ReturnType<Page['frameLocator']>): Promise<void> {
  await frame.getByTestId('play-ox-o').click();
  await frame.getByTestId('play-feedback').waitFor();
  await frame.getByRole('button', { name: /Next|다음/ }).click();
  await frame.getByTestId('play-choice').first().click();
  await frame.getByTestId('play-feedback').waitFor();
  await frame.getByRole('button', { name: /See my result|결과/ }).click();
  await expect(frame.getByTestId('play-score')).toHaveText('10 / 20');
}

async function koPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test('a copied assignment plays in its own room and grades the copied course’s submission', async ({
  page,
}) => {
  const url = iframeUrl('play-bridge', {
    courseId: 'c2',
    itemId: 'w2',
    attachmentId: copyId,
    login_hint: 'g-next',
  });
  const frame = await openFramed(page, url);
  await expect(frame.getByRole('heading', { name: 'Sign in to play' })).toBeVisible();
  await signInThroughPopup(page, frame);
  expect(stack.oidc.loginHints.at(-1)).toBe('g-next');
  // The student page asked only for the student scope (issue 18 item 4).
  expect(stack.oidc.scopes.at(-1)).toContain('https://www.googleapis.com/auth/classroom.addons.student');
  expect(stack.oidc.scopes.at(-1)).not.toContain('https://www.googleapis.com/auth/classroom.addons.teacher');
  await expect(frame.getByTestId('play-question')).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'copied-question-en');
  await playHalfRight(frame);
  await shoot(page, 'copied-result-en');
  await expect
    .poll(() => stack.classroom.grades.filter((grade) => grade.attachmentId === copyId), { timeout: 30_000 })
    .toEqual([
      expect.objectContaining({
        courseId: 'c2',
        itemId: 'w2',
        submissionId: 'sub-21',
        body: { pointsEarned: 20 },
      }),
    ]);
});

test('a login_hint naming another student signs the leftover session out inside the frame and asks again', async ({
  page,
}) => {
  // g-next signs in inside the frame (their finished copy shows its result); Classroom then opens the
  // next iframe on this device for g-other, with g-next's session still there.
  const frame = await openFramed(
    page,
    iframeUrl('play-bridge', { courseId: 'c2', itemId: 'w2', attachmentId: copyId, login_hint: 'g-next' }),
  );
  await signInThroughPopup(page, frame);
  await expect(frame.getByTestId('play-score')).toBeVisible({ timeout: 15_000 });
  const mismatched = await openFramed(
    page,
    iframeUrl('play-bridge', { courseId: 'c1', itemId: 'w1', attachmentId, login_hint: 'g-other' }),
  );
  await expect(mismatched.getByTestId('classroom-wrong-account')).toBeVisible({ timeout: 15_000 });
  await expect(mismatched.getByRole('heading', { name: 'Sign in to play' })).toBeVisible();
  await shoot(page, 'mismatch-en');
  await signInThroughPopup(page, mismatched);
  expect(stack.oidc.loginHints.at(-1)).toBe('g-other');
  await expect(mismatched.getByTestId('play-question')).toBeVisible({ timeout: 15_000 });
  await playHalfRight(mismatched);
  // The grade lands on g-other's submission, not on the leftover session's.
  await expect
    .poll(() => stack.classroom.grades.filter((grade) => grade.submissionId === 'sub-2'), { timeout: 30_000 })
    .toEqual([expect.objectContaining({ attachmentId, body: { pointsEarned: 20 } })]);
});

test('a co-teacher who does not own the set reviews that student’s work inside the frame', async ({
  page,
}) => {
  stack.oidc.addIdentity('g-co', {
    sub: 'g-co',
    email: `${uniqueWord('co')}@school.example`,
    name: 'Co Han',
    emailVerified: true,
  });
  stack.classroom.courses.get('c1')!.teachers.push('g-co');
  const url = iframeUrl('student-work-review', {
    courseId: 'c1',
    itemId: 'w1',
    attachmentId,
    submissionId: 'sub-2',
    login_hint: 'g-co',
  });
  const frame = await openFramed(page, url);
  await expect(frame.getByRole('heading', { name: 'Sign in to see this assignment' })).toBeVisible();
  await signInThroughPopup(page, frame);
  // The teacher pages ask for the teacher scope.
  expect(stack.oidc.scopes.at(-1)).toContain('https://www.googleapis.com/auth/classroom.addons.teacher');
  await expect(frame.getByRole('heading', { name: "Other Park's work" })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByTestId('work-review-summary')).toContainText('10 / 20');
  await shoot(page, 'co-teacher-review-en');
});

test('a material attachment plays ungraded', async ({ page }) => {
  const url = iframeUrl('play-bridge', {
    entryMapHashId: materialRoomId,
    courseId: 'c1',
    itemId: 'm1',
    itemType: 'courseWorkMaterials',
    attachmentId: materialId,
    login_hint: 'g-student',
  });
  const frame = await openFramed(page, url);
  await signInThroughPopup(page, frame);
  await expect(frame.getByTestId('play-question')).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'material-question-en');
  await playHalfRight(frame);
  // Nothing is queued for a material (no maxPoints), so Classroom never hears a grade for it.
  expect(stack.classroom.grades.filter((grade) => grade.attachmentId === materialId)).toEqual([]);
  const sent = stack.classroom.attachments.find((a) => a.id === materialId)!;
  expect(Object.keys(sent.body).sort()).toEqual(['studentViewUri', 'teacherViewUri', 'title']);
});

test('a refused Google grant signs the teacher in again inside the frame, with the hint', async ({
  page,
}) => {
  const discovery = `${stack.origin}/google-classroom/attachment-discovery?${new URLSearchParams({
    courseId: 'c1',
    itemId: 'w1',
    itemType: 'courseWork',
    addOnToken: stack.classroom.issueAddOnToken('c1', 'w1'),
    login_hint: 'g-teacher',
  })}`;
  const frame = await openFramed(page, discovery);
  await expect(frame.getByRole('heading', { name: 'Sign in to attach a quiz' })).toBeVisible();
  await signInThroughPopup(page, frame);
  await expect(frame.getByRole('heading', { name: 'Choose a quiz set for this assignment' })).toBeVisible({
    timeout: 15_000,
  });
  // No site navigation inside the add-on (issue 18 item 8).
  await expect(frame.getByRole('navigation')).toHaveCount(0);
  await shoot(page, 'discovery-framed-en');
  // Google now refuses the teacher's token: the page signs out in place and asks again, framed.
  stack.revoked.add('g-teacher');
  await frame.locator('body').evaluate(() => window.location.reload());
  await expect(frame.getByRole('heading', { name: 'Sign in to attach a quiz' })).toBeVisible({
    timeout: 15_000,
  });
  await shoot(page, 'sign-in-again-en');
  stack.revoked.delete('g-teacher');
  const hints = stack.oidc.loginHints.length;
  await signInThroughPopup(page, frame);
  expect(stack.oidc.loginHints.slice(hints)).toEqual(['g-teacher']);
  expect(stack.oidc.scopes.at(-1)).toContain('https://www.googleapis.com/auth/classroom.addons.teacher');
  await expect(frame.getByRole('heading', { name: 'Choose a quiz set for this assignment' })).toBeVisible({
    timeout: 15_000,
  });
});

test('in Korean: the mismatched-account prompt and the material play', async ({ browser }) => {
  const page = await koPage(browser);
  const frame = await openFramed(
    page,
    iframeUrl('play-bridge', {
      entryMapHashId: materialRoomId,
      courseId: 'c1',
      itemId: 'm1',
      itemType: 'courseWorkMaterials',
      attachmentId: materialId,
      login_hint: 'g-other',
    }),
  );
  await signInThroughPopup(page, frame);
  await expect(frame.getByTestId('play-question')).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'material-question-ko');
  const mismatched = await openFramed(
    page,
    iframeUrl('play-bridge', { courseId: 'c1', itemId: 'w1', attachmentId, login_hint: 'g-student' }),
  );
  await expect(mismatched.getByTestId('classroom-wrong-account')).toContainText('Google 계정이 아니에요');
  await shoot(page, 'mismatch-ko');
  await page.context().close();
});
