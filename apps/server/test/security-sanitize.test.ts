import { decodeHtmlEntities, isAllowedLinkHref } from '@quizset/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText, stripTags } from '../src/features/quizsets/sanitize';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { corpusLines, HAS_CORPUS, markCorpusSuiteRan, noticeCorpusSkipped } from './helpers/corpus';
import { multipleChoice, ox, validPayload } from './helpers/payloads';

/** Markup a browser or another API consumer would read as a tag. */
const TAG = /<[a-z!/?][^>]*>/i;

/** The probe's payload of issue 17 item 6 (escaped markup inside markup, a comment splitting the scheme). */
const ESCAPED_IMG = `<XML ID="xss"><I><B>&lt;IMG SRC="javas<!-- -->cript:alert('XSS')"&gt;</B></I></XML>`;

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

describe.skipIf(!HAS_CORPUS)('plain-text cleaner on the XSS corpus', () => {
  beforeAll(() => markCorpusSuiteRan('security-sanitize'));
  it('leaves no markup in any payload, even once decoded', () => {
    const payloads = corpusLines('xss/xss_payloads_rsnake_cheatsheet.txt');
    expect(payloads.length).toBeGreaterThan(50);
    const leaking = payloads.filter((payload) => {
      const clean = stripTags(payload);
      return TAG.test(clean) || TAG.test(decodeHtmlEntities(clean));
    });
    expect(leaking).toEqual([]);
  });
});
if (!HAS_CORPUS) noticeCorpusSkipped('security-sanitize');

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

describe.each(BACKENDS)('stored plain text and links on %s', (backend) => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    cookie = await ctx.signIn('basic@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

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
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload({ quizList: [question, choices] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.json().data.id}`, cookie });
    const [savedOx, savedMc] = read.json().data.quizList;
    expect(savedOx.hint).toEqual({ type: 'text', value: '힌트 ' });
    expect(savedMc.choiceList.map((choice: { richText: string }) => choice.richText)).toEqual([
      '<p><a>앵커</a></p>',
      '<p><a>공백</a></p>',
      '<p><a href="https://example.com">바깥</a></p>',
    ]);
  });
});
