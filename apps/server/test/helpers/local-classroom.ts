import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A course of the local Classroom: its teachers and students by Google user id (`sub`). */
export interface LocalCourse {
  teachers: string[];
  /** Student `sub` → their submission id for every item of the course. */
  students: Record<string, string>;
}

export interface ReceivedAttachment {
  id: string;
  courseId: string;
  itemId: string;
  addOnToken: string;
  body: Record<string, unknown>;
}

export interface ReceivedGrade {
  courseId: string;
  itemId: string;
  attachmentId: string;
  submissionId: string;
  updateMask: string;
  body: Record<string, unknown>;
  /** The Google user whose token made the call. */
  by: string;
}

export interface LocalClassroom {
  /** Root URL for CLASSROOM_ROOT_URL. */
  url: string;
  courses: Map<string, LocalCourse>;
  attachments: ReceivedAttachment[];
  grades: ReceivedGrade[];
  /** The next `count` grade patches answer `status` (e.g. 503) instead. */
  failNextGrades: (count: number, status: number) => void;
  /** Requests received (method and path), to see what was called. */
  calls: string[];
  stop: () => Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function googleError(res: ServerResponse, status: number, message: string): void {
  const statusName: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    503: 'UNAVAILABLE',
  };
  send(res, status, { error: { code: status, message, status: statusName[status] ?? 'UNKNOWN' } });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * A small HTTP server speaking the Classroom REST contract the product uses (issue 11 "Where Google
 * is reached"): getAddOnContext, addOnAttachments.create, studentSubmissions.patch. Bearer tokens
 * are resolved by `subOfToken` (the local OIDC server's issued tokens): an unknown token gets 401, a
 * user who is not the course's teacher 403 on teacher calls. What was sent is kept in memory.
 */
export async function startLocalClassroom(
  subOfToken: (token: string) => string | null,
): Promise<LocalClassroom> {
  const courses = new Map<string, LocalCourse>();
  const attachments: ReceivedAttachment[] = [];
  const grades: ReceivedGrade[] = [];
  const calls: string[] = [];
  let gradeFailures = { count: 0, status: 503 };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://classroom.local');
    calls.push(`${req.method} ${url.pathname}`);
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const sub = token ? subOfToken(token) : null;
    if (!sub) return googleError(res, 401, 'Request had invalid authentication credentials.');
    const match =
      /^\/v1\/courses\/([^/]+)\/(courseWork|courseWorkMaterials|announcements)\/([^/]+)\/(addOnContext|addOnAttachments)(?:\/([^/]+)\/studentSubmissions\/([^/]+))?$/.exec(
        url.pathname,
      );
    if (!match) return googleError(res, 404, 'Not found');
    const [, courseId = '', , itemId = '', action, attachmentId, submissionId] = match;
    const course = courses.get(decodeURIComponent(courseId));
    if (!course) return googleError(res, 404, 'Requested entity was not found.');
    const isTeacher = course.teachers.includes(sub);
    const submissionOfStudent = course.students[sub];

    if (action === 'addOnContext' && req.method === 'GET') {
      if (isTeacher)
        return send(res, 200, { courseId, itemId, supportsStudentWork: true, teacherContext: {} });
      if (submissionOfStudent)
        return send(res, 200, {
          courseId,
          itemId,
          supportsStudentWork: true,
          studentContext: { submissionId: submissionOfStudent },
        });
      return googleError(res, 403, 'The caller does not have permission');
    }
    if (action === 'addOnAttachments' && req.method === 'POST' && !attachmentId) {
      if (!isTeacher) return googleError(res, 403, 'The caller does not have permission');
      const addOnToken = url.searchParams.get('addOnToken') ?? '';
      if (!addOnToken) return googleError(res, 400, 'addOnToken is required');
      const body = await readJson(req);
      const attachment = { id: randomUUID(), courseId, itemId, addOnToken, body };
      attachments.push(attachment);
      return send(res, 200, { id: attachment.id, courseId, itemId, ...body });
    }
    if (action === 'addOnAttachments' && req.method === 'PATCH' && attachmentId && submissionId) {
      if (!isTeacher) return googleError(res, 403, 'The caller does not have permission');
      if (gradeFailures.count > 0) {
        gradeFailures = { ...gradeFailures, count: gradeFailures.count - 1 };
        return googleError(res, gradeFailures.status, 'The service is currently unavailable.');
      }
      const body = await readJson(req);
      grades.push({
        courseId,
        itemId,
        attachmentId,
        submissionId,
        updateMask: url.searchParams.get('updateMask') ?? '',
        body,
        by: sub,
      });
      return send(res, 200, { id: submissionId, ...body });
    }
    return googleError(res, 404, 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    courses,
    attachments,
    grades,
    calls,
    failNextGrades: (count, status) => {
      gradeFailures = { count, status };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
