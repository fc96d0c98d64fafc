import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import { livePlayerView } from '../test/views';
import { PlayerResult } from './player-result';

/* Issue 23 "Player view": after each question, right or wrong, points, rank — and the right answer. */

const view = livePlayerView({
  questionCount: 3,
  reveal: { correctAnswer: [1], distribution: [1, 1, 0] },
  maxPoints: 45,
});

describe('the phone after the close (issue 23 "Player view")', () => {
  it('says wrong, the points, the rank, the right choice and the player’s own', () => {
    renderElement(<PlayerResult view={view} mine={[0]} />);
    const result = screen.getByTestId('player-result');
    expect(result).toHaveTextContent('Wrong');
    expect(result).toHaveTextContent('+0 points');
    expect(result).toHaveTextContent('Rank 2 · 0 points');
    const answers = screen.getByTestId('player-right-answer');
    expect(answers).toHaveTextContent('Right answer2. 4');
    expect(answers).toHaveTextContent('Your answer1. 3');
  });

  it('a right O/X answer in Korean: the right one only, with the pad’s words', () => {
    renderElement(
      <PlayerResult
        view={{
          ...view,
          question: { ...view.question!, type: 'ox', choiceList: undefined, multipleAnswers: undefined },
          reveal: { correctAnswer: 'x', distribution: [0, 2] },
          standing: { ...view.standing!, rank: 1, points: 14, lastPoints: 14, lastCorrect: true },
        }}
        mine="x"
      />,
      { lng: 'ko' },
    );
    expect(screen.getByTestId('player-result')).toHaveTextContent('맞았어요!');
    const answers = screen.getByTestId('player-right-answer');
    expect(answers).toHaveTextContent('정답X 아니에요');
    expect(answers).not.toHaveTextContent('내 답');
  });

  it('typed answers list every accepted spelling; without a reveal no answer is shown', () => {
    const typed = {
      ...view,
      question: {
        ...view.question!,
        type: 'subjective' as const,
        choiceList: undefined,
        multipleAnswers: undefined,
      },
      reveal: { correctAnswer: ['Seoul', '서울'], distribution: [0, 1] },
    };
    const { unmount } = renderElement(<PlayerResult view={typed} mine="Busan" />);
    expect(screen.getByTestId('player-right-answer')).toHaveTextContent('Seoul · 서울');
    expect(screen.getByTestId('player-right-answer')).toHaveTextContent('Your answerBusan');
    unmount();
    renderElement(<PlayerResult view={{ ...typed, reveal: null }} mine="Busan" />);
    expect(screen.getByTestId('player-result')).toHaveTextContent('Wrong');
    expect(screen.queryByTestId('player-right-answer')).toBeNull();
  });
});
