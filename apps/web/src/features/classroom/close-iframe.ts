import { CLASSROOM_CLOSE_IFRAME_MESSAGE } from '@quizset/domain';

/** Asks Classroom to close the add-on iframe (classroom.md "Closing the iframe"). */
export function closeClassroomIframe(target: Pick<Window, 'postMessage'> = window.parent): void {
  // '*' as Classroom documents: the message carries nothing secret.
  target.postMessage({ ...CLASSROOM_CLOSE_IFRAME_MESSAGE }, '*');
}
