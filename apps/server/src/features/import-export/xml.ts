import { decodeHtmlEntities, escapeHtml } from '@quizset/domain';
import { XMLParser } from 'fast-xml-parser';
import { AppError, msg } from '../../lib/app-error';

/** An element of a parsed file: local name (prefix removed), attributes (decoded), children. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
/** Text as written in the file (entities still encoded), or a CDATA section's raw content. */
export type XmlNode = XmlElement | { text: string } | { cdata: string };

// Deeper than any quiz file nests; a deeper one is hostile (a stack-eating tree).
const MAX_DEPTH = 256;

// Entity expansion stays OFF (issue 21): fast-xml-parser leaves `&…;` as written, and a file that
// declares entities (XXE, billion laughs) is refused before it is parsed at all.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: '#cdata',
  commentPropName: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

const ENTITY_DECLARATION = /<!ENTITY/i;

/**
 * Parses an XML document without entity expansion (issue 21 "XXE and billion-laughs XML").
 * @returns the root element.
 * @throws AppError VALIDATION_FAILED for entity declarations, malformed XML or nesting deeper than 256.
 */
export function parseXml(text: string): XmlElement {
  if (ENTITY_DECLARATION.test(text)) throw new AppError('VALIDATION_FAILED', msg('import.xmlEntities'));
  let raw: unknown;
  try {
    raw = parser.parse(text, true);
  } catch {
    throw new AppError('VALIDATION_FAILED', msg('import.xmlMalformed'));
  }
  const nodes = toNodes(raw, 0);
  const root = nodes.find((node): node is XmlElement => 'name' in node);
  if (!root) throw new AppError('VALIDATION_FAILED', msg('import.xmlMalformed'));
  return root;
}

type RawNode = Record<string, unknown>;

function toNodes(raw: unknown, depth: number): XmlNode[] {
  if (depth > MAX_DEPTH) throw new AppError('VALIDATION_FAILED', msg('import.xmlMalformed'));
  if (!Array.isArray(raw)) return [];
  const nodes: XmlNode[] = [];
  for (const entry of raw as RawNode[]) {
    for (const [key, value] of Object.entries(entry)) {
      if (key === ':@') continue;
      if (key === '#text') nodes.push({ text: String(value) });
      else if (key === '#cdata')
        nodes.push({ cdata: (value as RawNode[]).map((part) => String(part['#text'] ?? '')).join('') });
      else if (!key.startsWith('?') && !key.startsWith('!')) {
        const attrs: Record<string, string> = {};
        for (const [name, attr] of Object.entries((entry[':@'] as Record<string, string>) ?? {}))
          attrs[localName(name)] = decodeHtmlEntities(String(attr));
        nodes.push({ name: localName(key), attrs, children: toNodes(value, depth + 1) });
      }
    }
  }
  return nodes;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** A name made comparable across QTI 2.x (`choiceInteraction`) and 3.0 (`qti-choice-interaction`). */
export function norm(name: string): string {
  return name.replace(/^qti-/, '').replaceAll('-', '').toLowerCase();
}

export const isElement = (node: XmlNode): node is XmlElement => 'name' in node;

/** The child elements of `element`, all or those whose normalised name is `name`. */
export function childrenOf(element: XmlElement, name?: string): XmlElement[] {
  const key = name === undefined ? undefined : norm(name);
  return element.children.filter(
    (node): node is XmlElement => isElement(node) && (key === undefined || norm(node.name) === key),
  );
}

/** The first child element named `name` (normalised), or undefined. */
export function childOf(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element ? childrenOf(element, name)[0] : undefined;
}

/** Every descendant element named `name` (normalised), depth first. */
export function descendantsOf(element: XmlElement, name: string): XmlElement[] {
  const key = norm(name);
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of childrenOf(node)) {
      if (norm(child.name) === key) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}

/** An attribute by normalised name (`response-identifier` = `responseIdentifier`). */
export function attrOf(element: XmlElement | undefined, name: string): string | undefined {
  if (!element) return undefined;
  const key = norm(name);
  for (const [attr, value] of Object.entries(element.attrs)) if (norm(attr) === key) return value;
  return undefined;
}

/** The text content, entities decoded, CDATA as is. */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  return element.children
    .map((node) =>
      'text' in node ? decodeHtmlEntities(node.text) : 'cdata' in node ? node.cdata : textOf(node),
    )
    .join('');
}

/**
 * The element's content written back as HTML (QTI item bodies are XHTML): `transform` may replace
 * an element (return a string) or leave it (undefined) to be written with its attributes.
 */
export function htmlOf(element: XmlElement, transform?: (element: XmlElement) => string | undefined): string {
  return element.children
    .map((node) => {
      if ('text' in node) return node.text;
      if ('cdata' in node) return escapeHtml(node.cdata);
      const replaced = transform?.(node);
      if (replaced !== undefined) return replaced;
      const attrs = Object.entries(node.attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return `<${node.name}${attrs}>${htmlOf(node, transform)}</${node.name}>`;
    })
    .join('');
}
