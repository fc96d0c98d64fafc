import { Box, Text } from '@mantine/core';
import { boardProgressOf, type LiveGameView, teamKeyOf } from '@quizset/domain';
import { useTranslation } from 'react-i18next';

// Theme palettes at shade 8: white token text on them reaches 4.5 : 1 (app/accessible-colors.ts).
const PLAYER_PALETTES = [
  'red',
  'blue',
  'green',
  'grape',
  'orange',
  'teal',
  'indigo',
  'pink',
  'cyan',
  'violet',
];
const tokenColor = (palette: string) => `var(--mantine-color-${palette}-8)`;

/** A point of the board's path at progress 0…1: a gentle S across the map, left to right. */
function pointAt(progress: number): { x: number; y: number } {
  const x = 6 + progress * 88;
  const y = 50 + 30 * Math.sin(progress * Math.PI * 2);
  return { x, y };
}

/**
 * The map as the board (issue 23 "The map is the board"): the map template's art behind a path, and
 * each player's (or, on team maps, each team's) token standing along it by points. Tokens move with a
 * transition when the standings change. One image to assistive technology, named with the standings.
 */
export function LiveBoard({ view }: { view: LiveGameView }) {
  const { t } = useTranslation('live');
  const path = Array.from({ length: 41 }, (_, index) => pointAt(index / 40));
  const tokens =
    view.teams !== null
      ? view.teams.map((team) => ({
          id: `team-${team.team}`,
          label: t(`teams.${teamKeyOf(team.team)}`),
          points: team.points,
          max: view.maxPoints * Math.max(1, team.members),
          color: tokenColor(teamKeyOf(team.team)),
        }))
      : view.standings.slice(0, 12).map((row, index) => ({
          id: row.playerId,
          label: row.nickname,
          points: row.points,
          max: view.maxPoints,
          color: tokenColor(PLAYER_PALETTES[index % PLAYER_PALETTES.length] ?? 'gray'),
        }));
  return (
    <Box
      role="img"
      aria-label={`${t('board.title')}: ${tokens
        .map((token) => `${token.label} ${t('board.points', { points: token.points })}`)
        .join(', ')}`}
      pos="relative"
      style={{
        // The projector shows the board under the question without scrolling (1280×800 and up).
        height: 'min(40vh, calc((100vw - 32px) * 7 / 16))',
        borderRadius: 12,
        overflow: 'hidden',
        background: view.mapImageUrl
          ? `center / cover no-repeat url(${JSON.stringify(view.mapImageUrl)}), #dbe4ff`
          : '#dbe4ff',
      }}
      data-testid="live-board"
    >
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" width="100%" height="100%" aria-hidden="true">
        <polyline
          points={path.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="rgba(255,255,255,0.85)"
          strokeWidth={3}
          strokeDasharray="2 1.5"
          vectorEffect="non-scaling-stroke"
          style={{ strokeWidth: 10 }}
        />
      </svg>
      {tokens.map((token, index) => {
        const at = pointAt(boardProgressOf(token.points, token.max));
        return (
          <Box
            key={token.id}
            pos="absolute"
            style={{
              left: `${at.x}%`,
              top: `calc(${at.y}% + ${(index % 4) * 26 - 39}px)`,
              transform: 'translate(-50%, -50%)',
              transition: 'left 800ms ease, top 800ms ease',
              background: token.color,
              color: 'white',
              borderRadius: 999,
              padding: '2px 10px',
              border: '2px solid white',
              boxShadow: '0 2px 6px rgba(0,0,0,0.3)',
              whiteSpace: 'nowrap',
            }}
            data-testid="live-token"
          >
            <Text size="sm" fw={700}>
              {token.label}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
