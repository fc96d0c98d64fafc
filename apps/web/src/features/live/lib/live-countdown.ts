import type { LivePhase } from '@quizset/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../../../lib/use-seconds-left';

/*
 * The countdown of a live question for eyes and for screen readers (issue 23 "each question with a
 * timer"; issue 24, WCAG 4.1.3 Status Messages). The visible timer ticks every second but is not
 * announced (role="timer" is not live); a polite live region says the time at a few moments only:
 * when a question opens (or the page joins it), at 10 and 5 seconds left, after a pause, resume or
 * extend, and when the time is up or the host closes the question.
 */

/** Seconds left at which the time is said, besides the opening and the end. */
export const TIME_CUES = [5, 10] as const;

/**
 * What to say when the seconds left move from `before` to `now` (whole seconds; null = no running
 * clock): 'up' when they reach 0; the seconds themselves when they grow by more than a tick (extend);
 * the lowest cue of TIME_CUES crossed on the way down (a throttled background tab may skip ticks);
 * else null (most ticks say nothing).
 */
export function timeCueOf(before: number | null, now: number | null): number | 'up' | null {
  if (before === null || now === null) return null;
  if (now === 0) return before > 0 ? 'up' : null;
  if (now > before + 1) return now;
  for (const cue of TIME_CUES) if (before > cue && cue >= now) return cue;
  return null;
}

/** The part of a live view the countdown reads (host's and player's views alike). */
export interface CountdownView {
  phase: LivePhase;
  questionIndex: number;
  pausedRemainingMs: number | null;
}

/**
 * The countdown of `view`'s question: `seconds` left (null outside a running question, and while
 * paused) for the visible timer, and `announcement`, the text of the live region (empty until there
 * is something to say; a repeated message gets a trailing no-break space so it is said again).
 * `localDeadline` is the deadline on this browser's clock (use-live-socket.ts).
 */
export function useLiveCountdown(
  view: CountdownView | null,
  localDeadline: string | null,
): { seconds: number | null; announcement: string } {
  const { t } = useTranslation('live');
  const phase = view?.phase ?? null;
  const index = view?.questionIndex ?? -1;
  const isPaused = view?.pausedRemainingMs !== null && view?.pausedRemainingMs !== undefined;
  const seconds = useSecondsLeft(phase === 'question' && !isPaused ? localDeadline : null);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{
    phase: LivePhase | null;
    index: number;
    seconds: number | null;
    isPaused: boolean;
  }>({ phase: null, index: -1, seconds: null, isPaused: false });

  useEffect(() => {
    const before = previous.current;
    previous.current = { phase, index, seconds, isPaused };
    const say = (text: string) => setAnnouncement((last) => (last === text ? `${text}\u00a0` : text));
    const left = (count: number) => say(t('timer.left', { count }));
    if (phase !== 'question') {
      if (before.phase === 'question' && before.seconds !== 0) say(t('timer.closed'));
      return;
    }
    const isSameQuestion = before.phase === 'question' && before.index === index;
    if (isPaused) {
      if (!isSameQuestion || !before.isPaused) say(t('host.paused'));
      return;
    }
    if (seconds === null) return;
    if (!isSameQuestion || before.isPaused) {
      left(seconds);
      return;
    }
    const cue = timeCueOf(before.seconds, seconds);
    if (cue === 'up') say(t('timer.up'));
    else if (cue !== null) left(cue);
  }, [phase, index, seconds, isPaused, t]);

  return { seconds, announcement };
}
