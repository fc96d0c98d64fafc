import { GRADE_ERROR_REASONS, type WaitingGrade } from '@quizset/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderElement } from '../../test/render';
import type { AttachmentLaunch } from './iframe-launch';
import { WaitingGrades } from './waiting-grades';

const launch: AttachmentLaunch = {
  entryMapHashId: 'room1',
  courseId: 'c1',
  itemId: 'w1',
  itemType: 'courseWork',
  attachmentId: 'a1',
  submissionId: null,
  loginHint: null,
};

const grade = (submissionId: string, lastError: WaitingGrade['lastError']): WaitingGrade => ({
  submissionId,
  studentName: '김학생',
  pointsEarned: 10,
  maxPoints: 30,
  status: 'FAILED',
  attempts: 1,
  lastError,
  updatedAt: '2026-11-25T10:00:00.000Z',
});

// A failed Classroom grade says why in the teacher's language: the server sends our own reason
// (packages/domain GRADE_ERROR_REASONS), never Google's English text.
describe('WaitingGrades', () => {
  it('words each reason in Korean, with no English from Google', () => {
    mockApi({});
    renderElement(
      <WaitingGrades
        launch={launch}
        grades={GRADE_ERROR_REASONS.map((reason, index) => grade(`s${index}`, reason))}
      />,
      { lng: 'ko' },
    );
    const rows = screen.getAllByTestId('waiting-grade');
    expect(rows).toHaveLength(GRADE_ERROR_REASONS.length);
    for (const row of rows) {
      expect(row.textContent).toMatch(/마지막 오류: .*[가-힣]{2}.*요\./);
      expect(row.textContent).not.toMatch(/gradeErrors|AUTH_|GOOGLE_|INVALID_|NOT_TEACHER|UNKNOWN/);
    }
    expect(screen.getByText(/클래스룸에서 이 수업, 과제 또는 제출물을 찾을 수 없어요/)).toBeInTheDocument();
  });

  it('words a reason in English, and shows no error line before a failure', () => {
    mockApi({});
    renderElement(
      <WaitingGrades launch={launch} grades={[grade('s1', 'GOOGLE_UNAVAILABLE'), grade('s2', null)]} />,
    );
    const [failed, pending] = screen.getAllByTestId('waiting-grade');
    expect(failed).toHaveTextContent(
      'Last error: Classroom could not be reached. It will be sent again shortly.',
    );
    expect(pending).not.toHaveTextContent('Last error');
  });
});
