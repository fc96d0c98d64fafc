import { Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../../../lib/use-seconds-left';
import { type OwnedRoom, playUrl, useUpdateRoom } from '../api';
import { AttemptsRuleFields } from './attempts-rule-fields';
import { RoomQrCode } from './room-qr-code';

/** One room of the owner: its link, QR code, copy button, close/reopen (issue 10 "Rooms and sharing"). */
export function RoomCard({ room }: { room: OwnedRoom }) {
  const { t } = useTranslation('rooms');
  const update = useUpdateRoom(room.quizSetId);
  const url = playUrl(room.entryMapHashId);
  const secondsLeft = useSecondsLeft(room.isOpen ? room.closesAt : null);
  const change = (changes: Omit<Parameters<typeof update.mutate>[0], 'entryMapHashId'>) =>
    update.mutate({ entryMapHashId: room.entryMapHashId, ...changes });
  return (
    <Paper withBorder radius="md" p="md" data-testid="room-card">
      <Group align="flex-start" gap="md" wrap="wrap">
        <RoomQrCode url={url} />
        <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs">
            <Badge color={room.isOpen ? 'teal' : 'gray'} variant="light">
              {room.isOpen ? t('panel.open') : t('panel.closed')}
            </Badge>
            <Badge color="gray" variant="outline">
              {room.allowGuests ? t('panel.guestsAllowed') : t('panel.membersOnly')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('panel.attempts', { count: room.attemptCount })}
            </Text>
          </Group>
          <TextInput
            readOnly
            value={url}
            aria-label={t('panel.link')}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? t('panel.copied') : t('panel.copy')}
                </Button>
              )}
            </CopyButton>
            <Anchor href={url} target="_blank" rel="noopener" size="sm">
              {t('panel.openPlayer')}
            </Anchor>
            {room.isOpen ? (
              <>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={update.isPending}
                  onClick={() => change({ isOpen: false })}
                >
                  {t('panel.closeNow')}
                </Button>
                {secondsLeft === null && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={update.isPending}
                    onClick={() => change({ isOpen: false, closeAfterSeconds: 60 })}
                  >
                    {t('panel.closeInMinute')}
                  </Button>
                )}
              </>
            ) : (
              <Button
                size="xs"
                variant="subtle"
                color="teal"
                loading={update.isPending}
                onClick={() => change({ isOpen: true })}
              >
                {t('panel.reopen')}
              </Button>
            )}
          </Group>
          {secondsLeft !== null && (
            <Text size="sm" c="red" role="status" data-testid="room-bell">
              {t('panel.closesIn', { seconds: secondsLeft })}
            </Text>
          )}
          <AttemptsRuleFields
            max={room.maxAttemptsPerPlayer}
            counted={room.countedAttempt}
            disabled={update.isPending}
            onChange={(rule) => change(rule)}
          />
        </Stack>
      </Group>
    </Paper>
  );
}
