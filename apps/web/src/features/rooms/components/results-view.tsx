import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { POINTS_PER_QUESTION, type QuizSaved } from '@quizset/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyScrollArea } from '../../../components/lazy-scroll-area';
import { usePreloadSettled } from '../../../components/preloaded';
import { EmptyState, PageLoader } from '../../../components/query-state';
import { lazyWithRetry } from '../../../lib/retry-import';
import type { QuizSetResults } from '../api';
import { seconds } from '../lib/format-answer';
import { LiveGrid } from './live-grid';
import type { PlayerActionTarget } from './player-action-dialog';
import { PlayerActionsMenu } from './player-actions-menu';
import { TeamName, TeamStandings } from './team-standings';

// Loaded on the first "Review" click: Mantine's Modal is in no page's first load (issue 2 "Performance").
const AttemptReviewModal = lazyWithRetry(() =>
  import('./attempt-review-modal').then((module) => ({ default: module.AttemptReviewModal })),
);
// The item analysis (its bars and figures) is drawn after the first paint (issue 20 item 1 "the
// results page draws its charts after first paint"): its chunk is asked for when the page renders.
const ItemAnalysis = lazyWithRetry(() =>
  import('./item-analysis').then((module) => ({ default: module.ItemAnalysis })),
);
// Likewise the rename / merge / remove dialog, on the first choice in a player's actions menu.
const PlayerActionDialog = lazyWithRetry(() =>
  import('./player-action-dialog').then((module) => ({ default: module.PlayerActionDialog })),
);

/**
 * The team standings (team maps only), the attempts table (player, score, time, finished or not,
 * one attempt's review and the player actions), the live grid (issue 15: who answers what, right
 * now) and the item analysis of a set's results (issue 10 "Results for the
 * teacher"): the whole set on `/quiz/{id}/results`, one assignment's room in the Classroom teacher
 * view (issue 11).
 */
export function ResultsView({
  quizSetId,
  quizList,
  results,
  manage = true,
}: {
  quizSetId: string;
  quizList: QuizSaved[];
  results: QuizSetResults;
  /**
   * The caller owns the set: each attempt's review and the player actions (owner routes). False for a
   * Classroom co-teacher, who sees the results through the add-on (issue 18 item 5).
   */
  manage?: boolean;
}) {
  const { t, i18n } = useTranslation('rooms');
  const [reviewing, setReviewing] = useState<string | null>(null);
  // Once opened the modal stays mounted, so it animates closed.
  const [hasReviewed, setHasReviewed] = useState(false);
  if (reviewing !== null && !hasReviewed) setHasReviewed(true);
  // The player being renamed, merged or removed (issue 15 item 5), and whether its dialog was opened yet.
  const [acting, setActing] = useState<PlayerActionTarget | null>(null);
  const [hasActed, setHasActed] = useState(false);
  if (acting !== null && !hasActed) setHasActed(true);
  const { attempts, questions } = results;
  // Team maps only: the standings and a team column (issue 10; spec §3 map type `team`).
  const hasTeams = results.teams.length > 0;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  // The tables are drawn in Mantine's ScrollArea from the start, never in its stand-in first: the
  // swap would mount them afresh and close a player's menu the teacher has open (components/preloaded.tsx).
  const frameSettled = usePreloadSettled(LazyScrollArea);
  if (!frameSettled) return <PageLoader />;
  return (
    <>
      {hasTeams && <TeamStandings teams={results.teams} />}
      <Stack gap="sm" component="section">
        <Title order={2} size="h4">
          {t('results.attempts')}
        </Title>
        {attempts.length === 0 ? (
          <EmptyState title={t('results.noAttempts')} />
        ) : (
          <LazyScrollArea type="auto" offsetScrollbars="x">
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
                  {/* The review and actions column: named for screen readers (WCAG 1.3.1, axe empty-table-header). */}
                  {manage && (
                    <Table.Th>
                      <VisuallyHidden>{t('results.review')}</VisuallyHidden>
                    </Table.Th>
                  )}
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
                      {attempt.rejoinCode && (
                        // Under the name, in the first column: a phone reads it without scrolling sideways
                        // when a child whose tablet died asks for it (issue 15 item 5).
                        <Text size="xs" c="dimmed" data-testid="attempt-rejoin-code">
                          {t('manage.code')}{' '}
                          <Text span size="xs" ff="monospace" fw={700} c="var(--mantine-color-text)">
                            {attempt.rejoinCode}
                          </Text>
                        </Text>
                      )}
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
                    {manage && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            onClick={() => setReviewing(attempt.attemptId)}
                          >
                            {t('results.review')}
                          </Button>
                          <PlayerActionsMenu
                            attempt={attempt}
                            canMerge={attempts.some(
                              (other) =>
                                other.entryMapHashId === attempt.entryMapHashId &&
                                other.attemptId !== attempt.attemptId,
                            )}
                            onAction={(kind) => setActing({ kind, attempt })}
                          />
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </LazyScrollArea>
        )}
      </Stack>
      {/* After the attempts table, not above it: both gain a row per player who joins (attempts in the
          order they started), and the grid growing above the table pushed its player menus (review,
          rename, remove) down under the teacher's pointer during a class's join rush. */}
      {attempts.length > 0 && <LiveGrid results={results} quizList={quizList} />}
      <Stack gap="sm" component="section">
        <Title order={2} size="h4">
          {t('results.items')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('results.itemsHelp')}
        </Text>
        <Suspense fallback={null}>
          <ItemAnalysis questions={questions} quizList={quizList} />
        </Suspense>
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
      {hasActed && (
        <Suspense fallback={null}>
          <PlayerActionDialog
            quizSetId={quizSetId}
            target={acting}
            attempts={attempts}
            onClose={() => setActing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
