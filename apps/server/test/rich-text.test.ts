import { decodeHtmlEntities, HOSTILE_FORMULAS, isAllowedLinkHref, type QuizSetSubmit } from '@quizset/domain';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPlainParagraphs,
  sanitizeRichText,
  sanitizeRichTextChecked,
  stripTags,
} from '../src/features/quizsets/sanitize';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { corpusLines, HAS_CORPUS, markCorpusSuiteRan, noticeCorpusSkipped } from './helpers/corpus';
import { multipleChoice, ox, validPayload } from './helpers/payloads';

/** What must never survive sanitization (issue 2 "Bad input", issue 3 "Server"). */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  // `javascript:` as inert text is harmless; inside a URL attribute it is not.
  expect(html).not.toMatch(/(href|src|action|style|data-[a-z]+)\s*=\s*["']?[^"'>]*javascript:/i);
  expect(html).not.toMatch(/<(img|iframe|object|embed|svg|style|link|meta|input|body|base|form)\b/i);
  expect(html).not.toMatch(/=\s*["']?(vbscript:|data:text\/html)/i);
}

/** Markup a browser or another API consumer would read as a tag. */
const TAG = /<[a-z!/?][^>]*>/i;

/** The probe's payload of issue 17 item 6 (escaped markup inside markup, a comment splitting the scheme). */
const ESCAPED_IMG = `<XML ID="xss"><I><B>&lt;IMG SRC="javas<!-- -->cript:alert('XSS')"&gt;</B></I></XML>`;

describe('sanitizeRichText (allow-list of domain rich-text.ts)', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <mark data-color="#fff3a3" style="background-color: #fff3a3; color: inherit">hl</mark></p>' +
      '<blockquote><p>quote</p></blockquote><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<p><a href="https://example.com" target="_blank">link</a><br><span data-type="math" data-latex="\\frac{1}{2}"></span></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<strong>b</strong>');
    expect(clean).toContain('<em>i</em>');
    expect(clean).toContain('<u>u</u>');
    expect(clean).toContain('<s>s</s>');
    expect(clean).toContain(
      '<mark data-color="#fff3a3" style="background-color:#fff3a3;color:inherit">hl</mark>',
    );
    expect(clean).toContain('<blockquote><p>quote</p></blockquote>');
    expect(clean).toContain('<ul><li>one</li></ul>');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(clean).toContain('data-latex="\\frac{1}{2}"');
  });

  it('drops scripts, handlers, javascript: links, foreign colours and styles', () => {
    const clean = sanitizeRichText(
      '<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">l</a><a href="JaVaScRiPt:alert(1)">m</a>' +
        '<mark data-color="#000000" style="background-color:#000000;position:fixed">h</mark>' +
        '<span data-type="evil" style="color:red">s</span><iframe src="https://x"></iframe></p>',
    );
    expectHarmless(clean);
    expect(clean).not.toContain('#000000');
    expect(clean).not.toContain('position');
    expect(clean).not.toContain('data-type="evil"');
    expect(clean).not.toContain('alert(1)</script>');
  });

  it('rebuilds the highlight style from data-color (browsers serialise it as rgb())', () => {
    const clean = sanitizeRichText(
      '<p><mark data-color="#FFD6E7" style="background-color: rgb(255, 214, 231); color: inherit;">hl</mark></p>',
    );
    expect(clean).toBe(
      '<p><mark data-color="#ffd6e7" style="background-color:#ffd6e7;color:inherit">hl</mark></p>',
    );
  });

  it('skips sanitize-html only where it would change nothing (plain paragraphs)', () => {
    // Random strings over the characters that matter; sanitize-html itself is the oracle.
    const pieces = ['<p>', '</p>', 'a', ' ', '\n', '"', "'", '한', '>', '&', '<', '<b>', '‹'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    let fast = 0;
    for (let i = 0; i < 3000; i++) {
      const html = Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]).join('');
      if (!isPlainParagraphs(html)) continue;
      fast++;
      expect(sanitizeHtml(html, { allowedTags: ['p'], allowedAttributes: {} }), JSON.stringify(html)).toBe(
        html,
      );
      expect(sanitizeRichTextChecked(html).html).toBe(html);
      expect(stripTags(html.replaceAll('<p>', '').replaceAll('</p>', ''))).toBe(
        sanitizeHtml(html.replaceAll('<p>', '').replaceAll('</p>', ''), {
          allowedTags: [],
          allowedAttributes: {},
        }),
      );
    }
    expect(fast).toBeGreaterThan(50);
  });

  it('strips every tag from plain-text fields', () => {
    expect(stripTags('<b>hint</b><script>x</script> &amp; more')).toBe('hint & more');
  });
});

