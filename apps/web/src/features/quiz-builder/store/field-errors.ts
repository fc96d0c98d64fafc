import type { QuizSetForm } from '@quizset/domain';

/** Drops the errors of fields whose value changed, so a fixed field stops showing its message. */
export function keepErrors(
  errors: Record<string, string>,
  before: QuizSetForm,
  after: QuizSetForm,
): Record<string, string> {
  if (Object.keys(errors).length === 0) return errors;
  const keep: Record<string, string> = {};
  for (const [id, message] of Object.entries(errors)) {
    if (readPath(before, id) === readPath(after, id)) keep[id] = message;
  }
  return keep;
}

function readPath(form: QuizSetForm, id: string): unknown {
  let value: unknown = form;
  for (const part of id.replace(/^field-/, '').split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
