import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LiveGameView } from '@quizset/domain';
import { useTranslation } from 'react-i18next';

const CHOICE_COLORS = ['red', 'blue', 'yellow', 'green', 'grape', 'cyan', 'orange', 'teal'];

function isRight(view: LiveGameView, option: number | string): boolean {
  const correct = view.reveal?.correctAnswer;
  if (correct === undefined) return false;
  return Array.isArray(correct) ? (correct as (number | string)[]).includes(option) : correct === option;
}

/**
 * The open question on the projector (issue 23 "each question with a timer"; "after each question,
 * the answer distribution"): its text and options; once closed, how many chose each and which is right.
 */
export function LiveQuestion({ view }: { view: LiveGameView }) {
  const { t } = useTranslation('live');
  const question = view.question;
  if (!question) return null;
  const counts = view.reveal?.distribution ?? [];
  const total = Math.max(1, view.answeredCount);
  const options: { label: string; key: number | string }[] =
    question.type === 'multiple'
      ? (question.choiceList ?? []).map((choice, index) => ({ label: choice.text, key: index }))
      : question.type === 'ox'
        ? [
            { label: t('ox.o'), key: 'o' },
            { label: t('ox.x'), key: 'x' },
          ]
        : [];
  return (
    <Stack gap="md">
      <Title order={2} size="h1" data-testid="live-question-text">
        {question.question}
      </Title>
      {question.type === 'subjective' && view.reveal && (
        <Text size="xl" fw={700} c="teal.8">
          {(view.reveal.correctAnswer as string[]).join(' · ')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {options.map((option, index) => (
          <Paper
            key={option.label}
            p="md"
            radius="md"
            withBorder
            bg={
              view.reveal
                ? isRight(view, option.key)
                  ? 'teal.1'
                  : 'gray.1'
                : `${CHOICE_COLORS[index % 8]}.1`
            }
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="xl" fw={700}>
                {index + 1}. {option.label}
              </Text>
              <Group gap="xs" wrap="nowrap">
                {/* The right answer is said in words, not only by the colour (WCAG 1.4.1). */}
                {view.reveal && isRight(view, option.key) && (
                  <Badge size="xl" color="teal">
                    ✓ {t('host.correct')}
                  </Badge>
                )}
                {view.reveal && <Badge size="xl">{counts[index] ?? 0}</Badge>}
              </Group>
            </Group>
            {view.reveal && (
              <Progress
                mt="xs"
                value={((counts[index] ?? 0) / total) * 100}
                aria-label={t('host.share', { label: option.label, count: counts[index] ?? 0, total })}
              />
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
