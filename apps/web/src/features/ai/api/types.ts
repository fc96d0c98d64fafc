import type { AiChoice, AiItemWithSource, AiCapabilities as ProviderCapabilities } from '@quizset/domain';

/** An AI item as the client reads it: the domain's spec §3 item with its `source` ("from page N"). */
export type AiItem = AiItemWithSource;

/** `{ questions, source_length, used_source_length }` after key conversion (api.md "AI"). */
export interface AiGeneration {
  questions: AiItem[];
  sourceLength: number;
  usedSourceLength: number;
}

/** Progress of a file job: its place in the line (issue 16 item 15), pages read, then questions written. */
export type AiFileProgress =
  | { phase: 'queued'; ahead: number }
  | { phase: 'reading'; pagesRead: number; pageCount: number | null }
  | { phase: 'writing'; questionsWritten: number; questionCount: number };

/** `GET /api/ai/capabilities` (api.md "AI"): the provider's capabilities and the job backend. */
export interface AiCapabilities extends ProviderCapabilities {
  jobs: 'threads' | 'bullmq';
}

export type { AiChoice };
