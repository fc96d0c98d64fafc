import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  LIVE_EVENTS,
  type LivePlayerView,
  type LiveYou,
  type PlayerAnswer,
  teamKeyOf,
} from '@quizset/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useMe } from '../auth/use-me';
import { joinLiveGame } from './api';
import { LiveTimeAnnouncer, LiveTimer } from './components/live-timer';
import { PlayerAnswerPad } from './components/player-answer';
import { PlayerResult } from './components/player-result';
import { ReconnectingNotice } from './components/reconnecting-notice';
import { useLiveCountdown } from './lib/live-countdown';
import { readPlayerToken, savePlayerToken } from './lib/player-token-store';
import { useLiveSocket } from './lib/use-live-socket';

/**
 * `/live` (issue 23 "Player view"): join with the PIN and a nickname, then the question on the phone
 * with big buttons and its countdown (said aloud at a few moments: live-countdown.ts), and after each
 * question right or wrong, points, rank and the right answer. A reload or a dropped
 * connection rejoins as the same player (token kept per tab).
 */
export default function LivePlayerPage() {
  const { t } = useTranslation('live');
  const [params] = useSearchParams();
  const [pin, setPin] = useState(params.get('pin') ?? '');
  const [nickname, setNickname] = useState('');
  const [token, setToken] = useState<string | null>(() => readPlayerToken(params.get('pin') ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [isJoining, setJoining] = useState(false);
  const live = useLiveSocket<LivePlayerView>(
    token ? { event: LIVE_EVENTS.playerJoin, payload: { playerToken: token } } : null,
  );
  const countdown = useLiveCountdown(live.view, live.localDeadline);
  const [sending, setSending] = useState(false);
  const me = useMe().data;

  /** Joins with the nickname, or (empty) as the signed-in account: the server then uses its name. */
  const join = async (asNickname: string) => {
    setJoining(true);
    setError(null);
    try {
      const joined = await joinLiveGame(pin.trim(), asNickname);
      savePlayerToken(pin.trim(), joined.playerToken);
      setToken(joined.playerToken);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('player.pinNotFound'));
    } finally {
      setJoining(false);
    }
  };

  if (!token || live.joinError)
    return (
      <Container component="main" size={420} py="lg" px="md" style={{ wordBreak: 'keep-all' }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void join(nickname);
          }}
        >
          <Stack>
            <Title order={1} size="h2">
              {t('player.title')}
            </Title>
            {(error ?? live.joinError) && <Alert color="red">{error ?? live.joinError}</Alert>}
            <TextInput
              size="lg"
              label={t('player.pin')}
              description={t('player.pinHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={pin}
              onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, ''))}
            />
            <TextInput
              size="lg"
              label={t('player.nickname')}
              maxLength={40}
              value={nickname}
              onChange={(event) => setNickname(event.currentTarget.value)}
            />
            <Button
              type="submit"
              size="xl"
              loading={isJoining}
              disabled={pin.length !== 6 || !nickname.trim()}
            >
              {t('player.join')}
            </Button>
            {me && (
              <Button
                size="lg"
                variant="light"
                loading={isJoining}
                disabled={pin.length !== 6}
                onClick={() => void join('')}
                data-testid="live-join-account"
              >
                {t('player.joinAsAccount', { name: me.name || me.email })}
              </Button>
            )}
          </Stack>
        </form>
      </Container>
    );

  const { view, you } = live;
  if (live.isRemoved)
    return (
      <Container component="main" size={420} py="lg">
        <Alert color="orange">{t('player.removed')}</Alert>
      </Container>
    );
  const question = view?.question ?? null;
  const mine = question && you ? you.answers[question.id] : undefined;
  const standing = view?.standing ?? null;
  const answer = async (value: PlayerAnswer) => {
    if (!question) return;
    setSending(true);
    const ack = await live.emit<{ you: LiveYou }>(LIVE_EVENTS.playerAnswer, {
      questionId: question.id,
      answer: value,
    });
    setSending(false);
    if (ack.ok) live.recordAnswer(ack.you);
    else setError(ack.message || null);
  };
  return (
    <Container component="main" size={480} py="md" px="sm" style={{ wordBreak: 'keep-all' }}>
      <LiveTimeAnnouncer announcement={countdown.announcement} />
      <Stack gap="md">
        <Title order={1} size="h5" fw={500} c="dimmed" lineClamp={2}>
          {view?.title ?? t('player.title')}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {you?.nickname}
          </Text>
          {you?.team !== null && you?.team !== undefined && (
            <Badge size="lg">{t('player.team', { team: t(`teams.${teamKeyOf(you.team)}`) })}</Badge>
          )}
        </Group>
        {view?.phase === 'lobby' && you && <Alert>{t('player.joined', { name: you.nickname })}</Alert>}
        {question && view && (
          <Paper p="md" withBorder radius="md">
            <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('host.question', { index: view.questionIndex + 1, count: view.questionCount })}
              </Text>
              {view.phase === 'question' && (
                <LiveTimer
                  size="phone"
                  seconds={countdown.seconds}
                  isPaused={view.pausedRemainingMs !== null}
                  windowMs={view.windowMs}
                />
              )}
            </Group>
            <Title order={2} size="h3" data-testid="player-question">
              {question.question}
            </Title>
          </Paper>
        )}
        {view?.phase === 'question' && question && !mine && (
          <PlayerAnswerPad
            key={question.id}
            question={question}
            onAnswer={(value) => void answer(value)}
            disabled={sending || view.pausedRemainingMs !== null}
          />
        )}
        {view?.phase === 'question' && mine && <Alert color="blue">{t('player.sent')}</Alert>}
        {error && view?.phase === 'question' && <Alert color="red">{error}</Alert>}
        {view && (view.phase === 'reveal' || view.phase === 'leaderboard') && (
          <PlayerResult view={view} mine={mine?.answer} />
        )}
        {view?.phase === 'ended' && standing && (
          <Paper p="lg" radius="md" bg="yellow.1" data-testid="player-result">
            <Stack gap={4} align="center">
              <Text size="2rem" fw={800}>
                {t('player.ended')}
              </Text>
              <Text size="xl">{t('player.rank', { rank: standing.rank, points: standing.points })}</Text>
            </Stack>
          </Paper>
        )}
        {!live.isConnected && <ReconnectingNotice />}
      </Stack>
    </Container>
  );
}
