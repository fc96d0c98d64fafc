import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type LiveGameView, teamKeyOf } from '@quizset/domain';
import { useTranslation } from 'react-i18next';

/** The leaderboard (top 5, or the teams) between questions (issue 23 "the leaderboard"). */
export function LiveLeaderboard({ view }: { view: LiveGameView }) {
  const { t } = useTranslation('live');
  const rows =
    view.teams?.map((team) => ({
      key: `t${team.team}`,
      rank: team.rank,
      name: t(`teams.${teamKeyOf(team.team)}`),
      points: team.points,
    })) ??
    view.standings
      .slice(0, 5)
      .map((row) => ({ key: row.playerId, rank: row.rank, name: row.nickname, points: row.points }));
  return (
    <Stack gap="xs" data-testid="live-leaderboard">
      <Title order={2}>{t('phase.leaderboard')}</Title>
      {rows.map((row) => (
        <Paper key={row.key} p="sm" withBorder radius="md">
          <Group justify="space-between">
            <Text size="xl" fw={700}>
              {row.rank}. {row.name}
            </Text>
            <Text size="xl">{t('board.points', { points: row.points })}</Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

const PODIUM_HEIGHTS = [180, 130, 100];
const PODIUM_ORDER = [1, 0, 2];

/** The podium at the end (issue 23 "a podium at the end"): the top three players (or teams). */
export function LivePodium({ view }: { view: LiveGameView }) {
  const { t } = useTranslation('live');
  const top =
    view.teams?.map((team) => ({
      name: t(`teams.${teamKeyOf(team.team)}`),
      points: team.points,
      rank: team.rank,
    })) ?? view.standings.map((row) => ({ name: row.nickname, points: row.points, rank: row.rank }));
  return (
    <Group justify="center" align="flex-end" gap="md" data-testid="live-podium" wrap="nowrap">
      {PODIUM_ORDER.map((place) => {
        const entry = top[place];
        if (!entry) return null;
        return (
          <Stack key={place} align="center" gap={4} w={160}>
            <Text fw={700} size="lg" ta="center" lineClamp={2}>
              {entry.name}
            </Text>
            <Text size="sm">{t('board.points', { points: entry.points })}</Text>
            <Paper
              w="100%"
              h={PODIUM_HEIGHTS[place]}
              bg={['yellow.4', 'gray.4', 'orange.4'][place]}
              radius="md"
              style={{ display: 'grid', placeItems: 'center' }}
            >
              <Text size="2.5rem" fw={800}>
                {entry.rank}
              </Text>
            </Paper>
          </Stack>
        );
      })}
    </Group>
  );
}
