import type { LiveGameView } from '@quizset/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import { LiveQuestion } from './live-question';
import { LivePodium } from './live-standings';

const base: LiveGameView = {
  gameId: 'g',
  pin: '123456',
  title: 'T',
  phase: 'question',
  questionIndex: 0,
  questionCount: 1,
  deadline: null,
  pausedRemainingMs: null,
  serverNow: new Date(0).toISOString(),
  windowMs: 20_000,
  settings: { questionSeconds: 20, speedBonus: 5 },
  mapType: 'linear',
  mapImageUrl: null,
  round: null,
  players: [],
  question: {
    id: 'q',
    type: 'multiple',
    question: '2 + 2?',
    questionRichText: '<p>2 + 2?</p>',
    questionImageUrl: null,
    hint: null,
    choiceList: ['3', '4'].map((text) => ({ text, richText: text, imageUrl: null })),
    multipleAnswers: false,
  },
  answeredCount: 2,
  reveal: null,
  standings: [],
  teams: null,
  maxPoints: 15,
};

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
