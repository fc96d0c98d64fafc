import type { QuizSetResults } from '../play/results-wire';
import type { QuizSaved } from '../questions';

// The wire shape of the Classroom teacher view (docs/api.md "Classroom add-on: teacher view"; issue 18
// item 5), shared by the server that answers it and the page that shows it.

/**
 * Why Classroom did not take a grade, in our own words (the teacher view shows each in ko/en; Google's
 * own text, English whatever the teacher's language, stays in the server's logs):
 * - AUTH_EXPIRED: no teacher of the course has a Google grant that still works (signing in again fixes it);
 * - AUTH_ERROR: Google refused the teacher's credentials, or they lack the grading scope;
 * - NOT_TEACHER: Google says the sending account may not grade in this course;
 * - INVALID_ACCESS: the course, assignment, attachment or submission is not there any more (400/404);
 * - ATTACHMENT_MISSING: the attachment was not made by this product;
 * - GOOGLE_UNAVAILABLE: Classroom was down, busy or not reached (it is tried again);
 * - GOOGLE_REFUSED: Classroom refused the grade for another reason;
 * - UNKNOWN: anything else (a row written before these reasons existed).
 */
export const GRADE_ERROR_REASONS = [
  'AUTH_EXPIRED',
  'AUTH_ERROR',
  'NOT_TEACHER',
  'INVALID_ACCESS',
  'ATTACHMENT_MISSING',
  'GOOGLE_UNAVAILABLE',
  'GOOGLE_REFUSED',
  'UNKNOWN',
] as const;
export type GradeErrorReason = (typeof GRADE_ERROR_REASONS)[number];

/** Whether a stored value is one of GRADE_ERROR_REASONS. */
export function isGradeErrorReason(value: unknown): value is GradeErrorReason {
  return (GRADE_ERROR_REASONS as readonly unknown[]).includes(value);
}

/** A grade of the attachment Classroom has not taken yet (the outbox's PENDING and FAILED rows). */
export interface WaitingGrade {
  submissionId: string;
  /** The student's name, from the attempt linked to the submission; null when none is linked. */
  studentName: string | null;
  /** The grade as sent: points out of the attachment's max points. */
  pointsEarned: number;
  maxPoints: number;
  /** PENDING: the worker will send it; FAILED: it gave up (send again). */
  status: 'PENDING' | 'FAILED';
  attempts: number;
  /** Why the last try failed (GRADE_ERROR_REASONS, never Google's text); null before a failure. */
  lastError: GradeErrorReason | null;
  /** ISO date-time of the row's last change. */
  updatedAt: string;
}

/** The teacher view of one attachment (issue 11 teacherViewUri, issue 18 items 1 and 5). */
export interface AttachmentTeacherView {
  /** The room this attachment plays: a copy's own room, not the URL's. */
  entryMapHashId: string;
  isOpen: boolean;
  /** The caller owns the set: the room's open/close switch, reviews and player actions are theirs. */
  canManage: boolean;
  quizSet: { id: string; title: string; quizList: QuizSaved[] };
  results: QuizSetResults;
  waitingGrades: WaitingGrade[];
}
