import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { NICKNAME_MAX_LENGTH, nicknameIssue } from '@quizset/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { withCallbackUrl } from '../../../lib/callback-url';
import { type AttemptProgress, joinRoom, type PlayerRoom } from '../api';
import { usePlayErrorText } from '../lib/play-errors';
import { useAction } from '../lib/requests';

interface JoinScreenProps {
  room: PlayerRoom;
  /** The signed-in player's name, or null for a visitor. */
  playerName: string | null;
  /**
   * `progress`: a new attempt as the join's answer carried it, to read without asking again (issue
   * 20). Undefined for a resumed one: the page may hold an older read of it, which the GET replaces.
   */
  onJoined: (attemptId: string, progress: AttemptProgress | undefined) => void;
  /**
   * The player has started to join: the first letter of a nickname typed, or the join sent. The page
   * starts loading what the attempt shows next, beside the typing or the request (issue 20: a quick
   * typist's join came back before the screens it opens had been asked for). May be called again.
   */
  onStarting?: () => void;
}

/**
 * The start of a room (issue 10): a signed-in student plays under their account; a visitor, where
 * the room allows guests, under a nickname checked here with the server's rule and message.
 */
export function JoinScreen({ room, playerName, onJoined, onStarting }: JoinScreenProps) {
  const { t } = useTranslation('play');
  const [nickname, setNickname] = useState('');
  const [touched, setTouched] = useState(false);
  // Rejoin from another device (issue 15 item 5): the nickname plus the code the first device showed.
  const [rejoining, setRejoining] = useState(false);
  const [rejoinCode, setRejoinCode] = useState('');
  const join = useAction(
    (guestName: string | undefined) =>
      joinRoom(room.entryMapHashId, guestName, rejoining ? rejoinCode.trim() : undefined),
    { onSuccess: (joined) => onJoined(joined.attemptId, joined.resumed ? undefined : joined.progress) },
  );
  const playError = usePlayErrorText(join.error);
  // A join refused for having no attempt left (issue 15 item 2) says how many the room allows: the
  // server's message, which carries the number.
  const joinError =
    join.error instanceof ApiError && join.error.status === 409 && join.error.details.length === 0
      ? join.error.message
      : playError;
  const issue = playerName === null ? nicknameIssue(nickname) : null;
  const issueText = issue ? t(issue.key, { ns: 'validation', ...issue.params }) : undefined;
  const here = `/play/${room.entryMapHashId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    onStarting?.();
    if (playerName !== null) join.mutate(undefined);
    else if (!issue) join.mutate(nickname);
  };

  if (playerName === null && !room.allowGuests)
    return (
      <Stack gap="sm" align="center" ta="center">
        <Text>{t('join.membersOnly')}</Text>
        <Button component="a" href={withCallbackUrl('/login', here)}>
          {t('join.signIn')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={360} w="100%" mx="auto">
        {playerName === null ? (
          <>
            <TextInput
              label={t('join.nickname')}
              description={t('join.nicknameHelp', { max: NICKNAME_MAX_LENGTH })}
              value={nickname}
              onChange={(event) => {
                if (nickname === '') onStarting?.();
                setNickname(event.currentTarget.value);
              }}
              onBlur={() => setTouched(true)}
              error={touched ? issueText : undefined}
              maxLength={NICKNAME_MAX_LENGTH * 2}
              autoComplete="nickname"
              data-autofocus
              size="md"
            />
            {rejoining ? (
              <TextInput
                label={t('join.rejoinCode')}
                description={t('join.rejoinHelp')}
                value={rejoinCode}
                onChange={(event) => setRejoinCode(event.currentTarget.value)}
                maxLength={20}
                autoComplete="off"
                autoCapitalize="characters"
                size="md"
              />
            ) : (
              <Anchor component="button" type="button" size="xs" ta="left" onClick={() => setRejoining(true)}>
                {t('join.rejoinToggle')}
              </Anchor>
            )}
            <Text size="xs" c="dimmed">
              <Anchor component="a" href={withCallbackUrl('/login', here)} size="xs">
                {t('join.signInInstead')}
              </Anchor>
            </Text>
          </>
        ) : (
          <Text ta="center">{t('join.playingAs', { name: playerName })}</Text>
        )}
        {join.isError && (
          <Alert color="red" variant="light" role="alert">
            {joinError}
          </Alert>
        )}
        <Button type="submit" size="lg" loading={join.isPending}>
          {t('join.start')}
        </Button>
      </Stack>
    </form>
  );
}
