import type { QuizSetResults } from '../play/results-wire';
import type { QuizSaved } from '../questions';

// The wire shape of the Classroom teacher view (docs/api.md "Classroom add-on: teacher view"; issue 18
// item 5), shared by the server that answers it and the page that shows it.

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
  /** The last error: Google's status and message, or our error code; null before a failure. */
  lastError: string | null;
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
