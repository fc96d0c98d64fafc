import { classroomScopesFor } from '@quizset/domain';
import pg from 'pg';
import { type LocalGoogleOidc, startLocalGoogleOidc } from '../apps/server/test/helpers/google-oidc.ts';
import { type LocalClassroom, startLocalClassroom } from '../apps/server/test/helpers/local-classroom.ts';
import { quizSetPayload } from './lib/payload.ts';

/**
 * The Classroom side of the scale bench (issue 20 item 4 "the Classroom passback runs once per
 * grade"): the local Google sign-in (oauth2-mock-server) and the strict local Classroom of the server
 * tests (apps/server/test/helpers), which every API process of the bench is pointed at.
 */
export interface ClassroomStandIns {
  oidc: LocalGoogleOidc;
  classroom: LocalClassroom;
  /** What each API process gets: GOOGLE_* at the local issuer, CLASSROOM_ROOT_URL, a short passback poll. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

const COURSE = 'c-scale';
const ITEM = 'w-scale';
/** Students of the bench course; each finishes one graded attempt. */
const STUDENTS = Number(process.env.BENCH_SCALE_CLASS ?? 40);
/** Passes run this often (CLASSROOM_PASSBACK_POLL_MS): short, so passes overlap across processes. */
const POLL_MS = 200;

/** Starts the stand-ins for API processes whose public origin will be `publicOrigin`. */
export async function startClassroomStandIns(publicOrigin: string): Promise<ClassroomStandIns> {
  const oidc = await startLocalGoogleOidc();
  const classroom = await startLocalClassroom({
    tokenInfo: oidc.tokenInfo,
    allowedUriPrefixes: [`${publicOrigin}/google-classroom/`],
  });
  const students: Record<string, string> = {};
  for (let i = 0; i < STUDENTS; i++) {
    students[`g-student-${i}`] = `sub-${i}`;
    oidc.addIdentity(`g-student-${i}`, {
      sub: `g-student-${i}`,
      email: `student-${i}@scale.bench.example`,
      name: `Student ${i}`,
      emailVerified: true,
    });
  }
  // The demo teacher's Google account (linked by its verified email at the first Google sign-in).
  oidc.addIdentity('g-teacher', {
    sub: 'g-teacher',
    email: 'pro@demo.example',
    name: 'T',
    emailVerified: true,
  });
  classroom.courses.set(COURSE, {
    teachers: ['g-teacher'],
    students,
    items: { [ITEM]: { type: 'courseWork' } },
  });
  return {
    oidc,
    classroom,
    env: { ...oidc.env, CLASSROOM_ROOT_URL: classroom.url, CLASSROOM_PASSBACK_POLL_MS: String(POLL_MS) },
    stop: async () => {
      await classroom.stop();
      await oidc.stop();
    },
  };
}

/** One browser: its cookies, kept across requests (the auth state cookie, then the session). */
class Browser {
  private readonly jar = new Map<string, string>();
  /** `address`: the client address the balancer reports (X-Forwarded-For), one per student at home. */
  constructor(
    private readonly origin: string,
    private readonly address?: string,
  ) {}

