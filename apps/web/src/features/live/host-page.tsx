import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LIVE_EVENTS, type LiveGameView, type LiveHostAction, liveStepOf } from '@quizset/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RoomQrCode } from '../rooms/components/room-qr-code';
import { fetchHostToken } from './api';
import { EndGameButton } from './components/end-game-button';
import { LiveBoard } from './components/live-board';
import { LiveQuestion } from './components/live-question';
import { LiveLeaderboard, LivePodium } from './components/live-standings';
import { LiveTimeAnnouncer, LiveTimer } from './components/live-timer';
import { ReconnectingNotice } from './components/reconnecting-notice';
import { useLiveCountdown } from './lib/live-countdown';
import { useLiveSocket } from './lib/use-live-socket';

/**
 * `/live/{gameId}/host` (issue 23 "Host view"): the projector — PIN and QR code, the lobby with
 * remove, each question with its timer (said aloud at a few moments: live-countdown.ts) and answer count, the distribution, the leaderboard, the
 * podium, the map as the board; pause, skip, extend and end.
 */
export default function LiveHostPage() {
  const { t } = useTranslation('live');
  const { gameId = '' } = useParams();
  const token = useQuery({
    queryKey: ['live-host-token', gameId],
    queryFn: () => fetchHostToken(gameId),
    retry: false,
  });
  const live = useLiveSocket<LiveGameView>(
    token.data ? { event: LIVE_EVENTS.hostJoin, payload: { gameId, hostToken: token.data.hostToken } } : null,
  );
  const countdown = useLiveCountdown(live.view, live.localDeadline);
  if (token.isError)
    return (
      <Container component="main" py="xl">
        <Alert color="red">{t('host.signIn')}</Alert>
      </Container>
    );
  const view = live.view;
  if (!view)
    return (
      <Container component="main" py="xl">
        <Loader />
      </Container>
    );
  // Stamped with the step on screen: a second press sent before the first one's new screen arrived
  // (a slow network) is refused, not applied to the next step (domain applyHostAction `atStep`).
  const act = (action: LiveHostAction) =>
    void live.emit(LIVE_EVENTS.hostAction, { action, atStep: liveStepOf(view) });
  const joinUrl = `${window.location.origin}/live?pin=${view.pin}`;
  const button = (action: LiveHostAction, variant: 'filled' | 'light' = 'light') => (
    <Button key={action} size="lg" variant={variant} onClick={() => act(action)}>
      {t(`host.${action}`)}
    </Button>
  );
  return (
    <Container component="main" fluid px={{ base: 'md', xl: 48 }} py="md">
      <LiveTimeAnnouncer announcement={countdown.announcement} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Title order={1} size="h4" fw={500} c="dimmed">
              {view.title}
            </Title>
            <Group gap="xs">
              <Badge size="lg" variant="light">
                {t(`phase.${view.phase}`)}
              </Badge>
              {view.questionIndex >= 0 && view.phase !== 'ended' && (
                <Badge size="lg" variant="outline">
                  {t('host.question', { index: view.questionIndex + 1, count: view.questionCount })}
                </Badge>
              )}
              {view.round && view.round.roundCount > 1 && (
                <Badge size="lg" variant="outline">
                  {t('host.round', { round: view.round.round + 1, count: view.round.roundCount })}
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="md">
            <Stack gap={0} align="flex-end">
              <Text size="sm">{t('host.pin')}</Text>
              <Text size="3rem" fw={800} lh={1} data-testid="live-pin" style={{ letterSpacing: '0.1em' }}>
                {view.pin}
              </Text>
            </Stack>
            {view.phase === 'lobby' && <RoomQrCode url={joinUrl} size={120} />}
          </Group>
        </Group>

        {view.phase === 'lobby' && (
          <Paper p="md" withBorder radius="md">
            <Text mb="xs">{t('host.joinAt', { url: `${window.location.host}/live` })}</Text>
            <Title order={2} size="h3" mb="sm">
              {t('host.waiting', { count: view.players.length })}
            </Title>
            {view.players.length === 0 && <Text c="dimmed">{t('host.noPlayers')}</Text>}
            <Group gap="xs" data-testid="live-lobby">
              {view.players.map((player) => (
                <Badge
                  key={player.playerId}
                  size="xl"
                  variant="light"
                  rightSection={
                    <CloseButton
                      size="sm"
                      aria-label={t('host.remove', { name: player.nickname })}
                      onClick={() => void live.emit(LIVE_EVENTS.hostRemove, { playerId: player.playerId })}
                    />
                  }
                >
                  {player.nickname}
                </Badge>
              ))}
            </Group>
          </Paper>
        )}

        {view.phase === 'question' && (
          <Group justify="space-between" align="flex-start">
            <LiveTimer
              size="projector"
              seconds={countdown.seconds}
              isPaused={view.pausedRemainingMs !== null}
              windowMs={view.windowMs}
            />
            <Text size="xl">{t('host.answered', { count: live.answeredCount ?? 0 })}</Text>
          </Group>
        )}
        {(view.phase === 'question' || view.phase === 'reveal') && <LiveQuestion view={view} />}
        {view.phase === 'leaderboard' && <LiveLeaderboard view={view} />}
        {view.phase === 'ended' && <LivePodium view={view} />}
        {view.phase !== 'lobby' && <LiveBoard view={view} />}

        <Group gap="sm" data-testid="live-controls">
          {view.phase === 'lobby' && button('start', 'filled')}
          {view.phase === 'question' && [
            view.pausedRemainingMs !== null ? button('resume', 'filled') : button('pause'),
            button('extend'),
            button('skip'),
          ]}
          {(view.phase === 'reveal' || view.phase === 'leaderboard') && button('next', 'filled')}
          {view.phase !== 'ended' && <EndGameButton onEnd={() => act('end')} />}
          {view.phase === 'ended' && token.data && (
            <Button component={Link} to={`/quiz/${token.data.quizSetId}/results`} size="lg">
              {t('host.results')}
            </Button>
          )}
        </Group>
        {/* The projector's socket dropped: its view is frozen until it is back (it rejoins by itself). */}
        {!live.isConnected && <ReconnectingNotice />}
      </Stack>
    </Container>
  );
}
