import { Badge, Group, Text } from '@mantine/core';
import { POINTS_PER_QUESTION } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import type { AttemptProgress } from '../api';
import type { PlayTheme } from '../lib/theme';
import classes from './play.module.css';
import { TeamChip } from './team-chip';

/**
 * Where the player is, as the map type shows it (issue 10): a step trail (linear), the round
 * (round), the player's team and its points (team; the player's own before a team is known),
 * answered of total (free).
 */
export function ProgressDisplay({
  progress,
  theme,
  currentId,
}: {
  progress: AttemptProgress;
  theme: PlayTheme;
  currentId: string | null;
}) {
  const { t } = useTranslation('play');
  const answers = new Map(progress.answers.map((answer) => [answer.quizId, answer]));
  const total = progress.questionOrder.length;
  const position = currentId ? progress.questionOrder.indexOf(currentId) + 1 : answers.size;
  if (theme.showsRounds)
    return (
      <Badge size="lg" color="white" c="dark" data-testid="play-round">
        {t('progress.round', { n: Math.max(1, position), total })}
      </Badge>
    );
  if (theme.showsPoints) {
    const points =
      progress.team?.score ??
      progress.answers.filter((answer) => answer.isCorrect).length * POINTS_PER_QUESTION;
    return (
      <Group gap={6} wrap="wrap">
        {progress.team && <TeamChip team={progress.team} />}
        <Badge size="lg" color="white" c="dark" data-testid="play-points">
          {t('progress.teamPoints', { points })}
        </Badge>
      </Group>
    );
  }
  if (theme.picksQuestions)
    return (
      <Text size="sm" fw={700}>
        {t('progress.answered', { answered: answers.size, total })}
      </Text>
    );
  const right = progress.answers.filter((answer) => answer.isCorrect).length;
  // Right and wrong steps carry a mark as well as a colour (issue 24 item 4, WCAG 1.4.1).
  return (
    <div
      className={classes.steps}
      role="img"
      aria-label={t('progress.trail', {
        n: Math.max(1, position),
        total,
        right,
        wrong: progress.answers.length - right,
      })}
    >
      {progress.questionOrder.map((quizId) => {
        const answer = answers.get(quizId);
        const state = answer
          ? answer.isCorrect
            ? 'right'
            : 'wrong'
          : quizId === currentId
            ? 'current'
            : 'open';
        return (
          <span key={quizId} className={classes.step} data-state={state} aria-hidden="true">
            {state === 'right' ? '✓' : state === 'wrong' ? '✕' : ''}
          </span>
        );
      })}
    </div>
  );
}