/**
 * Issue 17 item 6: plain-text fields (hints, publisher, plain questions) store text that holds no
 * markup once decoded. Item 9: sanitized links keep only absolute http/https/mailto targets (the
 * domain rule of rich-text.ts), relative links and a scheme after U+2000 included.
 */
describe('plain-text cleaner (issue 17 item 6)', () => {
  it('strips escaped markup after decoding it', () => {
    expect(stripTags(ESCAPED_IMG)).toBe('');
    expect(stripTags('힌트 &lt;b onmouseover=alert(1)&gt;굵게&lt;/b&gt;')).toBe('힌트 굵게');
    // Doubly escaped markup is peeled round by round.
    expect(stripTags('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;')).not.toMatch(TAG);
    expect(decodeHtmlEntities(stripTags('&amp;amp;lt;img src=x onerror=alert(1)&amp;amp;gt;'))).not.toMatch(
      TAG,
    );
  });

  it('keeps ordinary text with comparison signs and ampersands', () => {
    expect(stripTags('3 < 5 and 6 > 2 &amp; done')).toBe('3 < 5 and 6 > 2 & done');
    expect(stripTags('쉬운 힌트')).toBe('쉬운 힌트');
  });
});

describe('link rule (issue 17 item 9)', () => {
  const linkOf = (href: string) => sanitizeRichText(`<p><a href="${href}">l</a></p>`);
  it.each([
    '#x',
    '/. /,alert(42)//#',
    '\u2000javascript:alert(1)',
    '\u2000https://example.com',
    '//evil.example/x',
    'page.html',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
  ])('drops the href %j', (href) => {
    expect(isAllowedLinkHref(href)).toBe(false);
    expect(linkOf(href)).toBe('<p><a>l</a></p>');
  });

  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com'],
    ['mailto:teacher@example.com', 'mailto:teacher@example.com'],
    [' https://example.com ', 'https://example.com'],
  ])('keeps the absolute link %j', (href, stored) => {
    expect(isAllowedLinkHref(href)).toBe(true);
    expect(linkOf(href)).toBe(`<p><a href="${stored}">l</a></p>`);
  });
});

describe.skipIf(!HAS_CORPUS)('XSS corpus (../shared/corpus/xss)', () => {
  beforeAll(() => markCorpusSuiteRan('xss'));
  const payloads = corpusLines('xss/xss_payloads_rsnake_cheatsheet.txt');
  it('has payloads', () => expect(payloads.length).toBeGreaterThan(50));
  it.each(payloads.map((p, i) => [i, p]))('payload %i is neutralised', (_i, payload) => {
    expectHarmless(sanitizeRichText(payload));
    expectHarmless(sanitizeRichText(`<p>${payload}</p>`));
    // Issue 17 item 6: no markup in plain text, even once decoded.
    const clean = stripTags(payload);
    expect(clean).not.toMatch(TAG);
    expect(decodeHtmlEntities(clean)).not.toMatch(TAG);
  });
});
if (!HAS_CORPUS) noticeCorpusSkipped('xss');

