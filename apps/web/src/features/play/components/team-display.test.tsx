import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import type { AttemptProgress, PlayerRoom } from '../api';
import { PLAY_THEMES } from '../lib/theme';
import { attemptProgress } from '../test/attempt-progress';
import { ProgressDisplay } from './progress-display';
import { ResultScreen } from './result-screen';

// One right answer in; the team has 3 members and 70 points.
const progress = (overrides: Partial<AttemptProgress> = {}): AttemptProgress =>
  attemptProgress({
    answers: [{ quizId: 'q1', answer: 'o', passed: false, isCorrect: true, elapsedMs: 1000 }],
    currentIndex: 1,
    team: { index: 1, score: 70, members: 3 },
    ...overrides,
  });

describe('teams in the player (issue 10; spec §3 map type `team`)', () => {
  it("shows the player's team and the team's points, not the player's own", () => {
    renderElement(<ProgressDisplay progress={progress()} theme={PLAY_THEMES.team} currentId="q2" />);
    expect(screen.getByTestId('play-team')).toHaveTextContent('Team Blue');
    expect(screen.getByTestId('play-points')).toHaveTextContent('Team points: 70');
  });

  it('falls back to the own points without a team, in Korean too', () => {
    renderElement(
      <ProgressDisplay progress={progress({ team: null })} theme={PLAY_THEMES.team} currentId="q2" />,
      {
        lng: 'ko',
      },
    );
    expect(screen.queryByTestId('play-team')).toBeNull();
    expect(screen.getByTestId('play-points')).toHaveTextContent('팀 점수: 10');
  });

  it("shows the team's total beside the player's score on the result", () => {
    const room = {
      quizSet: { nextQuizset: null },
      allowRetries: false,
      isOpen: true,
    } as unknown as PlayerRoom;
    renderElement(
      <ResultScreen
        progress={progress({
          finishedAt: '2026-01-01T00:01:00.000Z',
          result: { score: 10, maxScore: 20, correctCount: 1, durationMs: 60000 },
        })}
        room={room}
        questionsById={new Map()}
        onPlayAgain={null}
      />,
    );
    expect(screen.getByTestId('play-score')).toHaveTextContent('10 / 20');
    const total = screen.getByTestId('play-team-total');
    expect(within(total).getByTestId('play-team')).toHaveTextContent('Team Blue');
    expect(total).toHaveTextContent('Team total: 70 points (3 players)');
  });
});