  async send(method: string, url: string, body?: unknown): Promise<Response> {
    const response = await fetch(url.startsWith('http') ? url : `${this.origin}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: this.origin,
        ...(this.address ? { 'x-forwarded-for': this.address } : {}),
        cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  async json<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await this.send(method, url, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  /** "Sign in with Google" as the add-on page does it, the browser's redirects followed by hand. */
  async signInWithGoogle(loginHint: string, role: 'TEACHER' | 'STUDENT'): Promise<void> {
    const { url } = await this.json<{ url: string }>('POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/',
      errorCallbackURL: '/login',
      loginHint,
      scopes: classroomScopesFor(role),
    });
    const authorize = await fetch(url, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location') ?? '');
    const back = await this.send('GET', `${callback.pathname}${callback.search}`);
    await back.text();
    if (back.status !== 302 || ![...this.jar.keys()].some((name) => name.includes('session_token')))
      throw new Error(`Google sign-in of ${loginHint}: ${back.status} ${back.headers.get('location')}`);
  }
}

interface OutboxRow {
  submission_id: string;
  status: string;
  points_earned: number;
}

/**
 * A Classroom-attached room played through the proxy (each request to the next process): the teacher
 * signs in with Google and attaches a 3-question room with max points 30; `STUDENTS` students sign in
 * with Google, join through the play bridge, answer (some right, some wrong) and finish. Each finish
 * queues one grade in the outbox; the processes' passback workers (one BullMQ schedule) send them.
 * Waits until every grade is SENT (at most 60 s), then two seconds more for a late duplicate, and
 * compares what the strict local Classroom received with the outbox: one studentSubmissions.patch
 * per submission, with the outbox's pointsEarned, none twice, none missing, no refused call.
 */
export async function checkPassbackOnce(
  publicOrigin: string,
  databaseUrl: string,
  standIns: ClassroomStandIns,
): Promise<{ check: string; ok: boolean; detail: string }> {
  const { classroom } = standIns;
  const teacher = new Browser(publicOrigin);
  await teacher.signInWithGoogle('g-teacher', 'TEACHER');
  const set = await teacher.json<{ data: { id: string } }>(
    'POST',
    '/api/quizsets',
    quizSetPayload('classic-classroom', 3, 'Scale passback'),
  );
  const room = await teacher.json<{ data: { entryMapHashId: string } }>(
    'POST',
    `/api/quizsets/${set.data.id}/rooms`,
    { allowGuests: false, allowRetries: false },
  );
  const roomId = room.data.entryMapHashId;
  const query = `entryMapHashId=${roomId}`;
  const attachment = await teacher.json<{ data: { id: string } }>(
    'POST',
    `/api/classroom/courses/${COURSE}/courseWork/${ITEM}/addOnAttachments?addOnToken=${classroom.issueAddOnToken(COURSE, ITEM)}`,
    {
      title: 'Scale passback',
      teacherViewUri: { uri: `${publicOrigin}/google-classroom/teacher-view?${query}` },
      studentViewUri: { uri: `${publicOrigin}/google-classroom/play-bridge?${query}` },
      studentWorkReviewUri: { uri: `${publicOrigin}/google-classroom/student-work-review?${query}` },
      maxPoints: 30,
    },
  );
  const attachmentId = attachment.data.id;
  const patchesBefore = classroom.calls.filter((call) => call.startsWith('PATCH')).length;

  await Promise.all(
    Array.from({ length: STUDENTS }, async (_, i) => {
      // Each from an address of its own: better-auth allows 3 sign-ins per 10 s from one address.
      const student = new Browser(publicOrigin, `10.20.${i >> 8}.${i & 255}`);
      await student.signInWithGoogle(`g-student-${i}`, 'STUDENT');
      const joined = await student.json<{ data: { attemptId: string } }>(
        'POST',
        `/api/classroom/rooms/${roomId}/attempts`,
        { courseId: COURSE, itemId: ITEM, attachmentId },
      );
      const { attemptId } = joined.data;
      const attempt = await student.json<{ data: { questions: { id: string; type: string }[] } }>(
        'GET',
        `/api/attempts/${attemptId}`,
      );
      for (const { id: quizId, type } of attempt.data.questions) {
        // Grades differ between students: "Mars" (right) or "Venus" for the short answer by i's
        // lowest bit, "o" or "x" for the O/X question by the next; multiple choice passed.
        const answer =
          type === 'subjective'
            ? i % 2 === 0
              ? 'Mars'
              : 'Venus'
            : type === 'ox'
              ? i & 2
                ? 'x'
                : 'o'
              : null;
        await student.json(
          'POST',
          `/api/attempts/${attemptId}/answers`,
          answer === null ? { quizId, pass: true } : { quizId, answer },
        );
      }
      await student.json('POST', `/api/attempts/${attemptId}/finish`, {});
    }),
  );

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const outbox = async () =>
    (
      await client.query<OutboxRow>(
        'select submission_id, status, points_earned from grade_passback_outbox where attachment_id = $1',
        [attachmentId],
      )
    ).rows;
  let rows = await outbox();
  const deadline = performance.now() + 60_000;
  while (
    performance.now() < deadline &&
    (rows.length < STUDENTS || rows.some((row) => row.status !== 'SENT'))
  ) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    rows = await outbox();
  }
  // A second send of a grade would come with a later pass: wait for ten more.
  await new Promise((resolve) => setTimeout(resolve, 10 * POLL_MS));
  rows = await outbox();
  await client.end();

  const received = classroom.grades.filter((grade) => grade.attachmentId === attachmentId);
  const perSubmission = new Map<string, number[]>();
  for (const grade of received)
    perSubmission.set(grade.submissionId, [
      ...(perSubmission.get(grade.submissionId) ?? []),
      Number(grade.body.pointsEarned),
    ]);
  const twice = [...perSubmission.values()].filter((points) => points.length > 1).length;
  const missing = rows.filter((row) => !perSubmission.has(row.submission_id)).length;
  const wrong = rows.filter((row) =>
    perSubmission.get(row.submission_id)?.some((value) => value !== row.points_earned),
  ).length;
  const patches = classroom.calls.filter((call) => call.startsWith('PATCH')).length - patchesBefore;
  const sent = rows.filter((row) => row.status === 'SENT').length;
  const distinctGrades = new Set(rows.map((row) => row.points_earned)).size;
  return {
    check:
      'the Classroom passback runs once per grade: students finishing through both processes, each grade patched once',
    ok:
      rows.length === STUDENTS &&
      sent === STUDENTS &&
      received.length === STUDENTS &&
      patches === STUDENTS &&
      twice === 0 &&
      missing === 0 &&
      wrong === 0,
    detail: `${STUDENTS} students, ${rows.length} grades queued (${distinctGrades} distinct scores), ${sent} SENT; strict Classroom: ${patches} patch calls, ${received.length} accepted, ${perSubmission.size} submissions, ${twice} twice, ${missing} missing, ${wrong} other points`,
  };
}
