import type { LivePhase } from '@quizset/domain';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { type CountdownView, timeCueOf, useLiveCountdown } from '../lib/live-countdown';
import { LiveTimeAnnouncer, LiveTimer } from './live-timer';

/*
 * Issue 23 "each question with a timer" for screen readers (issue 24, WCAG 4.1.3): the visible
 * countdown ticks every second; the polite live region speaks at the opening, 10 s, 5 s and the end.
 */

function Countdown({ view, deadline }: { view: CountdownView; deadline: string | null }) {
  const { seconds, announcement } = useLiveCountdown(view, deadline);
  return (
    <>
      <LiveTimeAnnouncer announcement={announcement} />
      {view.phase === 'question' && (
        <LiveTimer
          size="phone"
          seconds={seconds}
          isPaused={view.pausedRemainingMs !== null}
          windowMs={20_000}
        />
      )}
    </>
  );
}

interface Props {
  view: CountdownView;
  deadline: string | null;
}
let setProps: (props: Props) => void = () => {};
/** The countdown with props the test changes as the socket would (a new view). */
function Harness(initial: Props) {
  const [props, set] = useState(initial);
  setProps = set;
  return <Countdown {...props} />;
}
const rerender = (props: Props) =>
  act(() => {
    setProps(props);
  });

const start = new Date('2026-11-25T10:00:00Z');
const deadline = new Date(start.getTime() + 20_000).toISOString();
const question = (phase: LivePhase = 'question', pausedRemainingMs: number | null = null): CountdownView => ({
  phase,
  questionIndex: 0,
  pausedRemainingMs,
});

describe('timeCueOf', () => {
  it('speaks at 10 s, 5 s, the end and an extend; not on other ticks', () => {
    expect(timeCueOf(20, 19)).toBeNull();
    expect(timeCueOf(11, 10)).toBe(10);
    expect(timeCueOf(10, 9)).toBeNull();
    expect(timeCueOf(6, 5)).toBe(5);
    expect(timeCueOf(12, 4)).toBe(5);
    expect(timeCueOf(1, 0)).toBe('up');
    expect(timeCueOf(0, 0)).toBeNull();
    expect(timeCueOf(8, 18)).toBe(18);
    expect(timeCueOf(null, 10)).toBeNull();
  });
});

describe('the live countdown (issue 23, issue 24 status messages)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the time at the opening, 10 s, 5 s and the end, and stays quiet between', () => {
    renderElement(<Harness view={question()} deadline={deadline} />);
    const region = screen.getByTestId('live-time-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('timer')).toHaveTextContent('20 s left');
    expect(region).toHaveTextContent('20 seconds left');
    const heard: string[] = [region.textContent ?? ''];
    for (let second = 0; second < 20; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      const text = region.textContent ?? '';
      if (text !== heard.at(-1)) heard.push(text);
    }
    expect(heard).toEqual(['20 seconds left', '10 seconds left', '5 seconds left', "Time's up!"]);
    expect(screen.getByRole('timer')).toHaveTextContent('0 s left');
    // The reveal after the deadline adds nothing; the region outlives the timer.
    rerender({ view: question('reveal'), deadline: null });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(region).toHaveTextContent("Time's up!");
  });

  it('says a pause, the time left on resume, and a close by the host before the end; in Korean too', () => {
    renderElement(<Harness view={question()} deadline={deadline} />, { lng: 'ko' });
    const region = screen.getByTestId('live-time-announcer');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    rerender({ view: question('question', 17_000), deadline: null });
    expect(region).toHaveTextContent('일시 정지됨');
    expect(screen.getByRole('timer')).toHaveTextContent('일시 정지됨');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const resumed = new Date(Date.now() + 17_000).toISOString();
    rerender({ view: question(), deadline: resumed });
    expect(region).toHaveTextContent('17초 남았어요');
    rerender({ view: question('reveal'), deadline: null });
    expect(region).toHaveTextContent('문제가 마감됐어요.');
  });
});
