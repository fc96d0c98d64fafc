import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttemptProgress } from '../api';
import classes from './play.module.css';

/** The free map (issue 10 "free"): question tiles the player opens in any order. */
export function QuestionBoard({
  progress,
  onPick,
}: {
  progress: AttemptProgress;
  onPick: (quizId: string) => void;
}) {
  const { t } = useTranslation('play');
  const answers = new Map(progress.answers.map((answer) => [answer.quizId, answer]));
  return (
    <Stack gap="sm" className={classes.card}>
      <Text fw={600}>{t('board.pick')}</Text>
      <div className={classes.board}>
        {progress.questionOrder.map((quizId, index) => {
          const answer = answers.get(quizId);
          return (
            <UnstyledButton
              key={quizId}
              className={classes.tile}
              disabled={answer !== undefined}
              data-state={answer ? (answer.isCorrect ? 'right' : 'wrong') : undefined}
              onClick={() => onPick(quizId)}
              aria-label={t(
                answer ? (answer.isCorrect ? 'board.tileRight' : 'board.tileWrong') : 'board.tile',
                { n: index + 1 },
              )}
              data-testid="play-tile"
            >
              {index + 1}
              {/* A mark as well as the colour (issue 24 item 4, WCAG 1.4.1). */}
              {answer && (
                <span className={classes.tileMark} aria-hidden="true">
                  {answer.isCorrect ? '✓' : '✕'}
                </span>
              )}
            </UnstyledButton>
          );
        })}
      </div>
    </Stack>
  );
}
