import { z } from 'zod';

/**
 * The part of Google's Classroom v1 contract the local Classroom enforces (issue 18 item 9), written
 * from `@googleapis/classroom`'s request types (build/v1.d.ts: Schema$AddOnAttachment,
 * Schema$EmbedUri, Schema$AddOnAttachmentStudentSubmission) and its per-method scopes (v1.ts).
 * classroom-contract.test.ts compares every name here with the installed package so it cannot drift.
 */

export const TEACHER_SCOPE = 'https://www.googleapis.com/auth/classroom.addons.teacher';
export const STUDENT_SCOPE = 'https://www.googleapis.com/auth/classroom.addons.student';

/** Scopes any one of which lets a token call the method (v1.ts "scopes" of each method). */
export const METHOD_SCOPES = {
  getAddOnContext: [STUDENT_SCOPE, TEACHER_SCOPE],
  'addOnAttachments.create': [TEACHER_SCOPE],
  'addOnAttachments.get': [STUDENT_SCOPE, TEACHER_SCOPE],
  'addOnAttachments.studentSubmissions.patch': [TEACHER_SCOPE],
} as const;
export type ClassroomMethod = keyof typeof METHOD_SCOPES;

/** Schema$EmbedUri: `uri` required, 1–1800 characters. */
const embedUri = z.object({ uri: z.string().min(1).max(1800) }).strict();

/**
 * Schema$AddOnAttachment as a create body: title 1–1000 characters, teacher and student view URIs
 * required; `maxPoints` a non-negative integer, only with `studentWorkReviewUri`. Output-only and
 * immutable fields are accepted and ignored, as Google does; an unknown name is refused.
 */
export const addOnAttachmentCreateBody = z
  .object({
    title: z.string().min(1).max(1000),
    teacherViewUri: embedUri,
    studentViewUri: embedUri,
    studentWorkReviewUri: embedUri.optional(),
    maxPoints: z.number().int().nonnegative().optional(),
    dueDate: z.object({ year: z.number().int(), month: z.number().int(), day: z.number().int() }).optional(),
    dueTime: z
      .object({
        hours: z.number().int().optional(),
        minutes: z.number().int().optional(),
        seconds: z.number().int().optional(),
        nanos: z.number().int().optional(),
      })
      .optional(),
    id: z.string().optional(),
    courseId: z.string().optional(),
    itemId: z.string().optional(),
    postId: z.string().optional(),
    copyHistory: z.array(z.unknown()).optional(),
  })
  .strict();

/** Schema$AddOnAttachmentStudentSubmission as a patch body. */
export const studentSubmissionPatchBody = z
  .object({
    pointsEarned: z.number().optional(),
    postSubmissionState: z.string().optional(),
  })
  .strict();

/** Fields of Schema$AddOnAttachmentStudentSubmission a teacher may name in `updateMask` (Google: pointsEarned only). */
export const STUDENT_SUBMISSION_UPDATE_MASK = ['pointsEarned'] as const;

/** Field names of the schemas above, as the test compares them with v1.d.ts. */
export const CONTRACT_FIELDS = {
  AddOnAttachment: Object.keys(addOnAttachmentCreateBody.shape).sort(),
  EmbedUri: Object.keys(embedUri.shape).sort(),
  AddOnAttachmentStudentSubmission: Object.keys(studentSubmissionPatchBody.shape).sort(),
};
