import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collapseWhitespace,
  decodeHtmlEntities,
  escapeHtml,
  HIGHLIGHT_COLORS,
  isAllowedHighlightColor,
  isAllowedLinkHref,
  linkHrefWithScheme,
  plainTextFromHtml,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_STYLES,
  RICH_TEXT_ALLOWED_TAGS,
  richTextFromPlainText,
} from './rich-text';

describe('rich-text allow-list (issue 3)', () => {
  it('allows the editor marks and never script-capable tags', () => {
    expect(RICH_TEXT_ALLOWED_TAGS).toEqual(
      expect.arrayContaining(['p', 'strong', 'em', 'u', 'mark', 'blockquote', 'a', 'span', 'br']),
    );
    for (const tag of ['script', 'style', 'iframe', 'img', 'svg', 'object'])
      expect(RICH_TEXT_ALLOWED_TAGS as readonly string[]).not.toContain(tag);
  });

  it('has five distinct pastel hex colours, allowed by the mark rules', () => {
    expect(HIGHLIGHT_COLORS).toHaveLength(5);
    expect(new Set(HIGHLIGHT_COLORS.map((color) => color.hex)).size).toBe(5);
    for (const { hex } of HIGHLIGHT_COLORS) {
      expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(isAllowedHighlightColor(hex.toUpperCase())).toBe(true);
      expect(RICH_TEXT_ALLOWED_STYLES.mark?.['background-color']?.some((pattern) => pattern.test(hex))).toBe(
        true,
      );
    }
    expect(isAllowedHighlightColor('#ff0000')).toBe(false);
    expect(
      RICH_TEXT_ALLOWED_ATTRIBUTES.mark?.find((rule) => rule.name === 'data-color')?.values,
    ).toHaveLength(5);
  });

  it('keeps the formula node attributes and closes data-type to "math"', () => {
    expect(RICH_TEXT_ALLOWED_ATTRIBUTES.span).toEqual([
      { name: 'data-type', values: ['math'] },
      { name: 'data-latex' },
    ]);
  });

  it('allows http, https and mailto links only', () => {
    expect(isAllowedLinkHref('https://example.com')).toBe(true);
    expect(isAllowedLinkHref('HTTP://example.com')).toBe(true);
    expect(isAllowedLinkHref('mailto:a@b.c')).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '/relative',
      'vbscript:x',
    ])
      expect(isAllowedLinkHref(href)).toBe(false);
  });
});

