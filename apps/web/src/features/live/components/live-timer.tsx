import { Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * The live region of the countdown (live-countdown.ts `useLiveCountdown`): mounted for the page's
 * whole life, so what it says when the question closes is heard although the timer is gone by then.
 */
export function LiveTimeAnnouncer({ announcement }: { announcement: string }) {
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="live-time-announcer">
      {announcement}
    </VisuallyHidden>
  );
}

/** Seconds left from which the timer turns red. */
const HURRY_SECONDS = 5;

/**
 * The visible countdown of the open question (issue 23 "each question with a timer"): the seconds
 * (role="timer": readable on demand, never announced by itself) over a bar of the time left. The bar
 * glides between seconds, or steps without moving when the reader asked for reduced motion.
 * `size` "projector" is the host's big number; "phone" the player's line.
 */
export function LiveTimer({
  seconds,
  isPaused,
  windowMs,
  size,
}: {
  seconds: number | null;
  isPaused: boolean;
  windowMs: number;
  size: 'projector' | 'phone';
}) {
  const { t } = useTranslation('live');
  const reduceMotion = useReducedMotion();
  const left = seconds ?? 0;
  const hurry = !isPaused && left <= HURRY_SECONDS;
  const text = isPaused
    ? t('host.paused')
    : size === 'projector'
      ? String(left)
      : t('player.secondsLeft', { seconds: left });
  return (
    <Stack gap={4} miw={size === 'projector' ? 320 : 96}>
      <Text
        role="timer"
        size={size === 'projector' ? '2.5rem' : 'md'}
        fw={size === 'projector' ? 800 : 700}
        lh={1.1}
        c={hurry ? 'red.8' : undefined}
        data-testid={size === 'projector' ? 'live-timer' : 'player-timer'}
      >
        {size === 'projector' && !isPaused && <VisuallyHidden>{t('timer.label')} </VisuallyHidden>}
        {text}
      </Text>
      <Progress
        aria-hidden
        size={size === 'projector' ? 'md' : 'sm'}
        value={windowMs > 0 ? Math.min(100, ((left * 1000) / windowMs) * 100) : 0}
        color={hurry ? 'red.8' : 'blue'}
        transitionDuration={reduceMotion ? 0 : 1000}
      />
    </Stack>
  );
}
