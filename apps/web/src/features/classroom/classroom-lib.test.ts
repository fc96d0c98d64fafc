import { afterEach, describe, expect, it } from 'vitest';
import { attachmentUris } from './api';
import { closeClassroomIframe } from './close-iframe';
import {
  discoveryUrl,
  markReturnAfterBuild,
  readLaunch,
  recallLaunch,
  rememberLaunch,
  takeReturnAfterBuild,
} from './launch-context';

const FULL = 'courseId=c1&itemId=w1&itemType=courseWork&addOnToken=tok&login_hint=123';

describe('Classroom launch context (classroom.md iframe parameters)', () => {
  afterEach(() => sessionStorage.clear());

  it('reads the discovery parameters and refuses an incomplete launch (spec §8 invalid access)', () => {
    expect(readLaunch(new URLSearchParams(FULL))).toEqual({
      courseId: 'c1',
      itemId: 'w1',
      itemType: 'courseWork',
      addOnToken: 'tok',
      loginHint: '123',
    });
    expect(readLaunch(new URLSearchParams('courseId=c1&itemId=w1&itemType=courseWork'))).toBeNull();
    expect(readLaunch(new URLSearchParams(FULL.replace('courseWork', 'quiz')))).toBeNull();
  });

  it('remembers the launch for the quiz page and comes back to discovery once after a build', () => {
    const launch = readLaunch(new URLSearchParams(FULL))!;
    expect(recallLaunch()).toBeNull();
    rememberLaunch(launch);
    expect(recallLaunch()).toEqual(launch);
    markReturnAfterBuild(launch);
    expect(takeReturnAfterBuild()).toBe(discoveryUrl(launch));
    expect(takeReturnAfterBuild()).toBeNull();
    expect(discoveryUrl(launch)).toBe(`/google-classroom/attachment-discovery?${FULL}`);
  });
});

describe('the assignment helpers', () => {
  it('posts Classroom’s close-iframe message', () => {
    const sent: unknown[][] = [];
    closeClassroomIframe({ postMessage: (...args: unknown[]) => sent.push(args) } as unknown as Window);
    expect(sent).toEqual([[{ type: 'Classroom', action: 'closeIframe' }, '*']]);
  });

  it('builds the three iframe URIs of a room', () => {
    expect(attachmentUris('https://q.example', { entryMapHashId: 'r 1' })).toEqual({
      teacherViewUri: { uri: 'https://q.example/google-classroom/teacher-view?entryMapHashId=r+1' },
      studentViewUri: { uri: 'https://q.example/google-classroom/play-bridge?entryMapHashId=r+1' },
      studentWorkReviewUri: {
        uri: 'https://q.example/google-classroom/student-work-review?entryMapHashId=r+1',
      },
    });
  });
});
