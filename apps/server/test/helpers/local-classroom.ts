import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ZodError } from 'zod';
import {
  addOnAttachmentCreateBody,
  type ClassroomMethod,
  METHOD_SCOPES,
  STUDENT_SUBMISSION_UPDATE_MASK,
  studentSubmissionPatchBody,
} from './classroom-contract';

export type LocalItemType = 'courseWork' | 'courseWorkMaterials' | 'announcements';

/** A post of a course: its type, and for courseWork whether it takes student work and grades. */
export interface LocalItem {
  type: LocalItemType;
  /** AddOnContext.supportsStudentWork; only courseWork may have it (default true for courseWork). */
  supportsStudentWork?: boolean;
}

/** A course of the local Classroom: its teachers, students (by Google user id, `sub`) and posts. */
export interface LocalCourse {
  teachers: string[];
  /** Student `sub` → their submission id for every courseWork of the course. */
  students: Record<string, string>;
  /** Item id → the post. Calls on any other item, or on an item through another type's path, get 404. */
  items: Record<string, LocalItem>;
}

export interface CopyHistoryEntry {
  courseId: string;
  itemId: string;
  attachmentId: string;
}

export interface ReceivedAttachment {
  id: string;
  courseId: string;
  itemId: string;
  itemType: LocalItemType;
  /** The addOnToken it was created with; '' for a copy Classroom made itself. */
  addOnToken: string;
  body: Record<string, unknown>;
  copyHistory: CopyHistoryEntry[];
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

/** Who an access token belongs to and what it was granted (the local OIDC server's `tokenInfo`). */
export interface TokenInfo {
  sub: string;
  scopes: string[];
}

export interface LocalClassroomOptions {
  /** Resolves a bearer token; null for one never issued (or revoked): 401. */
  tokenInfo: (token: string) => TokenInfo | null;
  /**
   * The add-on's "Attachment URI prefixes" (Google Workspace Marketplace SDK, app configuration): a
   * created attachment's URIs must each start with one of them.
   */
  allowedUriPrefixes: string[];
}

export interface LocalClassroom {
  /** Root URL for CLASSROOM_ROOT_URL. */
  url: string;
  courses: Map<string, LocalCourse>;
  attachments: ReceivedAttachment[];
  grades: ReceivedGrade[];
  /**
   * The addOnToken Classroom puts in the discovery iframe's URL when a teacher of `courseId` opens the
   * add-on on `itemId`; the only tokens create and getAddOnContext accept.
   */
  issueAddOnToken: (courseId: string, itemId: string) => string;
  /**
   * What Classroom does when a course is copied, a post reused or posted to several classes: a new
   * attachment on `to` with the same URIs and settings and `copyHistory` naming its predecessors.
   * @returns the new attachment's id.
   */
  copyAttachment: (from: CopyHistoryEntry, to: { courseId: string; itemId: string }) => string;
  /** The next `count` grade patches answer `status` (e.g. 503) instead. */
  failNextGrades: (count: number, status: number) => void;
  /** Requests received (method and path), to see what was called. */
  calls: string[];
  stop: () => Promise<void>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** Thrown inside a handler: answered as Google's error JSON ({error:{code,message,status,details?}}). */
class GoogleError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly details?: unknown[],
    readonly statusName = STATUS_NAMES[code] ?? 'UNKNOWN',
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

/** google.rpc.BadRequest details: one field violation per problem. */
function badRequest(message: string, violations: { field: string; description: string }[]): GoogleError {
  return new GoogleError(400, message, [
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations },
  ]);
}

function fromZod(error: ZodError): GoogleError {
  const violations = error.issues.map((issue) => ({
    field: issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : ''),
    description: issue.message,
  }));
  return badRequest('Request contains an invalid argument.', violations);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new GoogleError(400, 'Invalid JSON payload received.');
  }
}

/**
 * A small HTTP server as strict as Google Classroom v1 for the calls the add-on makes (issue 18 item
 * 9): `courses.{courseWork|courseWorkMaterials|announcements}.getAddOnContext`,
 * `….addOnAttachments.create|get` and `courses.courseWork.addOnAttachments.studentSubmissions.patch`.
 * Every request is checked against helpers/classroom-contract.ts (the request schemas and scopes of
 * `@googleapis/classroom`, compared with the package by classroom-contract.test.ts): the token's
 * scopes, the caller's role in the course, the item and its type, the addOnToken, the body, the URI
 * prefixes, the update mask and the grade. Failures answer Google's error JSON.
 */
