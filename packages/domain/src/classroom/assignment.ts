import { z } from 'zod';
import type { MessageKey, MessageParams } from '../messages';
import {
  ASSIGNMENT_MAX_POINTS_MAX,
  ASSIGNMENT_MAX_POINTS_MIN,
  ASSIGNMENT_TITLE_MAX_LENGTH,
} from './constants';

/** The create-assignment dialog's fields (spec §2 "create-assignment dialog"). */
export interface AssignmentForm {
  title: string;
  maxPoints: number;
}

export interface AssignmentIssue {
  field: keyof AssignmentForm;
  key: MessageKey;
  params?: MessageParams;
}

/**
 * The dialog's rules, checked by the browser before sending and by the server again (common brief:
 * same messages). Title: trimmed, 1–1000 characters; max points: a whole number 1–1000.
 */
export function validateAssignmentForm(form: AssignmentForm): AssignmentIssue[] {
  const issues: AssignmentIssue[] = [];
  const title = form.title.trim();
  if (title.length === 0) issues.push({ field: 'title', key: 'validation.assignment.titleRequired' });
  else if (title.length > ASSIGNMENT_TITLE_MAX_LENGTH)
    issues.push({
      field: 'title',
      key: 'validation.assignment.titleTooLong',
      params: { max: ASSIGNMENT_TITLE_MAX_LENGTH },
    });
  if (
    !Number.isInteger(form.maxPoints) ||
    form.maxPoints < ASSIGNMENT_MAX_POINTS_MIN ||
    form.maxPoints > ASSIGNMENT_MAX_POINTS_MAX
  )
    issues.push({
      field: 'maxPoints',
      key: 'validation.assignment.maxPoints',
      params: { min: ASSIGNMENT_MAX_POINTS_MIN, max: ASSIGNMENT_MAX_POINTS_MAX },
    });
  return issues;
}

const uriSchema = z.object({ uri: z.string().url().max(2000) });

/**
 * Body of `POST /api/classroom/courses/{courseId}/courseWork/{itemId}/addOnAttachments` (api.md
 * "Classroom add-on"). Shapes only; the form rules are `validateAssignmentForm`, and the server checks
 * that every URI points at this product.
 */
export const createAddOnAttachmentBodySchema = z.object({
  title: z.string().max(ASSIGNMENT_TITLE_MAX_LENGTH * 4),
  teacherViewUri: uriSchema,
  studentViewUri: uriSchema,
  studentWorkReviewUri: uriSchema,
  maxPoints: z.number().optional(),
});
export type CreateAddOnAttachmentBody = z.infer<typeof createAddOnAttachmentBodySchema>;
