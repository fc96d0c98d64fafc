import { TEAM_KEYS } from '@quizset/domain';
import type { QuizSetResults } from './results';

/** A CSV cell: quoted when needed; a leading = + - @ (a formula in Excel) is defused with a quote mark. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const HEADER = [
  'attempt_id',
  'room',
  'player',
  'guest',
  'started_at',
  'finished_at',
  'duration_seconds',
  'score',
  'max_score',
  'correct_count',
  'answered_count',
  'team',
];

/**
 * `GET /api/quizsets/{id}/results.csv` (api.md; issue 10 "CSV export"): one line per attempt, UTF-8
 * with a byte-order mark so Excel opens Korean names correctly, CRLF line ends (RFC 4180). `team` is
 * the team's key (`red`, `blue`, …; TEAM_KEYS) on a `team` map and empty elsewhere.
 */
export function resultsToCsv(results: QuizSetResults): string {
  const lines = [HEADER.join(',')];
  for (const attempt of results.attempts)
    lines.push(
      [
        attempt.attemptId,
        attempt.entryMapHashId,
        attempt.player.name,
        attempt.player.isGuest ? 'yes' : 'no',
        attempt.startedAt,
        attempt.finishedAt,
        attempt.durationMs === null ? null : Math.round(attempt.durationMs / 100) / 10,
        attempt.score,
        attempt.maxScore,
        attempt.correctCount,
        attempt.answeredCount,
        attempt.team === null ? null : (TEAM_KEYS[attempt.team] ?? null),
      ]
        .map(cell)
        .join(','),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
