import { describe, expect, it } from 'vitest';
import { sanitizeRichTextHtml } from './sanitize-rich-text';

/** issue 3 "paste of formatted text cleaned to the allow-list". */
describe('sanitizeRichTextHtml', () => {
  it('drops scripts, styles and iframes with their content', () => {
    expect(
      sanitizeRichTextHtml('<p>a<script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>b</p>'),
    ).toBe('<p>ab</p>');
  });

  it('removes event handlers and unknown attributes', () => {
    expect(sanitizeRichTextHtml('<p onclick="x()" class="c"><strong onmouseover="y">b</strong></p>')).toBe(
      '<p><strong>b</strong></p>',
    );
    expect(sanitizeRichTextHtml('<img src=x onerror="alert(1)">text')).toBe('text');
  });

  it('removes javascript: and data: links but keeps their text', () => {
    expect(sanitizeRichTextHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichTextHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichTextHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
  });

  it('keeps http links, forcing rel on new-tab links', () => {
    expect(sanitizeRichTextHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps bold, italic, underline, strike, lists and blockquotes', () => {
    const html =
      '<blockquote><p><strong>b</strong><em>i</em><u>u</u><s>s</s></p></blockquote><ul><li><p>x</p></li></ul>';
    expect(sanitizeRichTextHtml(html)).toBe(html);
  });

  it('keeps the five highlight colours and rebuilds their style', () => {
    expect(sanitizeRichTextHtml('<mark data-color="#FFF3A3" style="position:fixed">h</mark>')).toBe(
      '<mark data-color="#fff3a3" style="background-color: #fff3a3; color: inherit">h</mark>',
    );
  });

  it('keeps a highlight of another colour as a plain mark', () => {
    expect(sanitizeRichTextHtml('<mark data-color="#ff0000" style="background-color:#ff0000">h</mark>')).toBe(
      '<mark>h</mark>',
    );
  });

  it('maps other editors’ tags onto ours', () => {
    expect(sanitizeRichTextHtml('<h1>T</h1><div><b>b</b> <i>i</i> <strike>s</strike></div>')).toBe(
      '<p>T</p><p><strong>b</strong> <em>i</em> <s>s</s></p>',
    );
  });

  it('reads Google Docs spans: the outer "not bold" b is unwrapped, styled spans become marks', () => {
    const docs =
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><span style="font-weight:700">B</span><span style="font-style:italic">I</span><span style="text-decoration:underline">U</span></b>';
    expect(sanitizeRichTextHtml(docs)).toBe('<strong>B</strong><em>I</em><u>U</u>');
  });

  it('keeps the formula node with only its LaTeX, dropping its rendered content', () => {
    expect(
      sanitizeRichTextHtml(
        '<span data-type="math" data-latex="\\frac{1}{2}" onclick="x"><span class="ML__latex">½</span></span>',
      ),
    ).toBe('<span data-type="math" data-latex="\\frac{1}{2}"></span>');
    expect(sanitizeRichTextHtml('<span data-type="math" data-latex="">x</span>')).toBe('');
  });

  it('unwraps other spans and removes comments', () => {
    expect(sanitizeRichTextHtml('<span class="x">a</span><!-- c -->b')).toBe('ab');
  });

  it('returns an empty string for blank input', () => {
    expect(sanitizeRichTextHtml('  ')).toBe('');
  });
});
