import os from 'node:os';
import {
  QUIZ_SET_MAX_SANITIZED_CHARS,
  QUIZ_SET_MAX_TAGS,
} from '../apps/server/src/features/quizsets/sanitize-limits.ts';
import { RICH_TEXT_MAX_DEPTH } from '../packages/domain/src/rich-text.ts';
import { quizSetPayload } from './lib/payload.ts';
import { api, type RunningServer, signIn } from './lib/server.ts';
import { summarize } from './lib/stats.ts';

/**
 * Issue 6 "Availability": the inputs that stalled the server, sent one at a time while a second
 * client polls /api/health back to back. Reports each request's time and status and the health
 * latencies measured meanwhile. Goals: every such request answered in < 100 ms, health p99 < 50 ms.
 *
 * The probe's cases are refused by the cheap limits; the "limits met" cases are the most expensive
 * input the limits let through to the sanitizer (they may still be refused afterwards by the
 * question-length rule, but only once sanitized: that is the cost bounded here).
 */
export interface AbuseRow {
  case: string;
  bodyKb: number;
  status: number;
  requestMs: number;
  healthCount: number;
  healthP50: number;
  healthP99: number;
  healthMax: number;
  loadAverage: number;
}

interface Case {
  name: string;
  payload: () => unknown;
}

function withRichText(templateId: string, richText: (index: number) => string): unknown {
  const payload = quizSetPayload(templateId, 20);
  payload.quizList = payload.quizList.map((quiz, index) => ({ ...quiz, questionRichText: richText(index) }));
  return payload;
}

function cases(templateId: string): Case[] {
  const oneQuestion = (richText: string) => {
    const payload = quizSetPayload(templateId, 1);
    payload.quizList = payload.quizList.map((quiz) => ({ ...quiz, questionRichText: richText }));
    return payload;
  };
  // Per question, what the quiz set's budgets leave once the 20 questions' own short texts are counted.
  const perQuestionChars = Math.floor(QUIZ_SET_MAX_SANITIZED_CHARS / 20) - 400;
  const perQuestionTags = Math.floor(QUIZ_SET_MAX_TAGS / 20) - 20;
  const highlight = '<mark data-color="#fff3a3" style="background-color: #fff3a3; color: inherit">a</mark>';
  const highlightsPerQuestion = Math.min(
    perQuestionTags / 2,
    Math.floor(perQuestionChars / highlight.length),
  );
  const nest = (depth: number) => `${'<strong><em>'.repeat(depth / 2)}x${'</em></strong>'.repeat(depth / 2)}`;
  return [
    {
      name: 'probe: <b><i><u> × 150,000 (1.4 MB)',
      payload: () => oneQuestion(`<p>${'<b><i><u>'.repeat(150_000)}x`),
    },
    {
      name: 'probe: <b><i><u> × 40,000 (0.36 MB)',
      payload: () => oneQuestion(`<p>${'<b><i><u>'.repeat(40_000)}x`),
    },
    { name: 'probe: ‹ × 4,800,000', payload: () => oneQuestion('‹'.repeat(4_800_000)) },
    {
      name: `nesting ${RICH_TEXT_MAX_DEPTH + 1} deep × 2,000`,
      payload: () => oneQuestion(`<p>${'<b><i><u>'.repeat(2000)}x`),
    },
    {
      name: 'limits met: stray "<" runs, 20 questions',
      payload: () => withRichText(templateId, () => `<p>${'<'.repeat(perQuestionTags)}</p>`),
    },
    {
      name: 'limits met: character references, 20 questions',
      payload: () => withRichText(templateId, () => `<p>${'&lt;'.repeat(perQuestionChars / 4)}</p>`),
    },
    {
      name: 'limits met: styled highlights, 20 questions',
      payload: () => withRichText(templateId, () => `<p>${highlight.repeat(highlightsPerQuestion)}</p>`),
    },
    {
      name: `limits met: nesting ${RICH_TEXT_MAX_DEPTH - 2} deep, 20 questions`,
      payload: () =>
        withRichText(
          templateId,
          () =>
            `<p>${nest(RICH_TEXT_MAX_DEPTH - 2).repeat(perQuestionTags / (RICH_TEXT_MAX_DEPTH - 2) / 2)}</p>`,
        ),
    },
    {
      name: 'ordinary create (20 questions)',
      payload: () => quizSetPayload(templateId, 20, 'Abuse bench control'),
    },
  ];
}

/** Polls /api/health back to back until `stop()`; returns the latencies (ms). */
export function pollHealth(origin: string): { stop: () => Promise<number[]> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/api/health`);
        await response.arrayBuffer();
        samples.push(performance.now() - started);
      } catch {
        // The pool reused a socket the server closed after refusing an upload early: ask again on a
        // fresh one (the refusal, not the health route, closed it).
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

/** Runs every case against `server` (fresh, demo-seeded) as the PRO demo teacher. */
export async function benchAbuse(server: RunningServer): Promise<AbuseRow[]> {
  const { origin } = server;
  const cookie = await signIn(origin, 'pro@demo.example');
  const buildData = await api<{ data: { templates: { templateId: string; templatePlanType: string }[] } }>(
    origin,
    cookie,
    'GET',
    '/api/quiz-builder/build-data',
  );
  // build-data names a map by `templateId` (api.md "Building"); a missing one would make every
  // case a 400 on the map instead of exercising the sanitizer.
  const templateId = buildData.data.templates.find((t) => t.templatePlanType === 'FREE')?.templateId;
  if (!templateId) throw new Error('build-data offered no FREE map');
  const rows: AbuseRow[] = [];
  for (const { name, payload } of cases(templateId)) {
    const body = JSON.stringify(payload());
    // Let the health loop settle on a quiet server before the request goes out.
    const health = pollHealth(origin);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const response = await fetch(`${origin}/api/quizsets`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    const requestMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const samples = await health.stop();
    const latencies = summarize(samples);
    rows.push({
      case: name,
      bodyKb: Math.round(Buffer.byteLength(body) / 1024),
      status: response.status,
      requestMs: Math.round(requestMs * 10) / 10,
      healthCount: latencies.count,
      healthP50: latencies.p50,
      healthP99: latencies.p99,
      healthMax: Math.round(Math.max(...samples) * 100) / 100,
      loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    });
  }
  return rows;
}
