import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { quizSets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AiProvider } from '../ai/providers/provider';
import { TranslationOutputError, translateQuizList } from './translate-quiz-list';

/** Tries of one version before it is `failed` (model down, output broken). */
export const MAX_TRANSLATION_ATTEMPTS = 3;
/** A running row's lease: past it, a crashed runner's row is claimed again. */
const LEASE_MS = 10 * 60 * 1000;
/** Wait before the next try: 30 s, then 60 s. */
const backoffMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

export interface TranslationRunner {
  /** Looks for work now (after a save); the runner also looks every `pollMs`. */
  kick(): void;
  /** Resolves when no row is being worked on (tests wait on it after a save). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface Claimed {
  quiz_set_id: string;
  language: string;
  source_version: Date | string;
  attempts: number;
}

/**
 * The translation job (issue 9 "Translation"): claims one due row of `quiz_set_translations` at a time
 * (FOR UPDATE SKIP LOCKED, so several API processes share the work), translates the set's questions
 * with the provider (translate-quiz-list.ts) and stores them — only if the row is still for that
 * version, so a save during the work queues the newer one instead. A provider that cannot translate
 * (embedded) marks the row `unavailable` (NEEDS_MODEL); other failures are retried with backoff up to
 * 3 times, then `failed`. One runner per API process.
 */
export function createTranslationRunner(options: {
  db: Db;
  provider: AiProvider;
  log: FastifyBaseLogger;
  pollMs?: number;
}): TranslationRunner {
  const { db, provider, log } = options;
  let loop: Promise<void> | null = null;
  let again = false;
  let isClosed = false;

  async function claim(): Promise<Claimed | null> {
    const result = await db.execute(sql`
      UPDATE quiz_set_translations AS t
      SET status = 'running', attempts = t.attempts + 1,
          available_at = now() + ${`${LEASE_MS} milliseconds`}::interval, updated_at = now()
      FROM (
        SELECT quiz_set_id, language FROM quiz_set_translations
        WHERE status IN ('pending', 'running') AND available_at <= now()
        ORDER BY available_at, quiz_set_id, language
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      ) AS due
      WHERE t.quiz_set_id = due.quiz_set_id AND t.language = due.language
      RETURNING t.quiz_set_id, t.language, t.source_version, t.attempts`);
    const rows = (result as unknown as { rows: Claimed[] }).rows;
    return rows[0] ?? null;
  }

  /** Writes the outcome, only while the row is still this claim's (same version, still running). */
  async function settle(row: Claimed, set: Record<string, unknown>): Promise<void> {
    await db.execute(sql`
      UPDATE quiz_set_translations
      SET status = ${set.status}, quiz_list = COALESCE(${set.quizList === undefined ? null : JSON.stringify(set.quizList)}::jsonb, quiz_list),
          error = ${set.error ?? null}, available_at = ${set.availableAt ?? new Date()}, updated_at = now()
      WHERE quiz_set_id = ${row.quiz_set_id} AND language = ${row.language}
        AND source_version = ${new Date(row.source_version)} AND status = 'running'`);
  }

  async function work(row: Claimed): Promise<void> {
    const [set] = await db
      .select({ quizList: quizSets.quizList })
      .from(quizSets)
      .where(eq(quizSets.id, row.quiz_set_id));
    if (!set) return; // deleted meanwhile: its rows went with it
    try {
      const quizList = await translateQuizList(set.quizList, (texts) =>
        provider.translateTexts(texts, row.language),
      );
      await settle(row, { status: 'done', quizList, error: null });
    } catch (error) {
      const reason =
        error instanceof AppError
          ? String(error.extra.reason ?? error.code)
          : error instanceof TranslationOutputError
            ? 'INVALID_OUTPUT'
            : 'INTERNAL';
      if (reason === 'NEEDS_MODEL') return settle(row, { status: 'unavailable', error: reason });
      if (!(error instanceof AppError) && !(error instanceof TranslationOutputError))
        log.error({ err: error, quizSetId: row.quiz_set_id }, 'translation failed');
      const isLast = row.attempts >= MAX_TRANSLATION_ATTEMPTS;
      await settle(row, {
        status: isLast ? 'failed' : 'pending',
        error: reason,
        availableAt: new Date(Date.now() + backoffMs(row.attempts)),
      });
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let row = await claim(); row && !isClosed; row = await claim()) await work(row);
    } while (again && !isClosed);
  }

  const kick = () => {
    if (isClosed) return;
    if (loop) {
      again = true;
      return;
    }
    loop = drain()
      .catch((error: unknown) => log.error({ err: error }, 'translation runner stopped'))
      .finally(() => {
        loop = null;
      });
  };

  const timer = setInterval(kick, options.pollMs ?? 15_000);
  timer.unref();
  return {
    kick,
    idle: async () => {
      while (loop) await loop;
    },
    close: async () => {
      isClosed = true;
      clearInterval(timer);
      while (loop) await loop;
    },
  };
}
