import { waitForElement } from './wait-for-element';

/**
 * DOM ids derived from validation issue paths (spec §2 Finish: "focus the first offending field").
 * `quizList.3.choiceList.1.text` → `field-quizList.3.choiceList.1.text`. Every input of the builder
 * takes its id from here so a domain issue, a server 400 detail and the input agree on one name.
 */
export type FieldPath = string | ReadonlyArray<string | number>;

export function pathKey(path: FieldPath): string {
  return typeof path === 'string' ? path : path.join('.');
}

export function fieldId(path: FieldPath): string {
  return `field-${pathKey(path)}`;
}

/**
 * Which tab holds the field: questions live on the quiz tab; the map and the title sit in the header,
 * visible from both tabs (null: stay); publisher and category are on settings.
 */
export function tabOfPath(path: FieldPath): 'quiz' | 'settings' | null {
  const key = pathKey(path);
  if (key.startsWith('quizList')) return 'quiz';
  if (key === 'templateId' || key === 'title') return null;
  return 'settings';
}

/** The path whose own element should be focused (rich-text twins map to their editable field). */
export function focusTargetPath(path: string): string {
  return path.replace(/\.questionRichText$/, '.question').replace(/\.richText$/, '.text');
}

/**
 * The element to focus for an issue path. Rich-text twins point at their plain-text input (the plain
 * text is what the teacher types here); a path with no element of its own (e.g. `quizList.2.hint`)
 * falls back to its nearest ancestor that has one, down to the card (`field-quizList.2`).
 */
export function findFieldElement(path: string, root: Document = document): HTMLElement | null {
  const parts = focusTargetPath(path).split('.');
  while (parts.length > 0) {
    const element = root.getElementById(fieldId(parts.join('.')));
    if (element) return element;
    parts.pop();
  }
  return null;
}

/**
 * Scrolls the field into view and focuses it (spec §2 Finish). Returns false when nothing matched.
 * Tall elements (a card) align to their top; the scroll-margin-top of build-page.module.css keeps
 * that below the sticky header, and a rich-text field's toolbar with it.
 */
export function focusField(path: string): boolean {
  const element = findFieldElement(path);
  if (!element) return false;
  const isTall = element.getBoundingClientRect().height > window.innerHeight / 3;
  element.scrollIntoView({ block: isTall ? 'start' : 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
  return true;
}

/**
 * focusField for a field that may still be loading (issue 3: the rich-text editor is lazy): waits up
 * to `timeoutMs` for the field's own element, then focuses it or, failing that, its nearest ancestor.
 */
export async function focusFieldWhenReady(path: string, timeoutMs = 4000): Promise<boolean> {
  await waitForElement(fieldId(focusTargetPath(path)), timeoutMs);
  return focusField(path);
}
