import { Divider, Paper, Stack, Text } from '@mantine/core';
import type { LivePlayerView, PlayerAnswer, PlayerQuestion } from '@quizset/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * An answer in words (the right one of the reveal, or the player's own): choices as "2. text",
 * O/X as the pad's labels, typed answers as typed (several accepted spellings joined by " · ").
 */
export function answerInWords(
  question: PlayerQuestion,
  answer: PlayerAnswer | readonly string[] | string,
  t: TFunction<'live'>,
): string {
  if (question.type === 'multiple' && Array.isArray(answer))
    return [...(answer as number[])]
      .sort((a, b) => a - b)
      .map((index) => `${index + 1}. ${question.choiceList?.[index]?.text ?? ''}`)
      .join(', ');
  if (question.type === 'ox') return t(`ox.${String(answer).trim().toLowerCase() === 'o' ? 'o' : 'x'}`);
  return Array.isArray(answer) ? answer.join(' · ') : String(answer);
}

/**
 * The phone after a question closes (issue 23 "Player view": "after each question, right or wrong,
 * points and rank"): right, wrong or no answer, the points it brought, the rank — and which answer was
 * right, with the player's own when it was wrong. Shown from the reveal through the leaderboard; the
 * right answer comes in the view only once the question has closed (server game-view.ts).
 */
export function PlayerResult({ view, mine }: { view: LivePlayerView; mine: PlayerAnswer | undefined }) {
  const { t } = useTranslation('live');
  const { standing, reveal, question } = view;
  if (!standing) return null;
  const verdict =
    standing.lastCorrect === true ? 'right' : standing.lastCorrect === false ? 'wrong' : 'noAnswer';
  return (
    <Paper
      p="lg"
      radius="md"
      bg={{ right: 'teal.1', wrong: 'red.1', noAnswer: 'gray.1' }[verdict]}
      data-testid="player-result"
    >
      <Stack gap={4} align="center" ta="center">
        <Text size="2rem" fw={800} lh={1.2}>
          {t(`player.${verdict}`)}
        </Text>
        <Text size="xl">{t('player.points', { points: standing.lastPoints })}</Text>
        <Text size="lg">{t('player.rank', { rank: standing.rank, points: standing.points })}</Text>
      </Stack>
      {reveal && question && (
        <>
          <Divider my="sm" color="dark.2" />
          <Stack gap={6} style={{ overflowWrap: 'anywhere' }} data-testid="player-right-answer">
            <div>
              <Text size="sm" fw={700}>
                {t('player.rightAnswer')}
              </Text>
              <Text size="lg" fw={700}>
                {answerInWords(question, reveal.correctAnswer, t)}
              </Text>
            </div>
            {verdict === 'wrong' && mine !== undefined && (
              <div>
                <Text size="sm" fw={700}>
                  {t('player.yourAnswer')}
                </Text>
                <Text size="lg">{answerInWords(question, mine, t)}</Text>
              </div>
            )}
          </Stack>
        </>
      )}
    </Paper>
  );
}
