import { type QuizSetForm, quizToSubmit } from '@quizset/domain';

/** Drops the errors of fields whose value changed, so a fixed field stops showing its message. */
export function keepErrors(
  errors: Record<string, string>,
  before: QuizSetForm,
  after: QuizSetForm,
): Record<string, string> {
  if (Object.keys(errors).length === 0) return errors;
  const keep: Record<string, string> = {};
  for (const [id, message] of Object.entries(errors)) {
    if (JSON.stringify(readPath(before, id)) === JSON.stringify(readPath(after, id))) keep[id] = message;
  }
  return keep;
}

/**
 * The value a field id names. Question fields are named by their payload path
 * (`quizList.2.multipleData.choiceListV2.1.text`, see field-id.ts), so a card is read as its submit
 * item; quiz set fields are the form's own.
 */
function readPath(form: QuizSetForm, id: string): unknown {
  const parts = id.replace(/^field-/, '').split('.');
  let value: unknown = form;
  if (parts[0] === 'quizList' && parts.length > 1) {
    const index = Number(parts[1]);
    const quiz = form.quizList[index];
    value = quiz ? quizToSubmit(quiz, index) : undefined;
    parts.splice(0, 2);
  }
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
