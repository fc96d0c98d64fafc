/**
 * The rich-text allow-list (issue 3 "Rich text", api.md "Server-side rules") as data: the server's
 * sanitize-html config and the web's paste cleaning are built from these, so what the editor can
 * produce and what survives storage are the same set. The web editor must not enable other marks or
 * nodes (e.g. StarterKit headings / code blocks), or they will be stripped on save.
 */

/** Tags the editor produces: paragraphs, line breaks, bold/italic/underline/strike, highlight,
 * blockquote, lists, links and the inline formula node (`span`). */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'mark',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'span',
] as const;
export type RichTextTag = (typeof RICH_TEXT_ALLOWED_TAGS)[number];

/** An allowed attribute; `values`, when present, is the closed list of values it may take. */
export interface RichTextAttributeRule {
  name: string;
  values?: readonly string[];
}

/** The formula node: `<span data-type="math" data-latex="…">` (LaTeX survives in the attribute). */
export const MATH_NODE_TYPE = 'math';
export const MATH_LATEX_ATTRIBUTE = 'data-latex';

/**
 * Five pastel highlight colours (issue 3), lower-case hex. TipTap's multicolor Highlight writes
 * `<mark data-color="#fff3a3" style="background-color: #fff3a3; color: inherit">`.
 */
export const HIGHLIGHT_COLORS = [
  { name: 'yellow', hex: '#fff3a3' },
  { name: 'green', hex: '#c9f2d0' },
  { name: 'blue', hex: '#cde7ff' },
  { name: 'pink', hex: '#ffd6e7' },
  { name: 'purple', hex: '#e4d7ff' },
] as const;
export type HighlightColorName = (typeof HIGHLIGHT_COLORS)[number]['name'];
const HIGHLIGHT_HEXES: readonly string[] = HIGHLIGHT_COLORS.map((color) => color.hex);

/** Attributes per tag; tags not listed keep no attributes. */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<
  Partial<Record<RichTextTag, readonly RichTextAttributeRule[]>>
> = {
  a: [{ name: 'href' }, { name: 'target', values: ['_blank'] }, { name: 'rel' }],
  mark: [{ name: 'data-color', values: HIGHLIGHT_HEXES }, { name: 'style' }],
  span: [{ name: 'data-type', values: [MATH_NODE_TYPE] }, { name: MATH_LATEX_ATTRIBUTE }],
};

/** Inline styles allowed per tag (sanitize-html `allowedStyles` shape): only the highlight colour. */
export const RICH_TEXT_ALLOWED_STYLES: Readonly<Record<string, Record<string, readonly RegExp[]>>> = {
  mark: {
    'background-color': HIGHLIGHT_COLORS.map((color) => new RegExp(`^${color.hex}$`, 'i')),
    color: [/^inherit$/],
  },
};

/** Link schemes allowed in `a[href]`; `javascript:`, `data:` etc. never survive. */
export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** True when `color` (any case, surrounding spaces ignored) is one of the five highlight colours (spec §3, issue 3). */
export function isAllowedHighlightColor(color: string): boolean {
  return HIGHLIGHT_HEXES.includes(color.trim().toLowerCase());
}

/**
 * True when `href` is an absolute http/https/mailto URL (the allow-list's link rule; spec §3, issue 3;
 * issue 17 item 9). Only ASCII whitespace around it is ignored, as browsers do: a scheme after
 * U+2000 or any other Unicode space is a relative link to a browser, so it is refused here, as are
 * relative links (`#x`, `/path`, `//host`).
 */
export function isAllowedLinkHref(href: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, ''));
  return (
    match?.[1] !== undefined &&
    (RICH_TEXT_ALLOWED_SCHEMES as readonly string[]).includes(match[1].toLowerCase())
  );
}

/**
 * The link a teacher meant when typing or pasting an address without its scheme (spec §3 links;
 * `isAllowedLinkHref` refuses anything that is not absolute): `naver.com/x` → `https://naver.com/x`,
 * `//host/x` → `https://host/x`, `teacher@school.kr` → `mailto:teacher@school.kr`. Text that already
 * has a scheme (allowed or not), or that does not look like an address (spaces, no dot in the host),
 * comes back only trimmed of ASCII whitespace, so the allow-list still decides: `javascript:x` stays
 * refused. Chosen: https, not http, for a bare host (every school and portal site serves it).
 */
