import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CountedAttempt, MaxAttemptsPerPlayer } from '@quizset/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyCheckbox } from '../../../components/lazy-checkbox';
import { useErrorMessage } from '../../../components/query-state';
import { useOpenRoom, useRooms } from '../api';
import { AttemptsRuleFields } from './attempts-rule-fields';
import { RoomCard } from './room-card';

/**
 * The owner's quiz rooms on `/quiz/{id}` (issue 10 "Rooms and sharing"): open a room, then share its
 * link (QR code, copy), close and reopen it, and go to the results. With `hosting`, another teacher's
 * public set (issue 19 item 20): "Host this set" opens a room of her own without copying the set, and
 * the list and results are her hosted rooms only (the server scopes them).
 */
export function RoomsPanel({ quizSetId, hosting = false }: { quizSetId: string; hosting?: boolean }) {
  const { t } = useTranslation('rooms');
  const rooms = useRooms(quizSetId, true);
  const open = useOpenRoom(quizSetId);
  const [allowGuests, setAllowGuests] = useState(true);
  const [rule, setRule] = useState<{
    maxAttemptsPerPlayer: MaxAttemptsPerPlayer;
    countedAttempt: CountedAttempt;
  }>({
    maxAttemptsPerPlayer: null,
    countedAttempt: 'best',
  });
  const [showAll, setShowAll] = useState(false);
  // The opened room's card takes the focus once it is listed: the button it left is disabled while
  // the request runs, and focus would fall back to the page (issue 19 item 13, "focus never gets lost").
  const [openedRoomId, setOpenedRoomId] = useState<string | null>(null);
  const newestCard = useRef<HTMLDivElement>(null);
  const openError = useErrorMessage(open.error);
  const list = rooms.data ?? [];
  const shown = showAll ? list : list.slice(0, 1);
  const newestId = shown[0]?.entryMapHashId;
  useEffect(() => {
    if (openedRoomId === null || newestId !== openedRoomId) return;
    newestCard.current?.focus();
    setOpenedRoomId(null);
  }, [openedRoomId, newestId]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="rooms-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="rooms-title">
          {t(hosting ? 'panel.hostTitle' : 'panel.title')}
        </Title>
        <Button
          component={Link}
          to={`/quiz/${encodeURIComponent(quizSetId)}/results`}
          variant="subtle"
          size="xs"
        >
          {t('panel.results')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t(hosting ? 'panel.hostDescription' : 'panel.description')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button
          onClick={() =>
            open.mutate(
              { allowGuests, ...rule },
              { onSuccess: (room) => setOpenedRoomId(room.entryMapHashId) },
            )
          }
          loading={open.isPending}
        >
          {t(hosting ? 'panel.hostRoom' : 'panel.openRoom')}
        </Button>
        <LazyCheckbox
          label={t('panel.allowGuests')}
          checked={allowGuests}
          onChange={(event) => setAllowGuests(event.currentTarget.checked)}
        />
      </Group>
      <AttemptsRuleFields max={rule.maxAttemptsPerPlayer} counted={rule.countedAttempt} onChange={setRule} />
      {open.isError && (
        <Alert color="red" variant="light">
          {openError}
        </Alert>
      )}
      {shown.map((room, index) =>
        index === 0 ? (
          <div key={room.entryMapHashId} ref={newestCard} tabIndex={-1} data-testid="newest-room">
            <RoomCard room={room} />
          </div>
        ) : (
          <RoomCard key={room.entryMapHashId} room={room} />
        ),
      )}
      {list.length > 1 && (
        <Button variant="subtle" size="xs" onClick={() => setShowAll((value) => !value)} w="fit-content">
          {showAll ? t('panel.showLatest') : t('panel.showAll', { count: list.length })}
        </Button>
      )}
    </Stack>
  );
}
