import type { PlayerQuestion } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import type { AttemptProgress } from '../api';
import { announcementText } from './announcement';

// Issue 24 item 4: what the player's live region says (keys echoed with their values, so the test
// reads the sentence structure without the locale files).
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).join(',')})` : key;

const question = {
  id: 'q1',
  type: 'ox',
  question: 'Sky?',
  questionRichText: '',
  questionImageUrl: null,
  hint: null,
} as PlayerQuestion;
const progress = (extra: Partial<AttemptProgress> = {}) =>
  ({
    attemptId: 'a1',
    questionOrder: ['q1', 'q2'],
    questions: [question],
    answers: [],
    finishedAt: null,
    result: null,
    team: null,
    ...extra,
  }) as unknown as AttemptProgress;

describe('announcementText', () => {
  it('says the position of the question on screen', () => {
    expect(announcementText({ progress: progress(), currentId: 'q2', feedback: null, question }, t)).toBe(
      'progress.question(2,2).',
    );
  });

  it('says the verdict, the right answer and the points after an answer', () => {
    const answered = progress({
      answers: [{ quizId: 'q1', isCorrect: false } as AttemptProgress['answers'][number]],
    });
    const feedback = { isCorrect: false, passed: false, correctAnswer: 'o' };
    expect(announcementText({ progress: answered, currentId: 'q1', feedback, question }, t)).toBe(
      'feedback.wrong. feedback.rightAnswer(O). announce.points(0,20).',
    );
  });

  it("says the team's points on a team map", () => {
    const team = progress({ team: { index: 0, score: 40, members: 3 } as AttemptProgress['team'] });
    const feedback = { isCorrect: true, passed: false };
    expect(announcementText({ progress: team, currentId: 'q1', feedback, question }, t)).toBe(
      'feedback.right. progress.teamPoints(40).',
    );
  });

  it('says the score, right answers and time of a finished attempt', () => {
    const done = progress({
      finishedAt: '2026-01-01T00:00:00Z',
      result: { score: 10, maxScore: 20, correctCount: 1, durationMs: 65_000 } as AttemptProgress['result'],
    });
    expect(announcementText({ progress: done, currentId: null, feedback: null, question }, t)).toBe(
      'announce.result(10,20). result.correct(1,2). result.time(1:05).',
    );
  });

  it('says nothing before the attempt starts', () => {
    expect(announcementText({ progress: undefined, currentId: null, feedback: null, question }, t)).toBe('');
  });
});
