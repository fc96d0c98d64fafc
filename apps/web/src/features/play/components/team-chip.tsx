import { Badge } from '@mantine/core';
import { type TeamStanding, teamKeyOf } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import classes from './play.module.css';

/**
 * The player's team on a team map (issue 10): a colour dot and the team's name. The team keys
 * (`TEAM_KEYS`: red, blue, green, yellow) are Mantine palette names too. The colour is never the
 * only sign: the name is always written out.
 */
export function TeamChip({ team, size = 'lg' }: { team: Pick<TeamStanding, 'index'>; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('play');
  const key = teamKeyOf(team.index);
  return (
    <Badge
      size={size}
      color="white"
      c="dark"
      data-testid="play-team"
      data-team={key}
      leftSection={
        <span
          className={classes.teamDot}
          style={{ background: `var(--mantine-color-${key}-6)` }}
          aria-hidden="true"
        />
      }
    >
      {t('team.label', { name: t(`team.name.${key}`) })}
    </Badge>
  );
}
