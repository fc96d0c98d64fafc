import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { type TeamResult, teamKeyOf } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { LazyScrollArea } from '../../../components/lazy-scroll-area';

/** Ranks of a list sorted best first: equal scores share a rank (1, 1, 3). */
export function ranksOf(teams: Pick<TeamResult, 'score'>[]): number[] {
  return teams.map((team) => teams.findIndex((other) => other.score === team.score) + 1);
}

/**
 * A team as the results name it: its colour dot and its name (the team keys are Mantine palette
 * names), in the standings and in the attempts table's team column.
 */
export function TeamName({ index }: { index: number }) {
  const { t } = useTranslation('rooms');
  const key = teamKeyOf(index);
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          borderRadius: '50%',
          background: `var(--mantine-color-${key}-6)`,
          boxShadow: '0 0 0 1px rgb(0 0 0 / 35%)',
        }}
      />
      <Text size="sm" fw={600}>
        {t(`teams.name.${key}`)}
      </Text>
    </Group>
  );
}

/**
 * The team standings of a set's results on a team map (issue 10; spec §3 map type `team`): rank,
 * team (`TeamName`), members, points and the share
 * of right answers. `teams` comes best first from the server (results-wire.ts `TeamResult`).
 */
export function TeamStandings({ teams }: { teams: TeamResult[] }) {
  const { t } = useTranslation('rooms');
  const ranks = ranksOf(teams);
  return (
    <Stack gap="sm" component="section" data-testid="team-standings">
      <Title order={2} size="h4">
        {t('teams.title')}
      </Title>
      {/* Focusable so a keyboard can scroll it sideways (WCAG 2.1.1; axe scrollable-region-focusable). */}
      <LazyScrollArea type="auto" offsetScrollbars="x" viewportProps={{ tabIndex: 0 }}>
        <Table striped miw={340} style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('teams.rank')}</Table.Th>
              <Table.Th>{t('teams.team')}</Table.Th>
              <Table.Th>{t('teams.members')}</Table.Th>
              <Table.Th>{t('teams.score')}</Table.Th>
              <Table.Th>{t('teams.correctRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team, index) => {
              const key = teamKeyOf(team.index);
              return (
                <Table.Tr key={team.index} data-testid="team-row" data-team={key}>
                  <Table.Td>{t('teams.rankValue', { rank: ranks[index] })}</Table.Td>
                  <Table.Td>
                    <TeamName index={team.index} />
                  </Table.Td>
                  <Table.Td>{team.members}</Table.Td>
                  <Table.Td>{t('teams.points', { points: team.score })}</Table.Td>
                  <Table.Td>
                    {team.correctRate === null ? t('results.none') : `${Math.round(team.correctRate * 100)}%`}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </LazyScrollArea>
    </Stack>
  );
}
