import { z } from 'zod';
import { MESSAGE_KEYS, type MessageKey, type MessageParams } from './messages';

/**
 * The failure reasons tracked when a finish fails (spec §5): exactly the spec's seven. Every issue
 * carries the one its rule belongs to.
 */
export const VALIDATION_FAILURE_REASONS = [
  'no_title',
  'no_map_template',
  'missing_school_info',
  'no_subject',
  'no_quiz',
  'invalid_custom_publisher',
  'invalid_quiz',
] as const;
export type ValidationFailureReason = (typeof VALIDATION_FAILURE_REASONS)[number];

/**
 * One broken rule (spec §5). `path` is dot-separated: quiz fields use the submit payload's names
 * (`quizList.3.multipleData.choiceListV2.1.text`), so the builder's inputs, the browser's checks and
 * the server's 400 details name a field the same way; quiz set fields use the quiz set form's names
 * (`title`, `schoolTypeId`, `gradeId`, `semesterId`, `subject`, `customPublisher`), which the server
 * maps onto its payload (`categoryTreeData.…`). `key`/`params` give the message (messages.ts).
 */
export const validationIssueSchema = z.object({
  path: z.string(),
  key: z.enum(MESSAGE_KEYS as [MessageKey, ...MessageKey[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  reason: z.enum(VALIDATION_FAILURE_REASONS),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** An issue; `params` only when given, so issues compare equal in tests. */
export function issue(
  path: string,
  key: MessageKey,
  reason: ValidationFailureReason,
  params?: MessageParams,
): ValidationIssue {
  return params ? { path, key, reason, params } : { path, key, reason };
}
