import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Reconnecting…" while a live game's socket is down (issue 23: a dropped connection rejoins by
 * itself), for the phone and the projector. Drawn last and pinned to the bottom of the screen
 * (sticky, taps pass through): drawn above the question, it pushed a phone's answer buttons down
 * under the child's finger each time the school's Wi-Fi dropped the socket, and back up after.
 */
export function ReconnectingNotice() {
  const { t } = useTranslation('live');
  return (
    <Alert color="yellow" role="status" style={PINNED} data-testid="live-reconnecting">
      {t('player.reconnecting')}
    </Alert>
  );
}

const PINNED = {
  position: 'sticky',
  bottom: 'var(--mantine-spacing-md)',
  zIndex: 5,
  pointerEvents: 'none',
  boxShadow: 'var(--mantine-shadow-md)',
} as const;