export async function startLocalClassroom(options: LocalClassroomOptions): Promise<LocalClassroom> {
  const courses = new Map<string, LocalCourse>();
  const attachments: ReceivedAttachment[] = [];
  const grades: ReceivedGrade[] = [];
  const calls: string[] = [];
  /** addOnToken → the item it was issued for. */
  const addOnTokens = new Map<string, { courseId: string; itemId: string }>();
  let gradeFailures = { count: 0, status: 503 };

  const requireScope = (info: TokenInfo, method: ClassroomMethod): void => {
    const allowed: readonly string[] = METHOD_SCOPES[method];
    if (info.scopes.some((scope) => allowed.includes(scope))) return;
    throw new GoogleError(403, 'Request had insufficient authentication scopes.', [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
        domain: 'googleapis.com',
        metadata: { service: 'classroom.googleapis.com', method: `google.classroom.v1.Classroom.${method}` },
      },
    ]);
  };
  const denied = () => new GoogleError(403, 'The caller does not have permission');
  const notFound = () => new GoogleError(404, 'Requested entity was not found.');
  const checkAddOnToken = (token: string, courseId: string, itemId: string): void => {
    const issued = addOnTokens.get(token);
    if (!issued || issued.courseId !== courseId || issued.itemId !== itemId)
      throw badRequest('Invalid add-on token.', [
        { field: 'addOnToken', description: 'Invalid add-on token.' },
      ]);
  };
  const attachmentOf = (courseId: string, itemId: string, id: string) => {
    const found = attachments.find((a) => a.courseId === courseId && a.itemId === itemId && a.id === id);
    if (!found) throw notFound();
    return found;
  };
  const present = (a: ReceivedAttachment) => ({
    ...a.body,
    id: a.id,
    courseId: a.courseId,
    itemId: a.itemId,
    postId: a.itemId,
    ...(a.copyHistory.length > 0
      ? { copyHistory: a.copyHistory.map((h) => ({ ...h, postId: h.itemId })) }
      : {}),
  });

  async function handle(req: IncomingMessage, info: TokenInfo, url: URL): Promise<unknown> {
    const match =
      /^\/v1\/courses\/([^/]+)\/(courseWork|courseWorkMaterials|announcements)\/([^/]+)\/(addOnContext|addOnAttachments)(?:\/([^/]+)(?:\/studentSubmissions\/([^/]+))?)?$/.exec(
        url.pathname,
      );
    if (!match) throw new GoogleError(404, 'Not found');
    const [, rawCourse = '', type = '', rawItem = '', action, attachmentId, submissionId] = match;
    const courseId = decodeURIComponent(rawCourse);
    const itemId = decodeURIComponent(rawItem);
    const method: ClassroomMethod | null =
      action === 'addOnContext' && req.method === 'GET'
        ? 'getAddOnContext'
        : action === 'addOnAttachments' && req.method === 'POST' && !attachmentId
          ? 'addOnAttachments.create'
          : action === 'addOnAttachments' && req.method === 'GET' && attachmentId && !submissionId
            ? 'addOnAttachments.get'
            : action === 'addOnAttachments' && req.method === 'PATCH' && submissionId && type === 'courseWork'
              ? 'addOnAttachments.studentSubmissions.patch'
              : null;
    if (!method) throw new GoogleError(404, 'Not found');
    // Google checks the token's scopes before it looks at the resource.
    requireScope(info, method);
    const course = courses.get(courseId);
    const item = course?.items[itemId];
    if (!course || !item || item.type !== type) throw notFound();
    const isTeacher = course.teachers.includes(info.sub);
    const isStudent = info.sub in course.students;
    const studentWork = item.type === 'courseWork' && item.supportsStudentWork !== false;

    if (method === 'getAddOnContext') {
      const addOnToken = url.searchParams.get('addOnToken');
      const contextAttachment = url.searchParams.get('attachmentId');
      if (addOnToken) checkAddOnToken(addOnToken, courseId, itemId);
      else if (contextAttachment) attachmentOf(courseId, itemId, contextAttachment);
      else if (!attachments.some((a) => a.courseId === courseId && a.itemId === itemId))
        throw badRequest('addOnToken is required.', [{ field: 'addOnToken', description: 'Required.' }]);
      const base = { courseId, itemId, postId: itemId, supportsStudentWork: studentWork };
      if (isTeacher) return { ...base, teacherContext: {} };
      if (isStudent)
        return {
          ...base,
          studentContext: studentWork ? { submissionId: course.students[info.sub] } : {},
        };
      throw denied();
    }
    if (method === 'addOnAttachments.get') {
      if (!isTeacher && !isStudent) throw denied();
      return present(attachmentOf(courseId, itemId, attachmentId as string));
    }
    if (method === 'addOnAttachments.create') {
      if (!isTeacher) throw denied();
      const addOnToken = url.searchParams.get('addOnToken') ?? '';
      checkAddOnToken(addOnToken, courseId, itemId);
      const parsed = addOnAttachmentCreateBody.safeParse(await readJson(req));
      if (!parsed.success) throw fromZod(parsed.error);
      const body = parsed.data;
      const violations: { field: string; description: string }[] = [];
      if (!studentWork) {
        // Grade fields belong to courseWork that takes student work only.
        if (body.studentWorkReviewUri)
          violations.push({ field: 'studentWorkReviewUri', description: 'Not allowed on this item.' });
        if (body.maxPoints !== undefined)
          violations.push({ field: 'maxPoints', description: 'Not allowed on this item.' });
      } else if (body.maxPoints !== undefined && !body.studentWorkReviewUri)
        violations.push({
          field: 'maxPoints',
          description: 'Can only be set if studentWorkReviewUri is set.',
        });
      for (const field of ['teacherViewUri', 'studentViewUri', 'studentWorkReviewUri'] as const) {
        const uri = body[field]?.uri;
        if (uri !== undefined && !options.allowedUriPrefixes.some((prefix) => uri.startsWith(prefix)))
          violations.push({
            field: `${field}.uri`,
            description: 'URI does not match any allowed URI prefix.',
          });
      }
      if (violations.length > 0) throw badRequest('Request contains an invalid argument.', violations);
      const { id: _id, courseId: _c, itemId: _i, postId: _p, copyHistory: _h, ...kept } = body;
      const attachment: ReceivedAttachment = {
        id: randomUUID(),
        courseId,
        itemId,
        itemType: item.type,
        addOnToken,
        body: kept,
        copyHistory: [],
      };
      attachments.push(attachment);
      return present(attachment);
    }
    // studentSubmissions.patch
    if (!isTeacher) throw denied();
    const attachment = attachmentOf(courseId, itemId, attachmentId as string);
    if (!Object.values(course.students).includes(submissionId as string)) throw notFound();
    const updateMask = url.searchParams.get('updateMask') ?? '';
    const fields = updateMask.split(',').filter(Boolean);
    const allowedMask: readonly string[] = STUDENT_SUBMISSION_UPDATE_MASK;
    if (fields.length === 0 || fields.some((field) => !allowedMask.includes(field)))
      throw badRequest('Request contains an invalid argument.', [
        { field: 'updateMask', description: `Allowed fields: ${STUDENT_SUBMISSION_UPDATE_MASK.join(', ')}` },
      ]);
    const parsed = studentSubmissionPatchBody.safeParse(await readJson(req));
    if (!parsed.success) throw fromZod(parsed.error);
    const { pointsEarned } = parsed.data;
    const maxPoints = attachment.body.maxPoints;
    if (pointsEarned !== undefined && pointsEarned < 0)
      throw badRequest('Request contains an invalid argument.', [
        { field: 'pointsEarned', description: 'Must not be negative.' },
      ]);
    if (typeof maxPoints !== 'number' || maxPoints <= 0)
      throw new GoogleError(
        400,
        'The attachment does not support grade passback (no maxPoints).',
        undefined,
        'FAILED_PRECONDITION',
      );
    if (gradeFailures.count > 0) {
      gradeFailures = { ...gradeFailures, count: gradeFailures.count - 1 };
      throw new GoogleError(gradeFailures.status, 'The service is currently unavailable.');
    }
    grades.push({
      courseId,
      itemId,
      attachmentId: attachment.id,
      submissionId: submissionId as string,
      updateMask,
      body: parsed.data,
      by: info.sub,
    });
    return { id: submissionId, ...parsed.data };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://classroom.local');
    calls.push(`${req.method} ${url.pathname}`);
    try {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const info = token ? options.tokenInfo(token) : null;
      if (!info) throw new GoogleError(401, 'Request had invalid authentication credentials.');
      send(res, 200, await handle(req, info, url));
    } catch (error) {
      if (!(error instanceof GoogleError)) throw error;
      send(res, error.code, {
        error: {
          code: error.code,
          message: error.message,
          status: error.statusName,
          ...(error.details ? { details: error.details } : {}),
        },
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    courses,
    attachments,
    grades,
    calls,
    issueAddOnToken: (courseId, itemId) => {
      const token = `aot-${randomUUID()}`;
      addOnTokens.set(token, { courseId, itemId });
      return token;
    },
    copyAttachment: (from, to) => {
      const source = attachments.find(
        (a) => a.courseId === from.courseId && a.itemId === from.itemId && a.id === from.attachmentId,
      );
      const target = courses.get(to.courseId)?.items[to.itemId];
      if (!source || !target) throw new Error('copyAttachment: no such attachment or target item');
      const copy: ReceivedAttachment = {
        ...source,
        id: randomUUID(),
        courseId: to.courseId,
        itemId: to.itemId,
        itemType: target.type,
        addOnToken: '',
        copyHistory: [...source.copyHistory, from],
      };
      attachments.push(copy);
      return copy.id;
    },
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
