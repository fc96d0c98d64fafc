import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  LIVE_QUESTION_SECONDS_DEFAULT,
  LIVE_QUESTION_SECONDS_MAX,
  LIVE_QUESTION_SECONDS_MIN,
  LIVE_SPEED_BONUS_DEFAULT,
  LIVE_SPEED_BONUS_MAX,
  liveSettingsFromFields,
  type TypedNumber,
} from '@quizset/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyNumberInput } from '../../../components/lazy-number-input';
import { createLiveGame } from '../api';

/**
 * "Play live" on the owner's /quiz/{id} (issue 23): the settings, then the host view. The fields keep
 * what the host types, an empty field included; `liveSettingsFromFields` reads them when the game
 * starts.
 */
export function PlayLivePanel({ quizSetId }: { quizSetId: string }) {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const [questionSeconds, setSeconds] = useState<TypedNumber>(LIVE_QUESTION_SECONDS_DEFAULT);
  const [speedBonus, setBonus] = useState<TypedNumber>(LIVE_SPEED_BONUS_DEFAULT);
  const create = useMutation({
    mutationFn: () => createLiveGame(quizSetId, liveSettingsFromFields({ questionSeconds, speedBonus })),
    onSuccess: ({ gameId }) => navigate(`/live/${gameId}/host`),
  });
  return (
    <Paper p="md" withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('playLive.button')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('playLive.description')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <LazyNumberInput
            w={180}
            label={t('playLive.questionSeconds')}
            min={LIVE_QUESTION_SECONDS_MIN}
            max={LIVE_QUESTION_SECONDS_MAX}
            value={questionSeconds}
            onChange={setSeconds}
          />
          <LazyNumberInput
            w={200}
            label={t('playLive.speedBonus')}
            min={0}
            max={LIVE_SPEED_BONUS_MAX}
            value={speedBonus}
            onChange={setBonus}
          />
          <Button onClick={() => create.mutate()} loading={create.isPending} data-testid="play-live">
            {t('playLive.start')}
          </Button>
        </Group>
        {create.error && (
          <Text c="red" size="sm">
            {create.error.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
