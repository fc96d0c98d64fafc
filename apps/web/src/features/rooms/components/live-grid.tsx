import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AnswerOutcome, QuizSaved } from '@quizset/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyScrollArea } from '../../../components/lazy-scroll-area';
import type { AttemptSummary, QuizSetResults } from '../api';
import { formatAnswer } from '../lib/format-answer';

type T = ReturnType<typeof useTranslation<'rooms'>>['t'];

/**
 * How an outcome looks: a colour AND a symbol (issue 15: "not by colour alone"), and the locale key
 * of its name for screen readers and the legend.
 */
export const OUTCOME_LOOK: Record<AnswerOutcome, { color: string; symbol: string; label: string }> = {
  correct: { color: 'green', symbol: '✓', label: 'live.correct' },
  wrong: { color: 'red', symbol: '✗', label: 'live.wrong' },
  pass: { color: 'yellow', symbol: '↷', label: 'live.pass' },
};

/**
 * The columns before the questions, one entry each: a field added to an attempt (a rejoin code, the
 * best/first attempt mark) is one more entry here.
 */
/** What a leading cell may need besides its attempt: the number (1-based, set order) of a question. */
interface CellContext {
  t: T;
  questionNumber: (quizId: string) => number | null;
}

const LEADING_COLUMNS: Array<{
  key: string;
  header: (t: T) => string;
  cell: (a: AttemptSummary, context: CellContext) => ReactNode;
}> = [
  {
    key: 'player',
    header: (t) => t('results.player'),
    cell: (attempt, { t }) => (
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={500}>
          {attempt.player.name}
        </Text>
        {attempt.player.isGuest && (
          <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
            {t('results.guest')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'status',
    header: (t) => t('results.status'),
    cell: (attempt, { t, questionNumber }) => {
      if (attempt.finishedAt)
        return (
          <Text size="sm" c="teal.8" fw={600} data-testid="live-finished">
            ✓ {t('live.finished')}
          </Text>
        );
      const n = attempt.currentQuizId ? questionNumber(attempt.currentQuizId) : null;
      return (
        <Text size="sm" c="blue" data-testid="live-playing">
          ▶ {n === null ? t('live.playing') : t('live.playingAt', { n })}
        </Text>
      );
    },
  },
  {
    key: 'score',
    header: (t) => t('results.score'),
    cell: (attempt, { t }) =>
      attempt.score === null ? t('results.none') : `${attempt.score} / ${attempt.maxScore}`,
  },
];

/**
 * The live grid of a set's results (issue 15 "Live results", Wayground style): a row per attempt
 * (player, playing or finished, score), a column per question of the set in its order, each cell
 * right / wrong / pass by colour and symbol with the answer given in its tooltip and accessible
 * name, the question the player is on outlined. The page polls; this only draws `results`.
 */
export function LiveGrid({ results, quizList }: { results: QuizSetResults; quizList: QuizSaved[] }) {
  const { t } = useTranslation('rooms');
  const questions = [...results.questions].sort((a, b) => a.order - b.order);
  const quizById = new Map(quizList.map((quiz) => [quiz.id, quiz]));
  const numbers = new Map(questions.map((question, index) => [question.quizId, index + 1]));
  const context: CellContext = { t, questionNumber: (quizId) => numbers.get(quizId) ?? null };
  const playing = results.attempts.filter((attempt) => attempt.finishedAt === null).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby="live-grid-title" data-testid="live-grid">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="live-grid-title">
          {t('live.title')}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="live-counts">
          {t('live.counts', { playing, finished: results.attempts.length - playing })}
        </Text>
      </Group>
      <Group gap="md" wrap="wrap" aria-hidden>
        {(Object.keys(OUTCOME_LOOK) as AnswerOutcome[]).map((outcome) => (
          <Group key={outcome} gap={4} wrap="nowrap">
            <OutcomeChip outcome={outcome} />
            <Text size="xs">{t(OUTCOME_LOOK[outcome].label)}</Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('live.help')}
        </Text>
      </Group>
      {/* Focusable so a keyboard can scroll it sideways (WCAG 2.1.1; axe scrollable-region-focusable). */}
      <LazyScrollArea type="auto" offsetScrollbars="x" viewportProps={{ tabIndex: 0 }}>
        {/* Columns as wide as their content: a phone scrolls the grid sideways instead of cutting cells. */}
        <Table
          withTableBorder
          withColumnBorders
          style={{ whiteSpace: 'nowrap', width: 'max-content', minWidth: '100%' }}
          data-testid="live-table"
        >
          <Table.Thead>
            <Table.Tr>
              {LEADING_COLUMNS.map((column, index) => (
                <Table.Th key={column.key} style={index === 0 ? stickyStyle : undefined}>
                  {column.header(t)}
                </Table.Th>
              ))}
              {questions.map((question, index) => (
                <Table.Th key={question.quizId} ta="center" title={question.question}>
                  {t('live.questionShort', { n: index + 1 })}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.attempts.map((attempt) => {
              const cells = new Map(attempt.answers.map((cell) => [cell.quizId, cell]));
              return (
                <Table.Tr
                  key={attempt.attemptId}
                  data-testid="live-row"
                  data-player={attempt.player.name}
                  data-finished={attempt.finishedAt !== null}
                >
                  {LEADING_COLUMNS.map((column, index) => (
                    <Table.Td key={column.key} style={index === 0 ? stickyStyle : undefined}>
                      {column.cell(attempt, context)}
                    </Table.Td>
                  ))}
                  {questions.map((question, index) => {
                    const cell = cells.get(question.quizId);
                    const isCurrent = attempt.currentQuizId === question.quizId;
                    const n = index + 1;
                    const answer = cell ? formatAnswer(cell.answer, quizById.get(question.quizId), t) : '';
                    const label = cell
                      ? t('live.cellLabel', { n, outcome: t(OUTCOME_LOOK[cell.outcome].label), answer })
                      : isCurrent
                        ? t('live.cellCurrent', { n })
                        : t('live.cellEmpty', { n });
                    return (
                      <Table.Td
                        key={question.quizId}
                        ta="center"
                        p={4}
                        data-testid="live-cell"
                        data-quiz={question.quizId}
                        data-outcome={cell?.outcome ?? (isCurrent ? 'current' : 'none')}
                        aria-label={label}
                        title={label}
                      >
                        {cell ? (
                          <OutcomeChip outcome={cell.outcome} />
                        ) : isCurrent ? (
                          <Text span size="sm" c="blue" fw={700} aria-hidden>
                            …
                          </Text>
                        ) : null}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </LazyScrollArea>
    </Stack>
  );
}

const stickyStyle = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;

/** A coloured square with the outcome's symbol (the symbol carries the meaning without colour). */
function OutcomeChip({ outcome }: { outcome: AnswerOutcome }) {
  const look = OUTCOME_LOOK[outcome];
  return (
    <Text
      span
      aria-hidden
      fw={700}
      size="sm"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 26,
        height: 26,
        borderRadius: 6,
        background: `var(--mantine-color-${look.color}-light)`,
        color: `var(--mantine-color-${look.color}-light-color)`,
        border: `1px solid var(--mantine-color-${look.color}-outline)`,
      }}
    >
      {look.symbol}
    </Text>
  );
}
