import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMaterialContent } from '../src/features/uploads/detect-type';
import { MATERIAL_PDF_CSP, UPLOAD_CSP, uploadHeaders } from '../src/plugins/static-files';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import {
  CORPUS_DIR,
  corpusFiles,
  HAS_CORPUS,
  markCorpusSuiteRan,
  noticeCorpusSkipped,
} from './helpers/corpus';
import { multipart } from './helpers/multipart';

describe('uploadHeaders (issue 3 "Server", issue 8 material served inline)', () => {
  it('shows images and PDFs inline, each under a sandboxing CSP, and downloads anything else', () => {
    expect(uploadHeaders('/data/uploads/a.webp')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': UPLOAD_CSP,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(uploadHeaders('/data/uploads/a.PDF')).toMatchObject({
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': MATERIAL_PDF_CSP,
      'X-Content-Type-Options': 'nosniff',
    });
    expect(MATERIAL_PDF_CSP).toMatch(/^sandbox; default-src 'none'/);
    expect(uploadHeaders('/data/uploads/a.html')['Content-Disposition']).toBe('attachment');
  });
});

describe('checkMaterialContent (api.md "AI" file formats, by content)', () => {
  it('checks each format by its bytes, not its name', () => {
    expect(checkMaterialContent('pdf', Buffer.from('%PDF-1.7'))).toBe('ok');
    expect(checkMaterialContent('txt', Buffer.from('안녕하세요 세계'))).toBe('ok');
    expect(checkMaterialContent('csv', Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBe('mismatch');
    expect(checkMaterialContent('docx', Buffer.from('PK\x03\x04 not office'))).toBe('mismatch');
    expect(checkMaterialContent('exe', Buffer.from('MZ'))).toBe('mismatch');
  });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe.each(BACKENDS)('uploads on %s', (backend) => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    cookie = await ctx.signIn('free@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function uploadImage(name: string, data: Buffer, contentType = 'image/png', withCookie = true) {
    const body = multipart({ name, data, contentType });
    return ctx.request({
      method: 'POST',
      url: '/api/quizsets/image',
      cookie: withCookie ? cookie : undefined,
      headers: body.headers,
      payload: body.payload,
    });
  }

  async function uploadMaterial(name: string, data: Buffer) {
    const body = multipart({ name, data });
    return ctx.request({
      method: 'POST',
      url: '/api/materials',
      cookie,
      headers: body.headers,
      payload: body.payload,
    });
  }

  it('stores a valid image as WebP and serves it safely', async () => {
    const response = await uploadImage('photo.png', await png(300, 200));
    expect(response.statusCode, response.body).toBe(200);
    const { imageUrl } = response.json().data;
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const served = await ctx.request({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toBeUndefined();
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
  });

  it('needs a session (401)', async () => {
    const response = await uploadImage('photo.png', await png(10, 10), 'image/png', false);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a non-multipart body (415)', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quizsets/image',
      cookie,
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses over 3 MB while streaming (413 with the MB message)', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(3 * 1024 * 1024 + 10, 1)]);
    const response = await uploadImage('big.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Images must be 3 MB or smaller',
    });
  });

  it('refuses 2048 px and more (422 naming 2048)', async () => {
    const response = await uploadImage('wide.png', await png(2048, 10));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Image width and height must each be below 2048 px',
    });
    expect((await uploadImage('ok.png', await png(2047, 10))).statusCode).toBe(200);
  });

  it('refuses SVG/HTML disguised as images (415 listing the extensions)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    );
    const response = await uploadImage('cat.png', svg);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only jpg, jpeg, png, webp images can be uploaded',
    });
    const html = await uploadImage(
      'cat.jpg',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/jpeg',
    );
    expect(html.statusCode).toBe(415);
  });

  it('refuses corrupt image data (422)', async () => {
    const valid = await png(100, 100);
    const truncated = valid.subarray(0, Math.floor(valid.length / 2));
    const response = await uploadImage('broken.png', truncated);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('UNPROCESSABLE');
  });

  it('stores a learning material: a PDF checked by content (api.md "Building")', async () => {
    // A one-page PDF that opens (issue 8: the server opens it; xref rebuilt by pdf.js).
    const bytes = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
    );
    const pdf = await uploadMaterial('../../etc/수업 자료.pdf', bytes);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data).toMatchObject({
      type: 'FILE',
      originalFileName: '수업 자료.pdf',
      fileSize: bytes.length,
    });
    expect(pdf.json().data.fileUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    // Served to open in a browser tab (issue 8: the material opens in a new tab on /quiz/{id}),
    // sandboxed so it can never act as a page of this origin.
    const served = await ctx.request({ method: 'GET', url: pdf.json().data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(served.headers['content-security-policy']).split(/;\s*/);
    expect(csp).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'none'"]));
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a PDF that does not open (422)', async () => {
    const broken = await uploadMaterial(
      'broken.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF'),
    );
    expect(broken.statusCode).toBe(422);
  });

  it('refuses a material that is not really a PDF, or not a PDF at all (415, spec §5)', async () => {
    const fakePdf = await uploadMaterial('notes.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(fakePdf.statusCode).toBe(415);
    expect(fakePdf.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Unsupported file type. Allowed: pdf',
    });
    expect((await uploadMaterial('notes.txt', Buffer.from('안녕하세요'))).statusCode).toBe(415);
    expect((await uploadMaterial('tool.exe', Buffer.from('MZ\x90\x00'))).statusCode).toBe(415);
  });

  it('refuses a material over 20 MB (413, spec §5 learning-material variant)', async () => {
    const response = await uploadMaterial(
      'huge.pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024, 0x61)]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Files must be 20 MB or smaller',
    });
  });

  describe.skipIf(!HAS_CORPUS)('image corpus (../shared/corpus/images)', () => {
    beforeAll(() => markCorpusSuiteRan('images'));
    it.each(corpusFiles('images/valid'))('accepts valid %s', async (name, data) => {
      const response = await uploadImage(name, data);
      expect(response.statusCode, response.body).toBe(200);
    });
    it.each(
      corpusFiles('images/limits'),
    )('refuses over-limit %s with 422 naming 2048', async (name, data) => {
      const response = await uploadImage(name, data);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toContain('2048');
    });
    // A broken signature (pngsuite x*) is not recognisably an image at all (415); a good signature
    // with broken data cannot be decoded (422). Either way nothing is stored.
    it.each(corpusFiles('images/invalid'))('refuses malformed %s with 415/422', async (name, data) => {
      const response = await uploadImage(name, data);
      expect([415, 422], response.body).toContain(response.statusCode);
    });
    it.each(corpusFiles('images/disguised'))('refuses disguised %s with 415', async (name, data) => {
      const response = await uploadImage(name, data);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toContain('jpg, jpeg, png, webp');
    });
  });

  describe.skipIf(!HAS_CORPUS)('material corpus (../shared/corpus)', () => {
    beforeAll(() => markCorpusSuiteRan('materials'));
    const file = (p: string) => readFileSync(path.join(CORPUS_DIR, p));
    it.each([
      'pdf/pdf_korean_hello_world_1page.pdf',
      'pdf/pdf_encrypted_owner_only_print_restricted.pdf',
    ])('accepts %s as a learning material', async (p) => {
      const response = await uploadMaterial(path.basename(p), file(p));
      expect(response.statusCode, response.body).toBe(200);
    });
    it('refuses a docx as a learning material (415)', async () => {
      const response = await uploadMaterial('notes.docx', file('docx/docx_footnotes_endnotes_small.docx'));
      expect(response.statusCode).toBe(415);
    });
    // The AI file formats are checked by content too (api.md "AI"); the checker is shared.
    it.each([
      ['docx', 'docx/docx_footnotes_endnotes_small.docx', 'ok'],
      ['pptx', 'pptx/pptx_floating_point_benchmark_talk_23slides.pptx', 'ok'],
      ['hwp', 'hwp/hwp_korean_report_template.hwp', 'ok'],
      ['csv', 'text/csv_country_codes.csv', 'ok'],
      ['txt', 'text/txt_korean_national_assembly_bill_utf8.txt', 'ok'],
      ['docx', 'docx/docx_encrypted_password_solrcell.docx', 'encrypted'],
      ['docx', 'pdf/pdf_korean_hello_world_1page.pdf', 'mismatch'],
    ] as const)('checkMaterialContent(%s, %s) → %s', (extension, p, expected) => {
      expect(checkMaterialContent(extension, file(p))).toBe(expected);
    });
  });
});
if (!HAS_CORPUS) noticeCorpusSkipped('images');
