import type { ExportFormat, ImportResult } from '@quizset/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/quizsets/import (issue 21): the file's questions as quiz list items; nothing saved. */
export async function importQuestions(file: File, signal?: AbortSignal): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file);
  const response = await apiRequest<{ data: ImportResult }>('/api/quizsets/import', {
    method: 'POST',
    body,
    signal,
  });
  return response.data;
}

/** The download link of GET /api/quizsets/{id}/export (a plain link: the browser saves the attachment). */
export function exportUrl(quizSetId: string, format: ExportFormat): string {
  return `/api/quizsets/${encodeURIComponent(quizSetId)}/export?${new URLSearchParams({ format }).toString()}`;
}
