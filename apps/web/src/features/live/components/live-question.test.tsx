import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import { liveGameView } from '../test/views';
import { LiveQuestion } from './live-question';
import { LivePodium } from './live-standings';

const base = liveGameView;

describe('the projector question (issue 23 "answer distribution")', () => {
  it('shows no counts while the question is open, the counts once revealed', () => {
    const { unmount } = renderElement(<LiveQuestion view={base} />);
    expect(screen.getByText('1. 3')).toBeInTheDocument();
    expect(screen.queryByText('1')).toBeNull();
    unmount();
    renderElement(
      <LiveQuestion
        view={{ ...base, phase: 'reveal', reveal: { correctAnswer: [1], distribution: [1, 1] } }}
      />,
    );
    expect(screen.getAllByText('1')).toHaveLength(2);
    // The right choice (the second) says so in words, and each bar is named with its count.
    expect(screen.getAllByText(/Right answer/)).toHaveLength(1);
    expect(screen.getByText('2. 4').closest('.mantine-Paper-root')).toHaveTextContent('Right answer');
    expect(screen.getByRole('progressbar', { name: '4: 1 of 2' })).toBeInTheDocument();
  });

  it('names teams on the podium in Korean', () => {
    const teams = [0, 1, 2, 3].map((team, index) => ({
      team,
      points: 40 - index * 10,
      members: 1,
      rank: index + 1,
    }));
    renderElement(<LivePodium view={{ ...base, phase: 'ended', mapType: 'team', teams }} />, { lng: 'ko' });
    expect(screen.getByText('빨강 팀')).toBeInTheDocument();
    expect(screen.getByText('40점')).toBeInTheDocument();
    expect(screen.queryByText('노랑 팀')).toBeNull();
  });
});