describe('linkHrefWithScheme (spec §3 links)', () => {
  it('gives an address typed without a scheme the one a teacher meant', () => {
    expect(linkHrefWithScheme('naver.com')).toBe('https://naver.com');
    expect(linkHrefWithScheme(' www.school.kr/notice?id=3#top ')).toBe(
      'https://www.school.kr/notice?id=3#top',
    );
    expect(linkHrefWithScheme('학교.한국/공지')).toBe('https://학교.한국/공지');
    expect(linkHrefWithScheme('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(linkHrefWithScheme('localhost:5173')).toBe('https://localhost:5173');
    expect(linkHrefWithScheme('//cdn.example.com/a.pdf')).toBe('https://cdn.example.com/a.pdf');
    expect(linkHrefWithScheme('teacher@school.kr')).toBe('mailto:teacher@school.kr');
    for (const href of ['naver.com', 'teacher@school.kr', '//cdn.example.com/a.pdf'])
      expect(isAllowedLinkHref(linkHrefWithScheme(href))).toBe(true);
  });

  it('leaves a scheme as it is, so the allow-list still refuses what it refuses', () => {
    expect(linkHrefWithScheme('http://example.com')).toBe('http://example.com');
    expect(linkHrefWithScheme('MAILTO:a@b.c')).toBe('MAILTO:a@b.c');
    for (const href of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(linkHrefWithScheme(href)).toBe(href.trim());
      expect(isAllowedLinkHref(linkHrefWithScheme(href))).toBe(false);
    }
  });

  it('leaves text that is not an address for the allow-list to refuse', () => {
    for (const text of ['hello world', 'notes', '/relative', '#top', '', 'a@b', 'naver .com'])
      expect(isAllowedLinkHref(linkHrefWithScheme(text))).toBe(false);
  });
});

describe('decodeHtmlEntities / escapeHtml', () => {
  it('decodes named and numeric entities once', () => {
    expect(decodeHtmlEntities('&amp;&lt;&gt;&quot;&#39;&apos;&nbsp;&#65;&#x41;&#xAC00;')).toBe(
      `&<>"''\u00a0AA가`,
    );
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
    expect(decodeHtmlEntities('&unknown; &#0; &#xD800;')).toBe('&unknown; &#0; &#xD800;');
  });

  it('escapes and round-trips', () => {
    const text = `<b>"Tom" & 'Jerry'</b>`;
    expect(escapeHtml(text)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
    expect(decodeHtmlEntities(escapeHtml(text))).toBe(text);
    expect(richTextFromPlainText('a < b')).toBe('<p>a &lt; b</p>');
    expect(richTextFromPlainText('  ')).toBe('');
  });
});

/**
 * plainTextFromHtml through its tokenizer alone: a leading empty comment is a token of its own that
 * adds nothing, and it leaves a `<` outside a paragraph tag, so the plain-paragraph shortcut is off.
 */
function tokenizedPlainText(html: string): string {
  return plainTextFromHtml(`<!---->${html}`);
}

/** `actual` and `expected` give the same on strings of up to 12 of `pieces` (fast-check). */
function expectAgreeOnJoined(
  pieces: string[],
  actual: (text: string) => string,
  expected: (text: string) => string,
): void {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (chosen) => {
      const text = chosen.join('');
      expect(actual(text), JSON.stringify(text)).toBe(expected(text));
    }),
    { numRuns: 4000 },
  );
}

describe('plainTextFromHtml', () => {
  it('reads plain paragraphs as its tokenizer does (issue 20 item 2 shortcut)', () => {
    const hostile = [
      '<p>Question 1: which planet?</p>',
      '<p>a</p><p>b</p>',
      '<p>3 > 2</p>',
      '<p>a\n\t b</p>\u00a0',
      '<p> a  b </p><p>\u3000c</p>',
      '</<p>p>',
      '<<p>p>x</p>',
      '<p><p></p></p>',
      '<p>x</p',
      '<p',
      '<P>x</P>',
      '<p>a &lt;script&gt; b</p>',
      '<p>&amp;</p>',
      '<p><!-- c --></p>',
      '<p>x<br></p>',
      '<pre>x</pre>',
      '<p >x</p >',
      '<p/>x',
      '<p>x</p><script>alert(1)</script>',
      '<p>javascript:alert(1)</p>',
      '',
      '>',
    ];
    for (const html of hostile) expect(plainTextFromHtml(html), html).toBe(tokenizedPlainText(html));
    for (const text of ['a b', ' a', 'a  b', 'a\tb', 'a\u00a0b', '\u3000', 'a \n b', '']) {
      expect(collapseWhitespace(text), JSON.stringify(text)).toBe(text.replace(/\s+/g, ' ').trim());
    }
    expectAgreeOnJoined(
      [' ', '  ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff', 'a', '가'],
      collapseWhitespace,
      (text) => text.replace(/\s+/g, ' ').trim(),
    );
    expectAgreeOnJoined(
      ['<p>', '</p>', '<', '>', '/', 'p', 'P', '&', 'amp;', '<br>', '<!--', '-->', ' ', '\n', 'a', '가'],
      plainTextFromHtml,
      tokenizedPlainText,
    );
  });

  it('strips tags and collapses whitespace', () => {
    expect(
      plainTextFromHtml('<p>Hello <strong>big</strong>   <mark data-color="#fff3a3">world</mark></p>'),
    ).toBe('Hello big world');
    expect(plainTextFromHtml('')).toBe('');
    expect(plainTextFromHtml('<p></p><p> </p>')).toBe('');
  });

  it('turns block ends and <br> into spaces', () => {
    expect(plainTextFromHtml('<p>one</p><p>two</p><blockquote><p>three</p></blockquote>')).toBe(
      'one two three',
    );
    expect(plainTextFromHtml('a<br>b<br/>c')).toBe('a b c');
    expect(plainTextFromHtml('<ul><li>x</li><li>y</li></ul>')).toBe('x y');
  });

  it('decodes entities, including nbsp', () => {
    expect(plainTextFromHtml('<p>a &lt; b &amp;&amp; c&nbsp;&nbsp;d &#8805; e</p>')).toBe('a < b && c d ≥ e');
  });

  it('uses the LaTeX of formula nodes and skips their rendered content', () => {
    expect(plainTextFromHtml('<p>Solve <span data-type="math" data-latex="x^2 &lt; 4"></span> now</p>')).toBe(
      'Solve x^2 < 4 now',
    );
    expect(
      plainTextFromHtml(
        `<p><span data-latex='\\frac{1}{2}' class="m" data-type="math"><span>rendered</span> junk</span>!</p>`,
      ),
    ).toBe('\\frac{1}{2}!');
    expect(plainTextFromHtml('<span data-type="math" data-latex="a"/>b')).toBe('ab');
  });

  it('keeps a bare "<" that starts no tag and drops comments', () => {
    expect(plainTextFromHtml('<p>1 < 2</p><!-- note -->')).toBe('1 < 2');
  });

  it('is what the counter counts: a 200-char question stays 200', () => {
    expect(plainTextFromHtml(`<p>${'가'.repeat(200)}</p>`)).toHaveLength(200);
  });
});
