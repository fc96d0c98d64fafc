import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PlayerQuestion } from '@quizset/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';
import type { AttemptProgress, PlayerRoom } from '../api';
import { answerText, durationText } from '../lib/format';
import { continueToNextSet } from '../lib/next-room';
import { usePlayErrorText } from '../lib/play-errors';
import { useAction } from '../lib/requests';
import classes from './play.module.css';
import { TeamChip } from './team-chip';

interface ResultScreenProps {
  progress: AttemptProgress;
  room: PlayerRoom;
  /** Question texts to show (translated when a language is picked), by id. */
  questionsById: Map<string, PlayerQuestion>;
  onPlayAgain: (() => void) | null;
  /** Offer the set's next quiz set (spec §3 `nextQuizsetId`); false inside the Classroom play bridge. */
  offerNextSet?: boolean;
}

/**
 * The end of an attempt (issue 10): score, time, a review of every question (the player's answer,
 * right or wrong, the right answer where the set shows it), the team's total on a team map, and the
 * next quiz set when one is set.
 */
export function ResultScreen({
  progress,
  room,
  questionsById,
  onPlayAgain,
  offerNextSet = true,
}: ResultScreenProps) {
  const { t } = useTranslation('play');
  // The next set's room, joined as the same player; then the player opens there (issue 15 item 10).
  const goNext = useAction(() => continueToNextSet(progress.attemptId), {
    onSuccess: (entryMapHashId) => window.location.assign(`/play/${encodeURIComponent(entryMapHashId)}`),
  });
  const goNextError = usePlayErrorText(goNext.error);
  const result = progress.result;
  if (!result) return null;
  const answers = new Map(progress.answers.map((answer) => [answer.quizId, answer]));
  const percent = result.maxScore === 0 ? 0 : Math.round((result.score / result.maxScore) * 100);
  const next = offerNextSet ? room.quizSet.nextQuizset : null;
  return (
    <Stack gap="md" data-testid="play-result">
      <Stack gap="sm" align="center" className={classes.card}>
        <Title order={2} size="h3">
          {t('result.title')}
        </Title>
        {/* A plain ring (conic gradient): Mantine's RingProgress would add its tooltip code to the first load. */}
        <div
          className={classes.scoreRing}
          style={{ '--score': `${percent * 3.6}deg` } as CSSProperties}
          role="img"
          aria-label={`${result.score} / ${result.maxScore}`}
        >
          <Text ta="center" fw={800} size="xl" data-testid="play-score">
            {result.score} / {result.maxScore}
          </Text>
        </div>
        <Group gap="md" justify="center">
          <Text size="sm">
            {t('result.correct', { count: result.correctCount, total: progress.questionOrder.length })}
          </Text>
          <Text size="sm">{t('result.time', { time: durationText(result.durationMs, t) })}</Text>
        </Group>
        {progress.team && (
          <Group gap="xs" justify="center" wrap="wrap" data-testid="play-team-total">
            <TeamChip team={progress.team} size="md" />
            <Text size="sm" fw={700}>
              {t('result.teamTotal', { points: progress.team.score, count: progress.team.members })}
            </Text>
          </Group>
        )}
        <Group gap="sm" justify="center">
          {next && (
            <Button
              onClick={() => goNext.mutate()}
              loading={goNext.isPending || goNext.isSuccess}
              data-testid="play-next-set"
            >
              {t('result.nextSet', { title: next.title })}
            </Button>
          )}
          {onPlayAgain && (
            <Button variant="light" onClick={onPlayAgain}>
              {t('result.playAgain')}
            </Button>
          )}
        </Group>
        {goNext.isError && (
          <Text c="red" size="sm" role="alert">
            {goNextError}
          </Text>
        )}
      </Stack>
      <Title order={3} size="h4">
        {t('review.title')}
      </Title>
      {progress.questionOrder.map((quizId, index) => {
        const question = questionsById.get(quizId);
        const answer = answers.get(quizId);
        return (
          <Paper key={quizId} withBorder radius="md" p="sm" data-testid="play-review-item">
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={700}>{index + 1}.</Text>
                {question && (
                  <RichTextView html={question.questionRichText} fallbackText={question.question} />
                )}
              </Group>
              <Group gap="xs" wrap="wrap">
                {!answer ? (
                  <Badge color="gray">{t('review.unanswered')}</Badge>
                ) : answer.passed ? (
                  <Badge color="yellow">{t('feedback.passed')}</Badge>
                ) : (
                  <Badge color={answer.isCorrect ? 'teal' : 'red'}>
                    {answer.isCorrect ? t('feedback.right') : t('feedback.wrong')}
                  </Badge>
                )}
                {answer && !answer.passed && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('review.yourAnswer', { answer: answerText(answer.answer, question, t) })}
                  </Text>
                )}
                {answer && (
                  <Text size="xs" c="dimmed">
                    {durationText(answer.elapsedMs, t)}
                  </Text>
                )}
              </Group>
              {answer?.correctAnswer !== undefined && !answer.isCorrect && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('feedback.rightAnswer', { answer: answerText(answer.correctAnswer, question, t) })}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