describe.each(BACKENDS)('stored rich text is sanitized on %s', (backend) => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    cookie = await ctx.signIn('basic@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Creates a set of `quizList` (spec §3 submit items) and reads it back: its stored questions. */
  async function createAndRead(quizList: QuizSetSubmit['quizList']) {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload({ quizList }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.json().data.id}`, cookie });
    return read.json().data.quizList;
  }

  it('neutralises script / onerror / javascript: in question and choices while formatting survives', async () => {
    const question = ox({
      data: {
        question: 'ignored',
        questionRichText:
          '<p><strong>굵게</strong> <u>밑줄</u><script>alert(1)</script><img src=x onerror="alert(1)"></p><blockquote><p>인용</p></blockquote>',
      },
      hint: { type: 'text', value: '<img src=x onerror=alert(1)>힌트' },
    });
    const choices = multipleChoice({
      data: {
        choiceListV2: [
          { text: 'x', richText: '<p><a href="javascript:alert(1)">클릭</a></p>', imageUrl: null },
          { text: 'y', richText: '<p><em>정답</em><svg onload=alert(1)></svg></p>', imageUrl: null },
        ],
        answerList: ['1'],
      },
    });
    const quizList = await createAndRead([question, choices]);
    const [savedOx, savedMc] = quizList;
    expect(savedOx.questionRichText).toBe(
      '<p><strong>굵게</strong> <u>밑줄</u></p><blockquote><p>인용</p></blockquote>',
    );
    expect(savedOx.question).toBe('굵게 밑줄 인용');
    expect(savedOx.hint).toEqual({ type: 'text', value: '힌트' });
    expect(savedMc.choiceList[0]).toEqual({ text: '클릭', richText: '<p><a>클릭</a></p>', imageUrl: null });
    expect(savedMc.choiceList[1]).toEqual({ text: '정답', richText: '<p><em>정답</em></p>', imageUrl: null });
    expectHarmless(JSON.stringify(quizList));
  });

  it.skipIf(!HAS_CORPUS)('stores every corpus payload harmlessly', async () => {
    const payloads = corpusLines('xss/xss_payloads_rsnake_cheatsheet.txt');
    const quizList = payloads.slice(0, 20).map((payload, index) =>
      ox({
        id: `xss${String(index).padStart(5, '0')}`,
        data: { question: 'q', questionRichText: `<p>q ${payload}</p>` },
      }),
    );
    for (const quiz of await createAndRead(quizList)) expectHarmless(quiz.questionRichText);
  });

  // Issue 17 items 6 and 9.
  it('stores the escaped-markup hint as text without markup and relative links without href', async () => {
    const question = ox({ hint: { type: 'text', value: `힌트 ${ESCAPED_IMG}` } });
    const choices = multipleChoice({
      data: {
        choiceListV2: [
          { text: 'x', richText: '<p><a href="#x">앵커</a></p>', imageUrl: null },
          { text: 'y', richText: '<p><a href="\u2000javascript:alert(1)">공백</a></p>', imageUrl: null },
          { text: 'z', richText: '<p><a href="https://example.com">바깥</a></p>', imageUrl: null },
        ],
        answerList: ['1'],
      },
    });
    const [savedOx, savedMc] = await createAndRead([question, choices]);
    expect(savedOx.hint).toEqual({ type: 'text', value: '힌트 ' });
    expect(savedMc.choiceList.map((choice: { richText: string }) => choice.richText)).toEqual([
      '<p><a>앵커</a></p>',
      '<p><a>공백</a></p>',
      '<p><a href="https://example.com">바깥</a></p>',
    ]);
  });
});

/**
 * Issue 6 "Formulas": the probe's formulas and their variants (HOSTILE_FORMULAS) are refused in any
 * rich-text field, spelled out, built or entity-encoded; ordinary formulas are stored as written.
 */
describe.each(BACKENDS)('formula allow-list on %s', (backend) => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    cookie = await ctx.signIn('pro@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const mathSpan = (latex: string) =>
    `<span data-type="math" data-latex="${latex.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></span>`;

  it.each(HOSTILE_FORMULAS)('refuses $name in the question and in a choice', async ({ latex, command }) => {
    for (const quiz of [
      ox({ data: { question: 'f', questionRichText: `<p>f ${mathSpan(latex)}</p>` } }),
      multipleChoice({
        data: {
          choiceListV2: [
            { text: 'a', richText: `<p>${mathSpan(latex)}</p>`, imageUrl: null },
            { text: 'b', richText: '<p>b</p>', imageUrl: null },
          ],
          answerList: ['1'],
        },
      }),
    ]) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/quizsets',
        cookie,
        payload: validPayload({ quizList: [quiz] }),
      });
      expect(response.statusCode, response.body).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message.startsWith(`This formula uses a command that is not allowed: ${command}`)).toBe(
        true,
      );
      expect(error.details[0].path).toMatch(
        /^quizList\.0\.(oxData\.questionRichText|multipleData\.choiceListV2\.0\.richText)$/,
      );
    }
  });

  it('refuses a command hidden behind character references in the attribute', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload({
        quizList: [
          ox({
            data: {
              questionRichText:
                '<p>x <span data-type="math" data-latex="&#92;csname htmlStyle&#x5C;endcsname{position:fixed}{x}"></span></p>',
            },
          }),
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This formula uses a command that is not allowed: \\csname');
  });

  it('stores ordinary formulas unchanged', async () => {
    const latex = '\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}';
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload({
        quizList: [ox({ data: { questionRichText: `<p>근의 공식 ${mathSpan(latex)}</p>` } })],
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const read = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${response.json().data.id}`,
      cookie,
    });
    expect(read.json().data.quizList[0].questionRichText).toContain(`data-latex="${latex}"`);
  });
});
