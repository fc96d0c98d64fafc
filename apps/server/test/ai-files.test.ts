import { readFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiFile, aiHeaders, aiToken, ndjsonLines } from './helpers/ai';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { CORPUS_DIR, HAS_CORPUS, markCorpusSuiteRan, noticeCorpusSkipped } from './helpers/corpus';

const corpus = (file: string) => readFileSync(path.join(CORPUS_DIR, file));

if (!HAS_CORPUS) noticeCorpusSkipped('ai-files');

/**
 * `POST /api/quiz-builder/generate/file` with the shared corpus (issue 9 "Files"; api.md "AI" file
 * errors; spec §8 "File AI"): every format reads, passwords are refused (423) but an owner-only PDF
 * is not, the 894-page PDF is refused (413) from its page tree, a renamed or corrupt file is an error
 * message, Korean EUC-KR text decodes, progress streams as NDJSON and a job can be re-attached.
 */
describe.skipIf(!HAS_CORPUS).each(BACKENDS)('AI file generation on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    markCorpusSuiteRan('ai-files');
    ctx = await createTestContext(backend, { AI_RATE_LIMIT: '1000' });
    token = await aiToken(ctx, 'pro@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const generate = (name: string, data: Buffer, fields: Record<string, string> = {}) =>
    aiFile(
      ctx,
      token,
      { name, data },
      { locale: 'en', quiz_count: '10', type: 'mixed', difficulty: '1', try_count: '1', ...fields },
    );

  it.each([
    ['pdf/pdf_14pages_academic_paper_tracemonkey.pdf', 'paper.pdf'],
    ['docx/docx_statistics_homework.docx', 'homework.docx'],
    ['pptx/pptx_association_agm_19slides.pptx', 'agm.pptx'],
    ['hwp/hwp_distribution_locked.hwp', 'notice.hwp'],
    ['text/txt_korean_national_assembly_bill_utf8.txt', 'bill.txt'],
    ['text/csv_country_codes.csv', 'countries.csv'],
  ])('reads %s and answers with valid questions', async (file, name) => {
    const response = await generate(name, corpus(file));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const body = response.json();
    expect(body.questions.length).toBeGreaterThan(0);
    expect(body.questions.length).toBeLessThanOrEqual(10);
    expect(body.source_length).toBeGreaterThanOrEqual(body.used_source_length);
    expect(body.used_source_length).toBeGreaterThan(0);
  });

  it('reads an owner-password PDF (no 423); a questionnaire gives no question worth asking (422)', async () => {
    // Every sentence of this PDF is a question to the reader: nothing to blank (issue 16 item 5).
    const response = await generate(
      'owner-only.pdf',
      corpus('pdf/pdf_encrypted_owner_only_print_restricted.pdf'),
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    expect(response.json().error.reason).toBe('NO_ITEMS');
  });

  it('refuses a PDF with a user password and an encrypted DOCX (423)', async () => {
    for (const [file, name] of [
      ['pdf/pdf_encrypted_userpw_openpassword.pdf', 'locked.pdf'],
      ['docx/docx_encrypted_password_solrcell.docx', 'locked.docx'],
    ]) {
      const response = await generate(name as string, corpus(file as string));
      expect(response.statusCode, name).toBe(423);
      expect(response.json().error).toMatchObject({ code: 'LOCKED', reason: 'PASSWORD' });
    }
  });

  it('refuses the 894-page PDF with the page limit (413), streamed or not', async () => {
    const response = await generate('sicp.pdf', corpus('pdf/pdf_894pages_over_limit_sicp.pdf'));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      reason: 'PAGE_LIMIT',
      pages: 894,
    });
    expect(response.json().error.message).toBe('Files can have at most 500 pages');
    const streamed = await aiFile(
      ctx,
      token,
      { name: 'sicp.pdf', data: corpus('pdf/pdf_894pages_over_limit_sicp.pdf') },
      {},
      'application/x-ndjson',
    );
    expect(streamed.statusCode).toBe(413);
  });

  it('refuses content that does not match the extension (415)', async () => {
    const pdfAsDocx = await generate('paper.docx', corpus('pdf/pdf_korean_hello_world_1page.pdf'));
    expect(pdfAsDocx.statusCode).toBe(415);
    expect(pdfAsDocx.json().error.reason).toBe('CONTENT_MISMATCH');
    const docxAsPdf = await generate('homework.pdf', corpus('docx/docx_statistics_homework.docx'));
    expect(docxAsPdf.statusCode).toBe(415);
    const pngAsTxt = await generate('image.txt', corpus('images/valid/img_valid_hopper_128x128.png'));
    expect(pngAsTxt.statusCode).toBe(415);
    const exe = await generate('tool.exe', Buffer.from('MZ'));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.reason).toBe('EXTENSION');
  });

  it('answers corrupt files with a message, never a crash (422)', async () => {
    const pdf = corpus('pdf/pdf_14pages_academic_paper_tracemonkey.pdf');
    const truncated = await generate('cut.pdf', pdf.subarray(0, 4000));
    expect([422]).toContain(truncated.statusCode);
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x41)]);
    expect((await generate('garbage.pdf', garbage)).statusCode).toBe(422);
    const pptx = corpus('pptx/pptx_association_agm_19slides.pptx');
    expect((await generate('cut.pptx', pptx.subarray(0, pptx.length / 2))).statusCode).toBe(422);
    const hwp = corpus('hwp/hwp_korean_report_template.hwp');
    const brokenHwp = Buffer.from(hwp);
    brokenHwp.fill(0x7f, 2048, 200_000);
    expect((await generate('broken.hwp', brokenHwp)).statusCode).toBe(422);
    // The service still answers afterwards.
    expect((await generate('notice.hwp', corpus('hwp/hwp_distribution_locked.hwp'))).statusCode).toBe(200);
  });

  it('reads Korean text in EUC-KR (CP949) and refuses other legacy encodings (415)', async () => {
    const utf8 = corpus('text/txt_korean_national_assembly_bill_utf8.txt').toString('utf8');
    const response = await generate('bill-euckr.txt', iconv.encode(utf8, 'cp949'), { locale: 'ko' });
    expect(response.statusCode).toBe(200);
    const text = JSON.stringify(response.json().questions);
    expect(text).toMatch(/[\uac00-\ud7a3]{2}/);
    const latin1 = await generate(
      'latin.txt',
      iconv.encode('Crème brûlée à la française, très délicieux.', 'latin1'),
    );
    expect(latin1.statusCode).toBe(415);
    expect(latin1.json().error.reason).toBe('TEXT_ENCODING');
  });

  it('says when a file has no text (422) and when it is too large (413)', async () => {
    const blank = await generate('blank.txt', Buffer.from('   \n\n 12 34 \n'));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.reason).toBe('NO_TEXT');
    const huge = Buffer.alloc(30 * 1024 * 1024 + 1, 0x61);
    const tooLarge = await generate('huge.txt', huge);
    expect(tooLarge.statusCode).toBe(413);
  });

  it('streams progress (pages read, questions written) and then the answer as NDJSON', async () => {
    const response = await aiFile(
      ctx,
      token,
      { name: 'paper.pdf', data: corpus('pdf/pdf_14pages_academic_paper_tracemonkey.pdf') },
      { locale: 'en', quiz_count: '15' },
      'application/x-ndjson',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = ndjsonLines(response.body);
    expect(lines[0]).toMatchObject({ type: 'job' });
    const reading = lines.filter((line) => line.phase === 'reading');
    expect(reading.at(-1)).toMatchObject({ pages_read: 14, page_count: 14 });
    expect(lines.some((line) => line.phase === 'writing' && (line.questions_written as number) > 0)).toBe(
      true,
    );
    const result = lines.at(-1) as { type: string; questions: unknown[]; source_length: number };
    expect(result.type).toBe('result');
    expect(result.questions.length).toBe(15);

    // The finished job can be fetched again by its owner only.
    const jobId = lines[0]?.job_id as string;
    const again = await ctx.request({
      method: 'GET',
      url: `/api/quiz-builder/generate/file/jobs/${jobId}`,
      headers: aiHeaders(token),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().questions).toEqual(result.questions);
    const otherToken = await aiToken(ctx, 'pro.us@demo.example');
    const stranger = await ctx.request({
      method: 'GET',
      url: `/api/quiz-builder/generate/file/jobs/${jobId}`,
      headers: aiHeaders(otherToken),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('gates the file call (AI_FROM_FILE) before reading the file', async () => {
    const free = await aiToken(ctx, 'free@demo.example');
    const response = await aiFile(ctx, free, {
      name: 'paper.pdf',
      data: corpus('pdf/pdf_korean_hello_world_1page.pdf'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'AI_FROM_FILE' });
  });
});
