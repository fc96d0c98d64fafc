import { Badge, Button, Group, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { POINTS_PER_QUESTION, type QuizSaved } from '@quizset/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/query-state';
import type { QuizSetResults } from '../api';
import { seconds } from '../lib/format-answer';
import { ItemAnalysis } from './item-analysis';
import { LiveGrid } from './live-grid';
import { TeamName, TeamStandings } from './team-standings';

// Loaded on the first "Review" click: Mantine's Modal is in no page's first load (issue 2 "Performance").
const AttemptReviewModal = lazy(() =>
  import('./attempt-review-modal').then((module) => ({ default: module.AttemptReviewModal })),
);

/**
 * The team standings (team maps only), the live grid (issue 15: who answers what, right now), the attempts table (player, score, time, finished or not,
 * one attempt's review) and the item analysis of a set's results (issue 10 "Results for the
 * teacher"): the whole set on `/quiz/{id}/results`, one assignment's room in the Classroom teacher
 * view (issue 11).
 */
export function ResultsView({
  quizSetId,
  quizList,
  results,
}: {
  quizSetId: string;
  quizList: QuizSaved[];
  results: QuizSetResults;
}) {
  const { t, i18n } = useTranslation('rooms');
  const [reviewing, setReviewing] = useState<string | null>(null);
  // Once opened the modal stays mounted, so it animates closed.
  const [hasReviewed, setHasReviewed] = useState(false);
  if (reviewing !== null && !hasReviewed) setHasReviewed(true);
  const { attempts, questions } = results;
  // Team maps only: the standings and a team column (issue 10; spec §3 map type `team`).
  const hasTeams = results.teams.length > 0;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      {hasTeams && <TeamStandings teams={results.teams} />}
      {attempts.length > 0 && <LiveGrid results={results} quizList={quizList} />}
      <Stack gap="sm" component="section">
        <Title order={2} size="h4">
          {t('results.attempts')}
        </Title>
        {attempts.length === 0 ? (
          <EmptyState title={t('results.noAttempts')} />
        ) : (
          <ScrollArea type="auto" offsetScrollbars="x">
            <Table
              striped
              highlightOnHover
              miw={hasTeams ? 740 : 640}
              style={{ whiteSpace: 'nowrap' }}
              data-testid="attempts-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('results.player')}</Table.Th>
                  {hasTeams && <Table.Th>{t('teams.team')}</Table.Th>}
                  <Table.Th>{t('results.score')}</Table.Th>
                  <Table.Th>{t('results.time')}</Table.Th>
                  <Table.Th>{t('results.status')}</Table.Th>
                  <Table.Th>{t('results.room')}</Table.Th>
                  {/* The review buttons' column: named for screen readers (WCAG 1.3.1, axe empty-table-header). */}
                  <Table.Th>
                    <VisuallyHidden>{t('results.review')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {attempts.map((attempt) => (
                  <Table.Tr key={attempt.attemptId} data-testid="attempt-row">
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm">{attempt.player.name}</Text>
                        {attempt.player.isGuest && (
                          // flex-shrink 0: in a narrow table (a phone, the team column) the badge kept
                          // shrinking to an empty circle instead of widening its column.
                          <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
                            {t('results.guest')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    {hasTeams && (
                      <Table.Td data-testid="attempt-team">
                        {attempt.team === null ? t('results.none') : <TeamName index={attempt.team} />}
                      </Table.Td>
                    )}
                    <Table.Td>
                      {attempt.score === null ? t('results.none') : `${attempt.score} / ${attempt.maxScore}`}
                    </Table.Td>
                    <Table.Td>
                      {attempt.durationMs === null
                        ? t('results.none')
                        : t('results.seconds', { value: seconds(attempt.durationMs) })}
                    </Table.Td>
                    <Table.Td>
                      {attempt.finishedAt ? (
                        <Text size="sm">
                          {t('results.finished')}{' '}
                          <Text span size="xs" c="dimmed">
                            {dateFormat.format(new Date(attempt.finishedAt))}
                          </Text>
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('results.inProgress', {
                            answered: attempt.answeredCount,
                            total: attempt.maxScore / POINTS_PER_QUESTION,
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {attempt.entryMapHashId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setReviewing(attempt.attemptId)}
                      >
                        {t('results.review')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
      <Stack gap="sm" component="section">
        <Title order={2} size="h4">
          {t('results.items')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('results.itemsHelp')}
        </Text>
        <ItemAnalysis questions={questions} quizList={quizList} />
      </Stack>
      {hasReviewed && (
        <Suspense fallback={null}>
          <AttemptReviewModal
            quizSetId={quizSetId}
            attemptId={reviewing}
            onClose={() => setReviewing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