export function linkHrefWithScheme(input: string): string {
  const href = input.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  if (href.startsWith('//')) return `https:${href}`;
  if (BARE_EMAIL.test(href)) return `mailto:${href}`;
  // A scheme never matches: its name has no dot before the colon, or is followed by digits alone
  // (`host.kr:8080`), which is a port to anyone typing it.
  if (BARE_HOST.test(href)) return `https://${href}`;
  return href;
}

/** A host with a dot (or localhost), an optional port, then a path, query or fragment or nothing. */
const BARE_HOST = /^(?:localhost|[^\s/?#@:]+\.[^\s/?#@:.]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const BARE_EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#.]+$/;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes (for `plainTextFromHtml`, spec §3) the entities a sanitizer emits (named ones above and numeric ones) in one pass, so
 * `&amp;lt;` stays `&lt;` rather than becoming `<`. Unknown or invalid entities are kept verbatim. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : entity;
  });
}

/** Escapes text for HTML text content and attribute values (plain text → rich text, spec §3). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text → the editor's HTML (one paragraph; '' for blank text), e.g. for AI-imported questions (spec §3). */
export function richTextFromPlainText(text: string): string {
  return text.trim() === '' ? '' : `<p>${escapeHtml(text)}</p>`;
}

// A tag starts with a letter or '/', so a bare "a < b" in text is not mistaken for one.
const TOKEN = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>|[^<]+|</g;
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>$/;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
// Ending one of these (or a <br>) separates words, so "<p>a</p><p>b</p>" reads "a b", not "ab".
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
]);

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name) attributes.set(name.toLowerCase(), decodeHtmlEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/**
 * The text of HTML made of `<p>`/`</p>` tags and text only, with no character reference (what the
 * editor writes for unformatted text: nearly every question and choice), each `</p>` a space, before
 * whitespace is collapsed; null for anything else. Exact for the tokenizer of plainTextFromHtml: when
 * every `<`, read left to right, opens one of those two tags, it read the same tags and the same
 * text, and without `&` it decoded nothing. A few times cheaper (issue 20 item 2: the server derives
 * the plain text of every question and choice on each save).
 */
function plainParagraphsText(html: string): string | null {
  if (html.includes('&')) return null;
  let text = '';
  let from = 0;
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', from)) {
    if (html.startsWith('<p>', at)) {
      text += html.slice(from, at);
      from = at + 3;
    } else if (html.startsWith('</p>', at)) {
      text += `${html.slice(from, at)} `;
      from = at + 4;
    } else return null;
  }
  return text + html.slice(from);
}

// Whitespace other than a lone space: only then does collapsing change anything.
const COLLAPSIBLE_WHITESPACE = /[^\S ]|\s\s/;

