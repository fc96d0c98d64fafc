import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { CORPUS_DIR, HAS_CORPUS, markCorpusSuiteRan, noticeCorpusSkipped } from './helpers/corpus';
import { multipart } from './helpers/multipart';

/**
 * Issue 8 "Learning material" (spec §5, §8, §9): POST /api/materials takes one PDF of at most 20 MB,
 * checked by content, and answers `data.fileUrl`; the corpus's encrypted PDF, a file over 20 MB, a
 * Korean PDF and a non-PDF renamed `.pdf` each get their answer. The browser shows the same messages.
 */
describe.skipIf(!HAS_CORPUS).each(BACKENDS)('learning material upload on %s', (backend) => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    markCorpusSuiteRan('learning-material');
    ctx = await createTestContext(backend);
    cookie = await ctx.signIn('free@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const corpus = (p: string) => readFileSync(path.join(CORPUS_DIR, p));
  const upload = (name: string, data: Buffer, withCookie = true) => {
    const body = multipart({ name, data, contentType: 'application/pdf' });
    return ctx.request({
      method: 'POST',
      url: '/api/materials',
      cookie: withCookie ? cookie : undefined,
      headers: { ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
  };

  it('accepts the Korean PDF (a free feature: a FREE teacher) and serves it', async () => {
    const data = corpus('pdf/pdf_korean_hello_world_1page.pdf');
    const response = await upload('한글 자료.pdf', data);
    expect(response.statusCode, response.body).toBe(200);
    const material = response.json().data;
    expect(material).toMatchObject({
      type: 'FILE',
      originalFileName: '한글 자료.pdf',
      fileSize: data.length,
    });
    expect(material.fileUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    const served = await ctx.request({ method: 'GET', url: material.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses the password-protected PDF with 423', async () => {
    const response = await upload('locked.pdf', corpus('pdf/pdf_encrypted_userpw_openpassword.pdf'));
    expect(response.statusCode).toBe(423);
    expect(response.json().error.code).toBe('LOCKED');
  });

  it("refuses a file over 20 MB with 413 and the maximum in MB ('confirm file size')", async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024 + 1, 0x20)]);
    const response = await upload('big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toContain('20 MB');
  });

  it("refuses a non-PDF renamed .pdf with 415 and the allowed list ('confirm file extension')", async () => {
    const response = await upload('notes.pdf', corpus('docx/docx_footnotes_endnotes_small.docx'));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toContain('pdf');
  });

  it('needs a session', async () => {
    const response = await upload('a.pdf', corpus('pdf/pdf_korean_hello_world_1page.pdf'), false);
    expect(response.statusCode).toBe(401);
  });
});
if (!HAS_CORPUS) noticeCorpusSkipped('learning-material');
