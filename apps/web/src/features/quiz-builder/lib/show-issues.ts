import { formatMessage, type Locale, SCHOOL_INFO_PATHS, type ValidationIssue } from '@quizset/domain';
import { useBuildStore } from '../store/build-store';
import { fieldId, focusFieldWhenReady, tabOfPath } from './field-id';

/** An issue ready to show: from the domain's validation (translated here) or a server 400 detail. */
export interface FieldIssue {
  path: string;
  message: string;
}

export function translateIssues(issues: ValidationIssue[], locale: Locale): FieldIssue[] {
  return issues.map((issue) => ({
    path: issue.path,
    message: formatMessage(issue.key, locale, issue.params),
  }));
}

/** Gives the tab switch time to mount the other tab's fields before focusing one of them. */
const FOCUS_AFTER_TAB_SWITCH_MS = 50;

/**
 * Spec §2 Finish: every offending field shows its message inline; the first one's tab opens and it is
 * scrolled to and focused. A question's fields exist only in edit mode (issue 3), so the offending
 * card enters edit mode first. The map has no input: its issue opens the picker instead. School type,
 * grade and semester live in the school-info modal (spec §2 modal 7): their issue opens it, and the
 * offending select inside is focused (the modal's own initial focus picks the same one).
 */
export function showIssues(issues: FieldIssue[]): void {
  const first = issues[0];
  if (!first) return;
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldId(issue.path)] ??= issue.message;
  const store = useBuildStore.getState();
  store.setFieldErrors(errors);
  const tab = tabOfPath(first.path);
  if (tab) store.setTab(tab);
  const cardIndex = /^quizList\.(\d+)/.exec(first.path)?.[1];
  const card = cardIndex === undefined ? undefined : store.form.quizList[Number(cardIndex)];
  if (card) store.setEditingQuizId(card.id);
  setTimeout(() => {
    if (isSchoolInfoPath(first.path)) store.setSchoolInfoOpen(true);
    void focusFieldWhenReady(first.path);
    if (first.path === 'templateId' && store.mode !== 'UPDATE') store.setMapPickerOpen(true);
  }, FOCUS_AFTER_TAB_SWITCH_MS);
}

function isSchoolInfoPath(path: string): boolean {
  return (SCHOOL_INFO_PATHS as readonly string[]).includes(path);
}
