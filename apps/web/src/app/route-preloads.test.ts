import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGE_MODULES, ROUTE_PRELOADS } from '../../vite.config';
import { routes } from './routes';

/*
 * The hints of build-tools/route-preload.ts (issue 20, "chunks beside the entry") are keyed by route
 * pattern and name source modules; nothing else ties them to routes.tsx. A route whose path or page
 * module changes would silently lose its hints (the plugin only finds out when a named module has no
 * chunk at all), so this holds ROUTE_PRELOADS in vite.config.ts to the route table.
 */

/** apps/web: ROUTE_PRELOADS names modules relative to it. */
const WEB_ROOT = path.resolve(import.meta.dirname, '../..');

/** Every route of the table that has a path of its own, by its full pattern (`/quiz/:id`). */
function fullPaths(list: RouteObject[], parent = ''): Map<string, RouteObject> {
  const found = new Map<string, RouteObject>();
  for (const route of list) {
    const own = route.path ? `${parent}/${route.path}` : parent;
    if (route.path || route.index) found.set(own || '/', route);
    for (const [child, childRoute] of fullPaths(route.children ?? [], own)) found.set(child, childRoute);
  }
  return found;
}

/** A module path relative to WEB_ROOT without its extension (`src/features/x/y`). */
const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** The modules `file` (relative to WEB_ROOT) loads through a literal `import('…')`, as WEB_ROOT-relative paths. */
function dynamicImports(file: string): string[] {
  const source = readFileSync(path.join(WEB_ROOT, file), 'utf8');
  return [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(([, specifier = '']) =>
    path.relative(WEB_ROOT, path.resolve(WEB_ROOT, path.dirname(file), specifier)),
  );
}

const table = fullPaths(routes);
const preloads = Object.entries(ROUTE_PRELOADS);

describe('ROUTE_PRELOADS against routes.tsx (issue 20)', () => {
  it('has entries (an empty table would pass everything below)', () => {
    expect(preloads.length).toBeGreaterThan(0);
  });

  it.each(preloads)('%s is a route of routes.tsx with a lazy page', (pattern) => {
    expect([...table.keys()]).toContain(pattern);
    expect(typeof table.get(pattern)?.lazy).toBe('function');
  });

  it.each(preloads)('%s: the first module is the page the route loads lazily', async (pattern, modules) => {
    const lazy = table.get(pattern)?.lazy;
    if (typeof lazy !== 'function') throw new Error(`${pattern} has no lazy page`);
    const { Component } = (await lazy()) as { Component?: ComponentType };
    const [first = ''] = modules;
    const named = (await import(/* @vite-ignore */ path.join(WEB_ROOT, first))) as { default: ComponentType };
    expect(Component, `${pattern} renders the default export of ${first}`).toBe(named.default);
  });

  it.each(preloads)('%s: each further module is one its page module import()s', (pattern, modules) => {
    const [first = '', ...rest] = modules;
    const imported = dynamicImports(first);
    for (const module of rest) {
      expect(imported, `${first} import()s ${module} (${pattern})`).toContain(withoutExtension(module));
    }
  });
});

describe('APP_LANGUAGE_MODULES against lib/i18n.ts (issue 20)', () => {
  it('names, for each supported language, a module lib/i18n.ts import()s', async () => {
    const { SUPPORTED_LANGUAGES } = await import('../lib/i18n-setup');
    expect(Object.keys(APP_LANGUAGE_MODULES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    const imported = dynamicImports('src/lib/i18n.ts');
    for (const module of Object.values(APP_LANGUAGE_MODULES))
      expect(imported).toContain(withoutExtension(module));
  });
});
