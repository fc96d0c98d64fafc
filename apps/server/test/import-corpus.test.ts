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
const EXPECTED: Record<
  string,
  { format: string; imported: number; notImported: number } | { status: number }
> = {
  'quiz-dataset/opentriviaqa_science_technology_first300.txt': {
    format: 'opentrivia',
    imported: 300,
    notImported: 0,
  },
  'quiz-formats/aiken/moodle_aiken_questions.aiken.txt': { format: 'aiken', imported: 2, notImported: 0 },
  'quiz-formats/gift/gift-peg-tests/category1.gift': { format: 'gift', imported: 0, notImported: 0 },
  'quiz-formats/gift/gift-peg-tests/description1.gift': { format: 'gift', imported: 1, notImported: 1 },
  'quiz-formats/gift/gift-peg-tests/essay1.gift': { format: 'gift', imported: 0, notImported: 1 },
  'quiz-formats/gift/gift-peg-tests/matching1.gift': { format: 'gift', imported: 0, notImported: 2 },
  'quiz-formats/gift/gift-peg-tests/mc1.gift': { format: 'gift', imported: 1, notImported: 0 },
  'quiz-formats/gift/gift-peg-tests/mc2.gift': { format: 'gift', imported: 0, notImported: 1 },
  'quiz-formats/gift/gift-peg-tests/numerical1.gift': { format: 'gift', imported: 0, notImported: 10 },
  'quiz-formats/gift/gift-peg-tests/shortAnswer1.gift': { format: 'gift', imported: 1, notImported: 1 },
  'quiz-formats/gift/gift-peg-tests/tf1.gift': { format: 'gift', imported: 1, notImported: 0 },
  'quiz-formats/gift/gift-peg-tests/tf2.gift': { format: 'gift', imported: 2, notImported: 0 },
  'quiz-formats/gift/moodle_gift_questions.gift.txt': { format: 'gift', imported: 5, notImported: 4 },
  'quiz-formats/gift/qas_multichoice.gift': { format: 'gift', imported: 3, notImported: 1 },
  'quiz-formats/gift/qas_true_false.gift': { format: 'gift', imported: 4, notImported: 0 },
  'quiz-formats/kahoot/kahoot_quiz_template_blank.xlsx': {
    format: 'kahoot-xlsx',
    imported: 1,
    notImported: 0,
  },
  'quiz-formats/moodle-xml/moodle_category_with_description.xml': {
    format: 'moodle-xml',
    imported: 1,
    notImported: 0,
  },
  'quiz-formats/moodle-xml/moodle_multichoice.xml': { format: 'moodle-xml', imported: 1, notImported: 0 },
  'quiz-formats/moodle-xml/moodle_sample_questions_with_old_image_tag.xml': {
    format: 'moodle-xml',
    imported: 1,
    notImported: 1,
  },
  'quiz-formats/moodle-xml/qas_moodle_matching.xml': { format: 'moodle-xml', imported: 0, notImported: 1 },
  'quiz-formats/moodle-xml/qas_moodle_shortanswer.xml': { format: 'moodle-xml', imported: 1, notImported: 0 },
  'quiz-formats/qti21/items/choice_fixed.xml': { format: 'qti21', imported: 1, notImported: 1 },
  'quiz-formats/qti21/items/feedback.xml': { format: 'qti21', imported: 1, notImported: 0 },
  'quiz-formats/qti21/items/likert.xml': { format: 'qti21', imported: 0, notImported: 1 },
  'quiz-formats/qti21/packages/qtiworks_MissingFile.zip': { format: 'qti21', imported: 0, notImported: 1 },
  'quiz-formats/qti21/packages/qtiworks_WebDeveloperTest1.zip': {
    format: 'qti21',
    imported: 8,
    notImported: 2,
  },
  'quiz-formats/qti30/items/BG007.xml': { format: 'qti30', imported: 1, notImported: 0 },
  'quiz-formats/qti30/items/BG008.xml': { format: 'qti30', imported: 1, notImported: 0 },
  'quiz-formats/qti30/items/BG009.xml': { format: 'qti30', imported: 0, notImported: 1 },
  'quiz-formats/qti30/items/BG010.xml': { format: 'qti30', imported: 1, notImported: 0 },
  'quiz-formats/qti30/items/BG011.xml': { format: 'qti30', imported: 0, notImported: 1 },
  'quiz-formats/qti30/items/firstexample.xml': { format: 'qti30', imported: 1, notImported: 0 },
  'quiz-formats/qti30/packages/simple.zip': { format: 'qti30', imported: 1, notImported: 0 },
  'quiz-formats/gift/gift-peg-tests/category1.json': { status: 415 },
  'quiz-formats/gift/gift-peg-tests/description1.json': { status: 415 },
  'quiz-formats/gift/gift-peg-tests/essay1.json': { status: 415 },
  'quiz-formats/gift/gift-peg-tests/matching1.json': { status: 415 },
  'quiz-formats/gift/gift-peg-tests/mc1.json': { status: 415 },
  'quiz-formats/gift/gift-peg-tests/mc2.json': { status: 415 },
  'quiz-formats/gift/gift-peg-tests/numerical1.json': { status: 415 },
  'quiz-formats/gift/gift-peg-tests/shortAnswer1.json': { status: 415 },
  'quiz-formats/gift/gift-peg-tests/tf1.json': { status: 415 },
  'quiz-formats/gift/gift-peg-tests/tf2.json': { status: 415 },
};

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
    ? [
        ...filesUnder(root),
        path.join(CORPUS_DIR, 'quiz-dataset/opentriviaqa_science_technology_first300.txt'),
      ]
    : [];

  it('has a written-down count for every file of the folder (a new file fails here until counted)', () => {
    expect(files.map((file) => path.relative(CORPUS_DIR, file)).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(files.map((file) => [path.relative(CORPUS_DIR, file), file]))('%s', async (name, file) => {
    const body = multipart({ name: path.basename(file), data: readFileSync(file) });
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quizsets/import',
      cookie,
      headers: body.headers,
      payload: body.payload,
    });
    const json = response.json();
    const seen =
      response.statusCode === 200
        ? {
            format: json.data.format,
            imported: json.data.items.length,
            notImported: json.data.notImported.length,
          }
        : { status: response.statusCode };
    expect(seen).toEqual(EXPECTED[name]);
  });
});
