import { type AttemptCell, type QuizSaved, TEAM_KEYS } from '@quizset/domain';
import type { QuizSetResults } from './results';

/** A CSV cell: quoted when needed; a leading = + - @ (a formula in Excel) is defused with a quote mark. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const HEADER_START = [
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
];

/** Whether `timeZone` is an IANA zone this runtime's Intl knows (e.g. `Asia/Seoul`, `UTC`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An ISO instant as the teacher's wall-clock time with its offset, `YYYY-MM-DD HH:mm:ss+09:00`
 * (issue 15 "CSV": times in the teacher's time zone with the offset). `timeZone` must be known
 * (isKnownTimeZone); UTC gives `+00:00`.
 */
export function formatInTimeZone(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  // longOffset is "GMT+09:00", "GMT-03:30", or plain "GMT" at offset zero.
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/**
 * An answer as a teacher reads it in a spreadsheet: choice numbers (1-based) with their text
 * (multiple, `2. 한강; 3. 금강`), `O` / `X`, or the typed text. Pure: the same rule as the results page.
 */
export function answerText(cellValue: AttemptCell | undefined, quiz: QuizSaved | undefined): string | null {
  if (!cellValue || cellValue.answer === null) return null;
  const { answer } = cellValue;
  if (Array.isArray(answer))
    return answer
      .map((index) => {
        const text = quiz?.type === 'multiple' ? quiz.choiceList[index]?.text : undefined;
        return text ? `${index + 1}. ${text}` : String(index + 1);
      })
      .join('; ');
  return quiz?.type === 'ox' ? answer.toUpperCase() : answer;
}

/**
 * `GET /api/quizsets/{id}/results.csv` (docs/api.md "Results"; issue 10 "CSV export", issue 15 "CSV"):
 * one line per attempt, UTF-8 with a byte-order mark so Excel opens Korean names correctly, CRLF line
 * ends (RFC 4180). Times are in `timeZone` with their offset. Per question of the set (`quizList`, in
 * its order) two columns `q{n}_answer` (what the player gave) and `q{n}_result` (`correct`, `wrong`,
 * `pass`, empty when not answered). `team`, the last column, is the team's key (`red`, `blue`, …;
 * TEAM_KEYS) on a `team` map and empty elsewhere.
 */
export function resultsToCsv(
  results: QuizSetResults,
  options: { quizList: QuizSaved[]; timeZone: string },
): string {
  const quizzes = [...options.quizList].sort((a, b) => a.order - b.order);
  const header = [
    ...HEADER_START,
    ...quizzes.flatMap((_, index) => [`q${index + 1}_answer`, `q${index + 1}_result`]),
    'team',
  ];
  const lines = [header.join(',')];
  for (const attempt of results.attempts) {
    const byQuiz = new Map(attempt.answers.map((answer) => [answer.quizId, answer]));
    lines.push(
      [
        attempt.attemptId,
        attempt.entryMapHashId,
        attempt.player.name,
        attempt.player.isGuest ? 'yes' : 'no',
        formatInTimeZone(attempt.startedAt, options.timeZone),
        attempt.finishedAt === null ? null : formatInTimeZone(attempt.finishedAt, options.timeZone),
        attempt.durationMs === null ? null : Math.round(attempt.durationMs / 100) / 10,
        attempt.score,
        attempt.maxScore,
        attempt.correctCount,
        attempt.answeredCount,
        ...quizzes.flatMap((quiz) => [
          answerText(byQuiz.get(quiz.id), quiz),
          byQuiz.get(quiz.id)?.outcome ?? null,
        ]),
        attempt.team === null ? null : (TEAM_KEYS[attempt.team] ?? null),
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The download's file name, `{set title} – {date}.csv` (issue 15 "CSV"; the date in the teacher's
 * zone), and its `Content-Disposition` value: an ASCII `filename` fallback and the UTF-8 `filename*`
 * of RFC 6266 / RFC 5987 (Korean titles). Characters no file system takes (`/ \ : * ? " < > |`, control
 * and bidi characters) become `_`; the title is cut at 100 characters.
 */
export function csvFileName(
  title: string,
  now: Date,
  timeZone: string,
): { fileName: string; header: string } {
  const date = formatInTimeZone(now.toISOString(), timeZone).slice(0, 10);
  const safeTitle =
    Array.from(title.replace(/[/\\:*?"<>|\p{Cc}\p{Cf}]/gu, '_').trim())
      .slice(0, 100)
      .join('')
      .trim() || 'quizset';
  const fileName = `${safeTitle} – ${date}.csv`;
  const ascii = `${safeTitle.replace(/[^\x20-\x7e]/g, '_').replace(/[%;\\]/g, '_')} - ${date}.csv`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return { fileName, header: `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}` };
}
