import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context';
import { CORPUS_DIR, HAS_CORPUS, markCorpusSuiteRan, noticeCorpusSkipped } from './helpers/corpus';
import { multipart } from './helpers/multipart';

/**
 * Issue 21 "Done when": every file of ../shared/corpus/quiz-formats/ (and the OpenTriviaQA sample) is
 * imported through POST /api/quizsets/import, with its counts of imported and not-imported items
 * written down here. Answer keys (.json of the gift-pegjs harness) are not quiz files: they are
 * expected to be refused as an unknown format (415), which is written down too.
 */
const EXPECTED: Record<string, { format: string; imported: number; notImported: number } | { status: number }> = {};

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

const SUITE = 'quiz-formats import';
if (!HAS_CORPUS) noticeCorpusSkipped(SUITE);

describe.skipIf(!HAS_CORPUS)('import of every corpus quiz file (issue 21)', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    markCorpusSuiteRan(SUITE);
    ctx = await createTestContext('pglite');
    cookie = await ctx.signIn('free@demo.example');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const root = path.join(CORPUS_DIR, 'quiz-formats');
  const files = HAS_CORPUS
    ? [...filesUnder(root), path.join(CORPUS_DIR, 'quiz-dataset/opentriviaqa_science_technology_first300.txt')]
    : [];

  it.each(files.map((file) => [path.relative(CORPUS_DIR, file), file]))('%s', async (name, file) => {
    const body = multipart({ name: path.basename(file), data: readFileSync(file) });
    const response = await ctx.request({ method: 'POST', url: '/api/quizsets/import', cookie, headers: body.headers, payload: body.payload });
    const json = response.json();
    const seen =
      response.statusCode === 200
        ? { format: json.data.format, imported: json.data.items.length, notImported: json.data.notImported.length }
        : { status: response.statusCode };
    console.log(JSON.stringify(name), JSON.stringify(seen), response.statusCode === 200 ? JSON.stringify(json.data.notImported.map((n: {type: string; reason: string}) => `${n.type}: ${n.reason}`)) : json.error?.message);
    expect(seen).toEqual(EXPECTED[name]);
  });
});