/** Runs of whitespace as one space, trimmed; the regex replace skipped when it would change nothing. */
export function collapseWhitespace(text: string): string {
  return (COLLAPSIBLE_WHITESPACE.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}

/**
 * The plain text of rich-text HTML (spec §3 Question; issue 3: "the plain-text `question` is derived from the rich
 * text"): tags removed, entities decoded, block ends and `<br>` become spaces, whitespace collapsed
 * and trimmed; a formula node contributes its LaTeX (its rendered children are skipped). The server
 * derives `question` from sanitized HTML with this, and the browser's counter uses the same function.
 */
export function plainTextFromHtml(html: string): string {
  const paragraphs = plainParagraphsText(html);
  if (paragraphs !== null) return collapseWhitespace(paragraphs);
  const parts: string[] = [];
  // Depth inside a formula span: its content is the rendered formula, replaced by the LaTeX.
  let mathDepth = 0;
  for (const [token] of html.matchAll(TOKEN)) {
    const tag = TAG.exec(token);
    if (token.startsWith('<!--')) continue;
    if (!tag) {
      if (mathDepth === 0) parts.push(decodeHtmlEntities(token));
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    const selfClosing = (tag[3] ?? '').trimEnd().endsWith('/');
    if (mathDepth > 0) {
      if (name === 'span' && !selfClosing) mathDepth += closing ? -1 : 1;
      continue;
    }
    if (name === 'span' && !closing) {
      const attributes = parseAttributes(tag[3] ?? '');
      if (attributes.get('data-type') === MATH_NODE_TYPE) {
        parts.push(attributes.get(MATH_LATEX_ATTRIBUTE) ?? '');
        if (!selfClosing) mathDepth = 1;
        continue;
      }
    }
    if (name === 'br' || (closing && BLOCK_TAGS.has(name))) parts.push(' ');
  }
  return collapseWhitespace(parts.join(''));
}

/**
 * Cheap limits checked before any HTML parser sees rich text (issue 6 "Availability"): the time an
 * HTML sanitizer takes grows faster than the input with tag nesting (a stack of 150,000 unclosed
 * `<b><i><u>` took minutes). Far above what the editor produces: a fully formatted 200-character
 * question has a few hundred tags and nests about ten deep.
 */
export const RICH_TEXT_MAX_TAGS = 1000;
export const RICH_TEXT_MAX_DEPTH = 20;

export type RichTextShapeProblem = 'tooManyTags' | 'tooDeep';

export interface RichTextShape {
  /** Tags seen (open, close, comments and declarations), counted up to the point of a problem. */
  tags: number;
  /**
   * `<` that start no tag ("a < b" typed into a plain-text field; the editor writes `&lt;`). Each is
   * a parser token of its own, as costly to sanitize as a tag, so budgets count them with the tags.
   */
  strays: number;
  problem: RichTextShapeProblem | null;
}

// Elements that never hold children, so they never deepen the tree.
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const TAG_NAME_CHAR = /[A-Za-z0-9-]/;

/**
 * Counts the tags of `html` and the depth of their nesting, in one pass linear in its length, and
 * stops at the first limit passed (RICH_TEXT_MAX_TAGS, RICH_TEXT_MAX_DEPTH unless `limits` says
 * otherwise). An over-estimate of what an HTML parser builds, never an under-estimate: a tag ends
 * at its first `>` even inside a quoted attribute (so more text counts as tags), `/>` and the raw
 * text of `<script>` are not special, a closing tag closes up to its match and an unmatched one is
 * ignored (as parsers do), and nothing is closed implicitly.
 */
export function measureRichTextShape(
  html: string,
  limits: { maxTags: number; maxDepth: number } = {
    maxTags: RICH_TEXT_MAX_TAGS,
    maxDepth: RICH_TEXT_MAX_DEPTH,
  },
): RichTextShape {
  const open: string[] = [];
  let tags = 0;
  let strays = 0;
  let i = html.indexOf('<');
  while (i >= 0 && i < html.length) {
    const next = html[i + 1] ?? '';
    let end: number;
    if (next === '!' || next === '?') {
      const close = html.startsWith('<!--', i) ? html.indexOf('-->', i + 4) : html.indexOf('>', i + 2);
      end = close < 0 ? html.length : close + (html.startsWith('<!--', i) ? 3 : 1);
      tags++;
    } else if (/[A-Za-z/]/.test(next)) {
      const isClosing = next === '/';
      let nameEnd = i + (isClosing ? 2 : 1);
      while (nameEnd < html.length && TAG_NAME_CHAR.test(html[nameEnd] as string)) nameEnd++;
      const name = html.slice(i + (isClosing ? 2 : 1), nameEnd).toLowerCase();
      const close = html.indexOf('>', nameEnd);
      // An unterminated tag runs to the end: a parser reads the rest as its attributes.
      end = close < 0 ? html.length : close + 1;
      if (isClosing && name === '') {
        strays++;
        i = html.indexOf('<', i + 1);
        continue;
      }
      tags++;
      if (isClosing) {
        const match = open.lastIndexOf(name);
        if (match >= 0) open.length = match;
      } else if (!VOID_ELEMENTS.has(name)) {
        open.push(name);
        if (open.length > limits.maxDepth) return { tags, strays, problem: 'tooDeep' };
      }
    } else {
      strays++;
      i = html.indexOf('<', i + 1);
      continue;
    }
    if (tags > limits.maxTags) return { tags, strays, problem: 'tooManyTags' };
    i = html.indexOf('<', end);
  }
  return { tags, strays, problem: null };
}
