import type { analyticsEvents } from '../../db/schema';

type EventRow = typeof analyticsEvents.$inferSelect;

/** A CSV cell: quoted when needed; a leading = + - @ (a spreadsheet formula) is defused with a quote. */
function cell(value: string | null): string {
  if (value === null) return '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const HEADER = ['id', 'created_at', 'name', 'user_id', 'props'];

/**
 * The admin export of analytics events (issue 19 item 22): one row per event, `props` as JSON, UTF-8
 * with CRLF line ends (what spreadsheet programs expect).
 */
export function eventsToCsv(rows: EventRow[]): string {
  const lines = [HEADER.join(',')];
  for (const row of rows)
    lines.push(
      [row.id, row.createdAt.toISOString(), row.name, row.userId, JSON.stringify(row.props)]
        .map(cell)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
