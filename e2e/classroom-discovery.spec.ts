import { expect, type Page } from '@playwright/test';
import { quizSetBody, uniqueWord } from './support/api';
import { DEMO_PASSWORD, demo } from './support/auth';
import { type ClassroomStack, startClassroomStack } from './support/classroom-servers';
import { test } from './support/test';

// Issue 11: Sign in with Google, the attachment-discovery page and the spec §8 dialogs, against the
// local Google servers; the create-assignment dialog opens a quiz room (issue 10) and attaches it.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let stack: ClassroomStack;
let quizSetTitle: string;
let quizSetId: string;
let addOnToken: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  stack = await startClassroomStack();
  stack.classroom.courses.set('c1', {
    teachers: ['g-teacher', 'g-exp'],
    students: {},
    items: { w1: { type: 'courseWork' } },
  });
  addOnToken = stack.classroom.issueAddOnToken('c1', 'w1');
  stack.oidc.addIdentity('g-teacher', {
    sub: 'g-teacher',
    email: demo.pro,
    name: 'Pro',
    emailVerified: true,
  });
  stack.oidc.addIdentity('g-out', { sub: 'g-out', email: demo.basic, name: 'Basic', emailVerified: true });
  stack.oidc.addIdentity('g-exp', { sub: 'g-exp', email: demo.free, name: 'Free', emailVerified: true });
  // The teacher's own quiz set, made with her email account (the Google sign-in links to it).
  const headers = { origin: stack.origin };
  const signIn = await request.post(`${stack.origin}/api/auth/sign-in/email`, {
    headers,
    data: { email: demo.pro, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const buildData = await request.get(`${stack.origin}/api/quiz-builder/build-data`, { headers });
  const templates = (
    (await buildData.json()) as { data: { templates: { templateId: string; templatePlanType: string }[] } }
  ).data.templates;
  quizSetTitle = uniqueWord('Classroom');
  const created = await request.post(`${stack.origin}/api/quizsets`, {
    headers,
    data: quizSetBody({ title: quizSetTitle, templateId: templates[0]!.templateId }),
  });
  expect(created.status(), await created.text()).toBe(201);
  quizSetId = ((await created.json()) as { data: { id: string } }).data.id;
});

test.afterAll(async () => {
  await stack?.stop();
});

function discoveryUrl(loginHint: string): string {
  const query = new URLSearchParams({
    courseId: 'c1',
    itemId: 'w1',
    itemType: 'courseWork',
    addOnToken,
    login_hint: loginHint,
  });
  return `${stack.origin}/google-classroom/attachment-discovery?${query.toString()}`;
}

async function signInWithGoogleOnDiscovery(page: Page, loginHint: string): Promise<void> {
  await page.goto(discoveryUrl(loginHint));
  await expect(page.getByRole('heading', { name: 'Sign in to attach a quiz' })).toBeVisible();
  const hintsBefore = stack.oidc.loginHints.length;
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  // The local Google signs the hinted user in without a prompt and sends the browser back here.
  // (Where the browser ends up is each test's own assertion.)
  await expect.poll(() => stack.oidc.loginHints.slice(hintsBefore)).toEqual([loginHint]);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/classroom/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('without the launch parameters the invalid-access dialog leads to /landing', async ({ page }) => {
  await page.goto(`${stack.origin}/google-classroom/attachment-discovery?courseId=c1`);
  const dialog = page.getByRole('dialog', { name: 'Access from Google Classroom' });
  await expect(dialog).toBeVisible();
  await shoot(page, 'invalid-access-en');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${stack.origin}/landing`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Quiz rooms your class wants to play' }),
  ).toBeVisible();
});

test('a teacher signs in with Google, finds her set and creates the assignment with a new room', async ({
  page,
}) => {
  await signInWithGoogleOnDiscovery(page, 'g-teacher');
  await expect(page.getByRole('heading', { name: 'Choose a quiz set for this assignment' })).toBeVisible();
  await page.getByRole('searchbox').first().fill(quizSetTitle);
  await page.getByRole('searchbox').first().press('Enter');
  const card = page.getByRole('link', { name: new RegExp(quizSetTitle) });
  await expect(card).toBeVisible();
  await shoot(page, 'discovery-en');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizSetId}\\?shouldShowCreateAssignmentDialog=true`));

  const dialog = page.getByRole('dialog', { name: 'Create assignment' });
  await expect(dialog.getByLabel('Assignment title')).toHaveValue(quizSetTitle);
  await dialog.getByLabel('Assignment title').fill('   ');
  await dialog.getByRole('button', { name: 'Create assignment' }).click();
  await expect(dialog.getByText('Assignment title is required')).toBeVisible();
  await dialog.getByLabel('Assignment title').fill('Week 3 quiz');
  await dialog.getByLabel('Max points').fill('40');
  await shoot(page, 'create-assignment-en');
  // Outside Classroom the page is its own parent: the close message (classroom.md "Closing the
  // iframe") arrives at this window.
  await page.evaluate(() => {
    const received: unknown[] = [];
    (window as unknown as { classroomMessages: unknown[] }).classroomMessages = received;
    window.addEventListener('message', (event) => received.push(event.data));
  });
  await dialog.getByRole('button', { name: 'Create assignment' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The assignment was created.');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { classroomMessages: unknown[] }).classroomMessages),
    )
    .toEqual([{ type: 'Classroom', action: 'closeIframe' }]);
  await expect(dialog).toBeHidden();

  // The attachment reached the local Classroom with a new room of this set in its three URIs.
  expect(stack.classroom.attachments).toHaveLength(1);
  const sent = stack.classroom.attachments[0]!;
  expect(sent).toMatchObject({ courseId: 'c1', itemId: 'w1', addOnToken });
  expect(sent.body).toMatchObject({ title: 'Week 3 quiz', maxPoints: 40 });
  const studentUri = new URL((sent.body.studentViewUri as { uri: string }).uri);
  expect(studentUri.pathname).toBe('/google-classroom/play-bridge');
  const roomId = studentUri.searchParams.get('entryMapHashId');
  expect(sent.body).toMatchObject({
    teacherViewUri: { uri: `${stack.origin}/google-classroom/teacher-view?entryMapHashId=${roomId}` },
    studentWorkReviewUri: {
      uri: `${stack.origin}/google-classroom/student-work-review?entryMapHashId=${roomId}`,
    },
  });
  const rooms = await page.request.get(`${stack.origin}/api/quizsets/${quizSetId}/rooms`);
  expect(rooms.status()).toBe(200);
  const roomList = ((await rooms.json()) as { data: { entryMapHashId: string; allowGuests: boolean }[] })
    .data;
  expect(roomList).toEqual([expect.objectContaining({ entryMapHashId: roomId, allowGuests: false })]);
});

test("a teacher account that is not the course's teacher sees the invalid-teacher-account dialog", async ({
  page,
}) => {
  await signInWithGoogleOnDiscovery(page, 'g-out');
  const dialog = page.getByRole('dialog', { name: 'Not a Classroom teacher account' });
  await expect(dialog).toContainText(
    'Check that the logged-in account is a Google Classroom teacher account.',
  );
  await shoot(page, 'invalid-teacher-en');
});

// Issue 18 item 6: an add-on page signs in again in place (a framed /login could not hand the
// session back), so the sign-out stays on the discovery page and its gate asks again.
test('an authorization error signs the user out and asks again on the same page', async ({ page }) => {
  stack.revoked.add('g-teacher');
  try {
    await signInWithGoogleOnDiscovery(page, 'g-teacher');
    await expect(page.getByRole('heading', { name: 'Sign in to attach a quiz' })).toBeVisible();
    await expect(page).toHaveURL(/\/google-classroom\/attachment-discovery\?/);
    const me = await page.request.get(`${stack.origin}/api/users/me`);
    expect(me.status()).toBe(401);
  } finally {
    stack.revoked.delete('g-teacher');
  }
});

test('an expired Google authentication that cannot be refreshed shows the expired dialog', async ({
  page,
}) => {
  stack.oidc.issueShortLivedTokensTo('g-exp');
  stack.oidc.failNextRefresh();
  await signInWithGoogleOnDiscovery(page, 'g-exp');
  const dialog = page.getByRole('dialog', { name: 'Authentication expired' });
  await expect(dialog).toContainText('Your Google authentication has expired. Please log in again.');
  await shoot(page, 'auth-expired-en');
  await dialog.getByRole('button', { name: 'Log in again' }).click();
  // Signed out in place: the page's own sign-in asks again (issue 18 item 6).
  await expect(page.getByRole('heading', { name: 'Sign in to attach a quiz' })).toBeVisible();
  await expect(page).toHaveURL(/\/google-classroom\/attachment-discovery\?/);
});

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('the dialogs and the landing page read in Korean', async ({ page }) => {
    await page.goto(`${stack.origin}/google-classroom/attachment-discovery`);
    const dialog = page.getByRole('dialog', { name: 'Google 클래스룸에서 접속해 주세요' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'invalid-access-ko');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: '학생들이 먼저 하자고 하는 퀴즈룸' }),
    ).toBeVisible();
    await shoot(page, 'landing-ko');
  });

  test('a teacher sees the discovery page and dialog in Korean', async ({ page }) => {
    await page.goto(discoveryUrl('g-teacher'));
    await page.getByRole('button', { name: 'Google로 로그인' }).click();
    await expect(page.getByRole('heading', { name: '이 과제에 쓸 퀴즈 세트를 고르세요' })).toBeVisible();
    await shoot(page, 'discovery-ko');
    await page.goto(`${stack.origin}/quiz/${quizSetId}?shouldShowCreateAssignmentDialog=true`);
    await expect(page.getByRole('dialog', { name: '과제 만들기' })).toBeVisible();
    await shoot(page, 'create-assignment-ko');
  });
});
