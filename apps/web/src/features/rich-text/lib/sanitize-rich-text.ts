import {
  isAllowedHighlightColor,
  isAllowedLinkHref,
  MATH_LATEX_ATTRIBUTE,
  MATH_NODE_TYPE,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  type RichTextTag,
} from '@quizset/domain';

/**
 * Browser-side cleaning of pasted HTML to the domain allow-list (issue 3 "paste of formatted text
 * cleaned to the allow-list"; api.md "Server-side rules"). The server sanitizes again on save with
 * the same lists, so this is about what the teacher sees while editing, not the security boundary:
 * what survives here is exactly what survives storage, so nothing "disappears" after a reload.
 *
 * DOM-based (DOMParser builds an inert document: scripts do not run, images do not load).
 */

const ALLOWED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_ALLOWED_TAGS);

/** Elements dropped together with their content: their text is code or chrome, never prose. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'textarea',
  'select',
  'button',
  'canvas',
  'video',
  'audio',
]);

/** Synonyms other editors (Word, Google Docs, browsers) paste for the marks we have. */
const TAG_ALIASES: Readonly<Record<string, RichTextTag>> = {
  b: 'strong',
  i: 'em',
  ins: 'u',
  strike: 's',
  del: 's',
  h1: 'p',
  h2: 'p',
  h3: 'p',
  h4: 'p',
  h5: 'p',
  h6: 'p',
  div: 'p',
  pre: 'p',
};

const BOLD_WEIGHT = /^(bold|bolder|[6-9]00)$/;

/** Google Docs wraps a whole paste in `<b style="font-weight:normal">`: that is not bold. */
function isFakeBold(element: Element): boolean {
  const weight = (element as HTMLElement).style?.fontWeight ?? '';
  return element.localName === 'b' && weight !== '' && !BOLD_WEIGHT.test(weight);
}

/** Marks expressed only as inline styles (Google Docs spans), innermost first. */
function marksFromStyle(element: Element): RichTextTag[] {
  const style = (element as HTMLElement).style;
  if (!style) return [];
  const marks: RichTextTag[] = [];
  if (BOLD_WEIGHT.test(style.fontWeight)) marks.push('strong');
  if (style.fontStyle === 'italic') marks.push('em');
  if (style.textDecoration.includes('underline') || style.textDecorationLine.includes('underline'))
    marks.push('u');
  if (style.textDecoration.includes('line-through') || style.textDecorationLine.includes('line-through'))
    marks.push('s');
  return marks;
}

function isMathSpan(element: Element): boolean {
  return element.localName === 'span' && element.getAttribute('data-type') === MATH_NODE_TYPE;
}

/** Copy the allowed attributes of `source` onto `target` (an allowed tag), values checked. */
function copyAllowedAttributes(source: Element, target: Element, tag: RichTextTag): void {
  for (const rule of RICH_TEXT_ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = source.getAttribute(rule.name);
    if (value === null || rule.name === 'style') continue;
    if (rule.values && !rule.values.includes(value)) continue;
    if (tag === 'a' && rule.name === 'href' && !isAllowedLinkHref(value)) continue;
    target.setAttribute(rule.name, value);
  }
  if (tag === 'mark') {
    // The only style that survives is the highlight colour, rebuilt from data-color so a pasted
    // `style` can never carry anything else (TipTap's Highlight writes exactly this form).
    const color = source.getAttribute('data-color');
    if (color && isAllowedHighlightColor(color)) {
      const hex = color.trim().toLowerCase();
      target.setAttribute('data-color', hex);
      target.setAttribute('style', `background-color: ${hex}; color: inherit`);
    }
  }
  if (tag === 'a' && target.getAttribute('target') === '_blank') {
    target.setAttribute('rel', 'noopener noreferrer nofollow');
  }
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    for (const cleaned of cleanNode(child, doc)) target.appendChild(cleaned);
  }
}

/** The cleaned replacement of one node: zero or more nodes (unwrapped elements give their children). */
function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return []; // comments, processing instructions
  const element = node as Element;
  const name = element.localName;
  if (DROP_WITH_CONTENT.has(name)) return [];

  if (isMathSpan(element)) {
    // The formula node is an atom: its content is re-rendered from the LaTeX, never kept.
    const latex = element.getAttribute(MATH_LATEX_ATTRIBUTE);
    if (latex === null || latex.trim() === '') return [];
    const math = doc.createElement('span');
    math.setAttribute('data-type', MATH_NODE_TYPE);
    math.setAttribute(MATH_LATEX_ATTRIBUTE, latex);
    return [math];
  }

  const fragment = doc.createDocumentFragment();
  cleanChildren(element, fragment, doc);

  const tag: string = isFakeBold(element) ? '' : (TAG_ALIASES[name] ?? name);
  // Any other span (or unknown tag) is unwrapped, but its style-only marks are kept.
  const styleMarks = marksFromStyle(element).filter((mark) => mark !== tag);
  let inner: Node = fragment;
  for (const mark of styleMarks) {
    const wrapper = doc.createElement(mark);
    wrapper.appendChild(inner);
    inner = wrapper;
  }
  if (tag === 'span' || !ALLOWED_TAGS.has(tag)) return [inner];

  const clean = doc.createElement(tag);
  copyAllowedAttributes(element, clean, tag as RichTextTag);
  clean.appendChild(inner);
  return [clean];
}

/**
 * `html` reduced to the domain allow-list (tags, attributes with closed values, http/https/mailto
 * links, the five highlight colours, the formula node). Disallowed containers that hold code
 * (script, style, iframe, svg …) go with their content; other disallowed tags are unwrapped so
 * their text stays; headings/divs become paragraphs; b/i/strike become strong/em/s.
 * @returns the cleaned HTML ('' for empty input).
 */
export function sanitizeRichTextHtml(html: string): string {
  if (html.trim() === '') return '';
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  cleanChildren(source.body, target.body, target);
  return target.body.innerHTML;
}
