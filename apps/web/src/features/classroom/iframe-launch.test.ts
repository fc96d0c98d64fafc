import { describe, expect, it } from 'vitest';
import { readAttachmentLaunch } from './iframe-launch';

// classroom.md "Iframes Classroom opens": the parameters of the three attachment iframes; a missing
// one is spec §8's "missing landing context".
const BASE =
  'entryMapHashId=Ab12Cd34Ef56&courseId=c1&itemId=w1&itemType=courseWork&attachmentId=a1&login_hint=42';

describe('readAttachmentLaunch', () => {
  it('reads the student view and the teacher view', () => {
    const expected = {
      entryMapHashId: 'Ab12Cd34Ef56',
      courseId: 'c1',
      itemId: 'w1',
      itemType: 'courseWork',
      attachmentId: 'a1',
      submissionId: null,
      loginHint: '42',
    };
    expect(readAttachmentLaunch(new URLSearchParams(BASE), 'playBridge')).toEqual(expected);
    expect(readAttachmentLaunch(new URLSearchParams(`${BASE}&submissionId=s1`), 'teacherView')).toEqual(
      expected,
    );
  });

  it('needs the submission in the Student Work Review', () => {
    expect(readAttachmentLaunch(new URLSearchParams(BASE), 'studentWorkReview')).toBeNull();
    expect(
      readAttachmentLaunch(new URLSearchParams(`${BASE}&submissionId=s1`), 'studentWorkReview')?.submissionId,
    ).toBe('s1');
  });

  it('refuses a missing or malformed parameter', () => {
    for (const name of ['entryMapHashId', 'courseId', 'itemId', 'attachmentId']) {
      const search = new URLSearchParams(BASE);
      search.delete(name);
      expect(readAttachmentLaunch(search, 'playBridge'), name).toBeNull();
    }
    expect(
      readAttachmentLaunch(new URLSearchParams(BASE.replace('Ab12Cd34Ef56', '../x')), 'playBridge'),
    ).toBeNull();
    expect(
      readAttachmentLaunch(new URLSearchParams(BASE.replace('courseWork', 'quiz')), 'playBridge'),
    ).toBeNull();
  });

  it('takes courseWork when Classroom leaves itemType out', () => {
    const search = new URLSearchParams(BASE);
    search.delete('itemType');
    expect(readAttachmentLaunch(search, 'playBridge')?.itemType).toBe('courseWork');
  });
});
