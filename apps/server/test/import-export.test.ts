import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_MAX_QUESTIONS } from '@quizset/domain';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSets } from '../src/db/schema';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { multipart } from './helpers/multipart';
import { multipleChoice, ox, subjective, validPayload } from './helpers/payloads';

/**
 * The 1EdTech QTI 3.0 XSDs, kept OUTSIDE the repo: `scripts/qti3-xsd.sh` puts them in QTI3_XSD_DIR
 * (`.ci/run` does it on a fresh machine; README "Import and export").
 */
const QTI3_XSD_DIR = process.env.QTI3_XSD_DIR ?? '/tmp/qti-xsd';
const ITEM_XSD = path.join(QTI3_XSD_DIR, 'qtiv3p0/imsqti_asiv3p0_sbacv1p0_v1p0.xsd');
const MANIFEST_XSD = path.join(QTI3_XSD_DIR, 'qtiv3p0/imsqtiv3p0_imscpv1p2_v1p0.xsd');
const HAS_XSD = existsSync(ITEM_XSD) && existsSync(MANIFEST_XSD);
if (!HAS_XSD)
  console.warn(
    `\n[qti3] ${QTI3_XSD_DIR} not found: the QTI 3.0 export is checked for well-formedness only (scripts/qti3-xsd.sh fetches the XSDs).\n`,
  );

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data);
  return zip.generateAsync({ type: 'nodebuffer' });
}

