import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repo's docs folder (docs/api.md is the one route reference; issue 15 item 14). */
export const DOCS_DIR = path.resolve(import.meta.dirname, '../../../../docs');

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every route a markdown file names, as `"METHOD /api/path"` keys with the `##` section each is named
 * under. A route counts when written in backticks as `` `METHOD /api/…` ``; a query string (`?…`) is
 * dropped, path parameters stay in braces as OpenAPI writes them. Prose such as `POST /generate/file`
 * (no `/api`) is not a route name.
 */
export function routesNamedIn(markdown: string): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  let section = '(before the first section)';
  const pattern = new RegExp(`\`(${METHODS.join('|')}) (/api/[^\\s\`?]+)[^\`]*\``, 'g');
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading?.[1]) section = heading[1].trim();
    for (const match of line.matchAll(pattern)) {
      const key = `${match[1]} ${match[2]}`;
      const sections = routes.get(key) ?? [];
      if (!sections.includes(section)) sections.push(section);
      routes.set(key, sections);
    }
  }
  return routes;
}

/** `"METHOD /api/path"` of every operation of an OpenAPI document. */
export function routesOfOpenApi(document: { paths: Record<string, Record<string, unknown>> }): Set<string> {
  const routes = new Set<string>();
  for (const [route, operations] of Object.entries(document.paths))
    for (const method of Object.keys(operations))
      if ((METHODS as readonly string[]).includes(method.toUpperCase()))
        routes.add(`${method.toUpperCase()} ${route}`);
  return routes;
}

/** The pending route notes of branches not folded in yet (`docs/api-pending-<branch>.md`), by file name. */
export function pendingRouteNotes(docsDir = DOCS_DIR): Map<string, Map<string, string[]>> {
  const notes = new Map<string, Map<string, string[]>>();
  for (const file of readdirSync(docsDir)
    .filter((name) => /^api-pending-.+\.md$/.test(name))
    .sort())
    notes.set(file, routesNamedIn(readFileSync(path.join(docsDir, file), 'utf8')));
  return notes;
}

/**
 * The differences between docs/api.md and the OpenAPI document, as sentences a reader can act on:
 * a route of openapi.json not named in api.md (saying which pending file names it, if one does), and
 * a route api.md names that openapi.json lacks. Empty when both agree.
 */
export function apiDocMismatches(
  documented: Map<string, string[]>,
  served: Set<string>,
  pending: Map<string, Map<string, string[]>> = new Map(),
): string[] {
  const problems: string[] = [];
  for (const route of [...served].sort()) {
    if (documented.has(route)) continue;
    const inPending = [...pending].filter(([, routes]) => routes.has(route)).map(([file]) => file);
    problems.push(
      inPending.length
        ? `${route} is only in docs/${inPending.join(', docs/')}: move its line into its area's section of docs/api.md`
        : `${route} is in /api/openapi.json but not named in docs/api.md`,
    );
  }
  for (const [route, sections] of [...documented].sort(([a], [b]) => a.localeCompare(b)))
    if (!served.has(route))
      problems.push(`${route} (docs/api.md "${sections.join('", "')}") is not a route of /api/openapi.json`);
  return problems;
}
