import os from 'node:os';
import { writeMoodleXml } from '../apps/server/src/features/import-export/formats/moodle-xml.ts';
import { writeXlsx } from '../apps/server/src/features/import-export/formats/spreadsheet.ts';
import { parseImportFile } from '../apps/server/src/features/import-export/parse-import-file.ts';
import type { QuizSaved } from '../packages/domain/src/index.ts';
import { pollHealth } from './abuse.ts';
import { type RunningServer, signIn } from './lib/server.ts';
import { summarize } from './lib/stats.ts';

/**
 * Issue 21 "Bench": a 1,000-question Moodle XML file and a 1,000-row XLSX, each parsed in under 1 s
 * (parseImportFile, in this process, best of 3), and each imported through POST /api/quizsets/import
 * while a second client polls /api/health back to back (goal: health p99 < 50 ms: the parse runs on
 * the import worker thread).
 */
export interface ImportRow {
  file: string;
  sizeKb: number;
  questions: number;
  parseMs: number;
  status: number;
  requestMs: number;
  imported: number;
  healthCount: number;
  healthP50: number;
  healthP99: number;
  healthMax: number;
  /** 1-minute load average when the row was measured (other work on the machine skews it). */
  loadAverage: number;
}

/** 1,000 questions of the three types, with formatting, a formula and Korean text. */
function questions(count: number): QuizSaved[] {
  return Array.from({ length: count }, (_, index): QuizSaved => {
    const base = {
      id: `b${String(index).padStart(7, '0')}`,
      order: index + 1,
      question: `문제 ${index + 1}: which is right?`,
      questionRichText: `<p>문제 ${index + 1}: <strong>which</strong> is right? <span data-type="math" data-latex="x^{2}+${index}"></span></p>`,
      questionImageUrl: null,
      hint: { type: 'text' as const, value: `힌트 ${index}` },
    };
    if (index % 3 === 0)
      return {
        ...base,
        type: 'multiple',
        choiceList: ['사과', 'banana', 'cherry', '포도'].map((text) => ({
          text,
          richText: `<p>${text}</p>`,
          imageUrl: null,
        })),
        answerList: [index % 4],
      };
    if (index % 3 === 1) return { ...base, type: 'ox', answer: index % 2 ? 'o' : 'x' };
    return { ...base, type: 'subjective', answerList: ['서울', 'Seoul'] };
  });
}

const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;

export async function benchImport(server: RunningServer): Promise<ImportRow[]> {
  const list = questions(1000);
  const files: [string, Buffer][] = [
    ['Moodle XML, 1,000 questions', Buffer.from(writeMoodleXml('Bench', list, new Map()))],
    ['XLSX template, 1,000 rows', await writeXlsx(list)],
  ];
  const cookie = await signIn(server.origin, 'pro@demo.example');
  const rows: ImportRow[] = [];
  // What health answers on this machine with no import running (other load skews both figures).
  const idle = pollHealth(server.origin);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleSamples = await idle.stop();
  const idleLatencies = summarize(idleSamples);
  rows.push({
    file: 'baseline: no import, 2 s',
    sizeKb: 0,
    questions: 0,
    parseMs: 0,
    status: 0,
    requestMs: 0,
    imported: 0,
    healthCount: idleLatencies.count,
    healthP50: idleLatencies.p50,
    healthP99: idleLatencies.p99,
    healthMax: Math.round(Math.max(...idleSamples) * 100) / 100,
    loadAverage: loadAverage(),
  });
  for (const [name, data] of files) {
    let parseMs = Number.POSITIVE_INFINITY;
    let parsedCount = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const parsed = await parseImportFile(data);
      parseMs = Math.min(parseMs, performance.now() - started);
      parsedCount = parsed.questions.length;
    }
    const health = pollHealth(server.origin);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(data)]), 'file');
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/quizsets/import`, {
      method: 'POST',
      headers: { cookie, origin: server.origin },
      body,
    });
    const json = (await response.json()) as { data?: { items: unknown[] } };
    const requestMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const samples = await health.stop();
    const latencies = summarize(samples);
    rows.push({
      file: name,
      sizeKb: Math.round(data.length / 1024),
      questions: parsedCount,
      parseMs: Math.round(parseMs),
      status: response.status,
      requestMs: Math.round(requestMs),
      imported: json.data?.items.length ?? 0,
      healthCount: latencies.count,
      healthP50: latencies.p50,
      healthP99: latencies.p99,
      healthMax: Math.round(Math.max(...samples) * 100) / 100,
      loadAverage: loadAverage(),
    });
  }
  return rows;
}
