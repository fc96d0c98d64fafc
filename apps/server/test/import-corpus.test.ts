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
/** `{ format, imported, notImported }` for each file of `byFile` ([imported, not imported]). */
function counted(
  format: string,
  byFile: Record<string, [imported: number, notImported: number]>,
): Record<string, Expected> {
  return Object.fromEntries(
    Object.entries(byFile).map(([file, [imported, notImported]]) => [
      file,
      { format, imported, notImported },
    ]),
  );
}

type Expected = { format: string; imported: number; notImported: number } | { status: number };

const EXPECTED: Record<string, Expected> = {
  ...counted('opentrivia', {
    'quiz-dataset/opentriviaqa_science_technology_first300.txt': [300, 0],
  }),
  ...counted('aiken', {
    'quiz-formats/aiken/moodle_aiken_questions.aiken.txt': [2, 0],
  }),
  ...counted('gift', {
    'quiz-formats/gift/gift-peg-tests/category1.gift': [0, 0],
    'quiz-formats/gift/gift-peg-tests/description1.gift': [1, 1],
    'quiz-formats/gift/gift-peg-tests/essay1.gift': [0, 1],
    'quiz-formats/gift/gift-peg-tests/matching1.gift': [0, 2],
    'quiz-formats/gift/gift-peg-tests/mc1.gift': [1, 0],
    'quiz-formats/gift/gift-peg-tests/mc2.gift': [0, 1],
    'quiz-formats/gift/gift-peg-tests/numerical1.gift': [0, 10],
    'quiz-formats/gift/gift-peg-tests/shortAnswer1.gift': [1, 1],
    'quiz-formats/gift/gift-peg-tests/tf1.gift': [1, 0],
    'quiz-formats/gift/gift-peg-tests/tf2.gift': [2, 0],
    'quiz-formats/gift/moodle_gift_questions.gift.txt': [5, 4],
    'quiz-formats/gift/qas_multichoice.gift': [3, 1],
    'quiz-formats/gift/qas_true_false.gift': [4, 0],
  }),
  ...counted('kahoot-xlsx', {
    'quiz-formats/kahoot/kahoot_quiz_template_blank.xlsx': [1, 0],
  }),
  ...counted('moodle-xml', {
    'quiz-formats/moodle-xml/moodle_category_with_description.xml': [1, 0],
    'quiz-formats/moodle-xml/moodle_multichoice.xml': [1, 0],
    'quiz-formats/moodle-xml/moodle_sample_questions_with_old_image_tag.xml': [1, 1],
    'quiz-formats/moodle-xml/qas_moodle_matching.xml': [0, 1],
    'quiz-formats/moodle-xml/qas_moodle_shortanswer.xml': [1, 0],
  }),
  ...counted('qti21', {
    'quiz-formats/qti21/items/choice_fixed.xml': [1, 1],
    'quiz-formats/qti21/items/feedback.xml': [1, 0],
    'quiz-formats/qti21/items/likert.xml': [0, 1],
    'quiz-formats/qti21/packages/qtiworks_MissingFile.zip': [0, 1],
    'quiz-formats/qti21/packages/qtiworks_WebDeveloperTest1.zip': [8, 2],
  }),
  ...counted('qti30', {
    'quiz-formats/qti30/items/BG007.xml': [1, 0],
    'quiz-formats/qti30/items/BG008.xml': [1, 0],
    'quiz-formats/qti30/items/BG009.xml': [0, 1],
    'quiz-formats/qti30/items/BG010.xml': [1, 0],
    'quiz-formats/qti30/items/BG011.xml': [0, 1],
    'quiz-formats/qti30/items/firstexample.xml': [1, 0],
    'quiz-formats/qti30/packages/simple.zip': [1, 0],
  }),
  // The gift-pegjs harness's answer keys: not quiz files, refused as an unknown format.
  ...Object.fromEntries(
    [
      'category1',
      'description1',
      'essay1',
      'matching1',
      'mc1',
      'mc2',
      'numerical1',
      'shortAnswer1',
      'tf1',
      'tf2',
    ].map((name) => [`quiz-formats/gift/gift-peg-tests/${name}.json`, { status: 415 }]),
  ),
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