const QTI3_ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="i1" title="t" adaptive="false" time-dependent="false">
<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response></qti-response-declaration>
<qti-item-body><p>Which is <strong>right</strong>? <math xmlns="http://www.w3.org/1998/Math/MathML"><mfrac><mn>1</mn><mn>2</mn></mfrac></math></p><p><img src="img/a.png" alt=""/></p>
<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-simple-choice identifier="A">Left</qti-simple-choice><qti-simple-choice identifier="B">Right</qti-simple-choice></qti-choice-interaction>
</qti-item-body></qti-assessment-item>`;

const manifest = (href: string) => `<?xml version="1.0"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="m"><resources>
<resource identifier="r1" type="imsqti_item_xmlv3p0" href="${href}"><file href="${href}"/></resource>
</resources></manifest>`;

const CANVAS_QTI12 = `<?xml version="1.0" encoding="UTF-8"?>
<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2"><assessment ident="a" title="Canvas quiz"><section ident="root_section">
<item ident="i1" title="Q1"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>multiple_answers_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext texttype="text/html">&lt;p&gt;Pick the &lt;em&gt;primes&lt;/em&gt;&lt;/p&gt;</mattext></material>
<response_lid ident="response1" rcardinality="Multiple"><render_choice>
<response_label ident="1"><material><mattext texttype="text/plain">2</mattext></material></response_label>
<response_label ident="2"><material><mattext texttype="text/plain">4</mattext></material></response_label>
<response_label ident="3"><material><mattext texttype="text/plain">5</mattext></material></response_label>
</render_choice></response_lid></presentation>
<resprocessing><respcondition continue="No"><conditionvar><and><varequal respident="response1">1</varequal><not><varequal respident="response1">2</varequal></not><varequal respident="response1">3</varequal></and></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition></resprocessing>
<itemfeedback ident="general_fb"><flow_mat><material><mattext texttype="text/html">Primes have two divisors</mattext></material></flow_mat></itemfeedback></item>
<item ident="i2" title="Q2"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>short_answer_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext texttype="text/html">&lt;p&gt;Capital of Korea?&lt;/p&gt;</mattext></material><response_str ident="response1" rcardinality="Single"><render_fib><response_label ident="answer1" rshuffle="No"/></render_fib></response_str></presentation>
<resprocessing><respcondition continue="No"><conditionvar><varequal respident="response1">Seoul</varequal><varequal respident="response1">서울</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition></resprocessing></item>
<item ident="i3" title="Q3"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>essay_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext texttype="text/html">Write about spring</mattext></material></presentation></item>
</section></assessment></questestinterop>`;

describe.each(BACKENDS)('import and export on %s (issue 21)', (backend) => {
  let ctx: TestContext;
  let teacher: string;
  let otherTeacher: string;
  let student: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    teacher = await ctx.signIn('pro@demo.example');
    otherTeacher = await ctx.signIn('free@demo.example');
    student = await ctx.signIn('student@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const upload = (data: Buffer | string, cookie: string | null = teacher, name = 'file.bin') => {
    const body = multipart({ name, data: Buffer.isBuffer(data) ? data : Buffer.from(data) });
    return ctx.request({
      method: 'POST',
      url: '/api/quizsets/import',
      cookie: cookie ?? undefined,
      headers: body.headers,
      payload: body.payload,
    });
  };
  const uploadsNow = () => (existsSync(ctx.env.uploadDir) ? readdirSync(ctx.env.uploadDir).length : 0);
  const setsNow = async () => (await ctx.database.db.select().from(quizSets)).length;

  describe('import', () => {
    it('reads GIFT by content (whatever the name): MC with several answers, TF → OX, short answer, formulas, feedback → hint', async () => {
      const gift = `::Q1:: Which are even? {\n~%50%2\n~%50%4\n~%-100%5\n}\n\n::Q2:: $$\\frac\\{1\\}\\{2\\}$$ is a half {T####A half is one of two equal parts}\n\n::Q3:: [html]<b>Capital</b> of Korea? {=서울 =Seoul}\n\n::Q4:: Match {=a -> 1 =b -> 2 =c -> 3}\n`;
      const response = await upload(gift, teacher, 'questions.pdf');
      expect(response.statusCode, response.body).toBe(200);
      const { format, items, notImported } = response.json().data;
      expect(format).toBe('gift');
      expect(items.map((item: { type: string }) => item.type)).toEqual(['multiple', 'ox', 'subjective']);
      expect(items[0]).toMatchObject({ order: 1, question: 'Which are even?', answerList: [0, 1] });
      expect(items[0].id).toHaveLength(8);
      expect(items[1].questionRichText).toContain('data-latex="\\frac{1}{2}"');
      expect(items[1]).toMatchObject({
        answer: 'o',
        hint: { type: 'text', value: 'A half is one of two equal parts' },
      });
      expect(items[2]).toMatchObject({ question: 'Capital of Korea?', answerList: ['서울', 'Seoul'] });
      expect(items[2].questionRichText).toBe('<p><strong>Capital</strong> of Korea?</p>');
      expect(notImported).toEqual([
        {
          type: 'matching',
          question: 'Match',
          reason: 'matching questions are not supported',
          reasonKey: 'notSupported',
          params: { kind: 'matching' },
        },
      ]);
    });

    it('reads a QTI 3.0 package driven by its manifest: MathML becomes a math node, the image goes through the image pipeline', async () => {
      const before = uploadsNow();
      const data = await zipOf({
        'imsmanifest.xml': manifest('items/i1.xml'),
        'items/i1.xml': QTI3_ITEM,
        'items/img/a.png': await png(40, 30),
      });
      const response = await upload(data);
      expect(response.statusCode, response.body).toBe(200);
      const [item] = response.json().data.items;
      expect(response.json().data.notImported).toEqual([]);
      expect(response.json().data.format).toBe('qti30');
      expect(item).toMatchObject({ type: 'multiple', answerList: [1] });
      expect(item.questionRichText).toContain('data-latex="\\frac{1}{2}"');
      expect(item.questionImageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
      expect(uploadsNow()).toBe(before + 1);
      const served = await ctx.request({ method: 'GET', url: item.questionImageUrl });
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    });

    it('reads Canvas QTI 1.2: multiple answers, short answer with every accepted answer, an essay listed', async () => {
      const response = await upload(CANVAS_QTI12);
      expect(response.statusCode, response.body).toBe(200);
      const { format, items, notImported } = response.json().data;
      expect(format).toBe('qti12');
      expect(items[0]).toMatchObject({
        type: 'multiple',
        answerList: [0, 2],
        hint: { value: 'Primes have two divisors' },
      });
      expect(items[0].questionRichText).toBe('<p>Pick the <em>primes</em></p>');
      expect(items[1]).toMatchObject({ type: 'subjective', answerList: ['Seoul', '서울'] });
      expect(notImported).toEqual([
        {
          type: 'essay',
          question: 'Write about spring',
          reason: 'essay questions are not supported',
          reasonKey: 'notSupported',
          params: { kind: 'essay' },
        },
      ]);
    });

    it('reads Windows-1252 and EUC-KR text files', async () => {
      const latin = await upload(iconv.encode('::Q:: Où est le café? {=Ici ~Là-bas}\n', 'windows-1252'));
      expect(latin.statusCode, latin.body).toBe(200);
      expect(latin.json().data.items[0]).toMatchObject({ question: 'Où est le café?' });
      const korean = await upload(
        iconv.encode('대한민국의 수도는 어디인가요?\nA) 부산\nB) 서울\nANSWER: B\n', 'euc-kr'),
      );
      expect(korean.statusCode, korean.body).toBe(200);
      expect(korean.json().data).toMatchObject({
        format: 'aiken',
        items: [{ question: '대한민국의 수도는 어디인가요?', answerList: [1] }],
      });
    });

    it('reads our CSV template', async () => {
      const csv =
        'Type,Question,Option 1,Option 2,Option 3,Option 4,Option 5,Correct,Hint\nmultiple,"1, 2 or 3?",1,2,3,,,2,count\nox,Sky is blue,,,,,,O,\nsubjective,수도는?,서울,Seoul,,,,,\n';
      const response = await upload(csv);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.items).toMatchObject([
        { type: 'multiple', question: '1, 2 or 3?', answerList: [1], hint: { value: 'count' } },
        { type: 'ox', answer: 'o' },
        { type: 'subjective', answerList: ['서울', 'Seoul'] },
      ]);
    });

    describe('bad input: a clear 4xx and nothing stored', () => {
      const hostile: Array<[string, () => Promise<Buffer | string>, number]> = [
        [
          'a broken zip',
          async () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]),
          400,
        ],
        [
          'a zip-slip path',
          async () => zipOf({ 'imsmanifest.xml': manifest('../evil.xml'), '../evil.xml': QTI3_ITEM }),
          400,
        ],
        [
          'an external href in the manifest',
          async () => zipOf({ 'imsmanifest.xml': manifest('http://evil.example/item.xml') }),
          400,
        ],
        [
          'an external href climbing out',
          async () => zipOf({ 'imsmanifest.xml': manifest('items/../../etc/passwd') }),
          400,
        ],
        [
          'XXE',
          async () =>
            '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><quiz><question type="shortanswer"><questiontext><text>&xxe;</text></questiontext></question></quiz>',
          400,
        ],
        [
          'billion laughs',
          async () =>
            `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><quiz>&lol9;</quiz>`,
          400,
        ],
        [
          'broken XML',
          async () => '<quiz><question type="truefalse"><questiontext><text>x</text></question></quiz',
          400,
        ],
        ['a NUL byte early (a binary file)', async () => 'Question {=a ~b}\u0000', 415],
        ['a NUL byte later in a text', async () => `::Q:: ${'long '.repeat(200)} {=a ~b}\u0000`, 400],
        ['a text that is no quiz format', async () => 'just some words\nand more words', 415],
        ['an HTML page', async () => '<!DOCTYPE html><html><body>{=a}</body></html>', 415],
        ['a PNG', async () => png(10, 10), 415],
        [
          'an unknown encoding declared',
          async () => '<?xml version="1.0" encoding="x-klingon"?><quiz/>',
          400,
        ],
        [
          `${IMPORT_MAX_QUESTIONS + 48_000} GIFT questions in 10 MB`,
          async () => `::Q:: ${'x'.repeat(160)} {=a ~b}\n\n`.repeat(50_000).slice(0, 10 * 1024 * 1024 - 10),
          422,
        ],
        [
          '50,000 Moodle questions',
          async () =>
            `<quiz>${'<question type="truefalse"><questiontext><text>t</text></questiontext></question>'.repeat(50_000)}</quiz>`,
          422,
        ],
        ['more than 10 MB', async () => Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), 413],
      ];
      it.each(hostile)('%s', async (_name, make, status) => {
        const uploads = uploadsNow();
        const sets = await setsNow();
        const response = await upload(await make());
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().error.message).toEqual(expect.any(String));
        expect(uploadsNow()).toBe(uploads);
        expect(await setsNow()).toBe(sets);
      });

      it('a content package with too many files is refused from its directory, before anything is inflated', async () => {
        const files: Record<string, string> = { 'imsmanifest.xml': manifest('a.xml') };
        for (let i = 0; i < 2001; i++) files[`f${i}.txt`] = '';
        expect((await upload(await zipOf(files))).statusCode).toBe(422);
      });

      it('refuses students (403), signed-out callers (401) and a missing file field (400)', async () => {
        expect((await upload('::Q:: a {T}', student)).statusCode).toBe(403);
        expect((await upload('::Q:: a {T}', null)).statusCode).toBe(401);
        const body = multipart({ name: 'a.gift', data: Buffer.from('::Q:: a {T}') }, 'other');
        const response = await ctx.request({
          method: 'POST',
          url: '/api/quizsets/import',
          cookie: teacher,
          headers: body.headers,
          payload: body.payload,
        });
        expect(response.statusCode).toBe(400);
      });
    });
  });

  describe('export', () => {
    let setId: string;
    let privateId: string;
    let imageUrl: string;
    beforeAll(async () => {
      const image = multipart({ name: 'a.png', data: await png(64, 48), contentType: 'image/png' });
      imageUrl = (
        await ctx.request({
          method: 'POST',
          url: '/api/quizsets/image',
          cookie: teacher,
          headers: image.headers,
          payload: image.payload,
        })
      ).json().data.imageUrl;
      const payload = validPayload({
        title: '수학 & 과학 <1>',
        quizList: [
          multipleChoice({
            imageUrl,
            data: {
              questionRichText: '<p>What is <span data-type="math" data-latex="\\frac{1}{2}+x"></span>?</p>',
              question: 'What is \\frac{1}{2}+x?',
            },
          }),
          ox(),
          subjective(),
        ],
      });
      const created = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie: teacher, payload });
      expect(created.statusCode, created.body).toBe(201);
      setId = created.json().data.id;
      const hidden = await ctx.request({
        method: 'POST',
        url: '/api/quizsets',
        cookie: teacher,
        payload: { ...payload, quizsetOptions: { ...payload.quizsetOptions, isPublic: false } },
      });
      expect(hidden.statusCode, hidden.body).toBe(201);
      privateId = hidden.json().data.id;
    });

    const download = (id: string, format: string, cookie: string | null = teacher) =>
      ctx.request({
        method: 'GET',
        url: `/api/quizsets/${id}/export?format=${format}`,
        cookie: cookie ?? undefined,
      });

    it.each([
      ['gift', 'text/plain; charset=utf-8', '.gift.txt'],
      ['moodle', 'application/xml; charset=utf-8', '.moodle.xml'],
      ['qti3', 'application/zip', '.qti3.zip'],
      ['csv', 'text/csv; charset=utf-8', '.csv'],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.xlsx'],
    ])('%s: downloads as an attachment and imports back with its answers', async (format, type, extension) => {
      const response = await download(setId, format);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toContain(
        encodeURIComponent(`수학  과학 1${extension}`),
      );
      const back = await upload(response.rawPayload);
      expect(back.statusCode, back.body).toBe(200);
      const items = back.json().data.items;
      expect(items.map((item: { type: string }) => item.type)).toEqual(['multiple', 'ox', 'subjective']);
      expect(items[0].answerList).toEqual([1]);
      expect(items[0].questionRichText).toContain('data-latex="\\frac{1}{2}+x"');
      expect(items[1]).toMatchObject({ answer: 'o', hint: { type: 'text', value: '위를 보세요' } });
      expect(items[2].answerList).toEqual(['서울', 'Seoul']);
      // Images travel in the formats that can carry them.
      if (format === 'moodle' || format === 'qti3') expect(items[0].questionImageUrl).toMatch(/\.webp$/);
    });

    it(`qti3: the package validates against the 1EdTech QTI 3.0 XSDs${HAS_XSD ? '' : ' (well-formedness only: XSDs absent)'}`, async () => {
      const response = await download(setId, 'qti3');
      const zip = await JSZip.loadAsync(response.rawPayload);
      const dir = mkdtempSync(path.join(tmpdir(), 'qti3-'));
      try {
        const names = Object.keys(zip.files).filter((name) => !zip.files[name]?.dir);
        expect(names.sort()).toEqual(
          expect.arrayContaining([
            'imsmanifest.xml',
            'items/q1.xml',
            'items/q2.xml',
            'items/q3.xml',
            'tests/test.xml',
          ]),
        );
        expect(names.some((name) => /^images\/.+\.webp$/.test(name))).toBe(true);
        const xmlFiles: string[] = [];
        for (const name of names.filter((entry) => entry.endsWith('.xml'))) {
          const file = path.join(dir, name.replaceAll('/', '_'));
          writeFileSync(file, await zip.files[name]!.async('nodebuffer'));
          xmlFiles.push(file);
        }
        // Well-formed, every file (xmllint exits non-zero otherwise).
        execFileSync('xmllint', ['--noout', ...xmlFiles]);
        if (HAS_XSD) {
          const items = xmlFiles.filter((file) => !file.endsWith('imsmanifest.xml'));
          const out = execFileSync('xmllint', ['--noout', '--schema', ITEM_XSD, ...items], {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          expect(out).toBe('');
          execFileSync('xmllint', ['--noout', '--schema', MANIFEST_XSD, path.join(dir, 'imsmanifest.xml')], {
            stdio: 'pipe',
          });
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('is for whoever may see the answers: another teacher yes, a student no (403), signed out 401, a private set of another 404', async () => {
      expect((await download(setId, 'gift', otherTeacher)).statusCode).toBe(200);
      expect((await download(setId, 'gift', student)).statusCode).toBe(403);
      expect((await download(setId, 'gift', null)).statusCode).toBe(401);
      expect((await download(privateId, 'gift', otherTeacher)).statusCode).toBe(404);
      expect((await download(privateId, 'gift', teacher)).statusCode).toBe(200);
      expect((await download(setId, 'pdf')).statusCode).toBe(400);
      expect((await download('nope0000', 'gift')).statusCode).toBe(404);
    });
  });
});
