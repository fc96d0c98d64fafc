import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DependencyTree, parseCircular, parseDependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The house rules of the code's layout (README "Map"), checked on the import graph (dpdm, the same
 * TypeScript resolution the build uses): no import cycle anywhere in the product code (type-only and
 * dynamic imports count too), the web app never imports the server, and the domain package imports
 * no I/O: neither app, no Node built-in, only zod.
 */

const root = path.join(import.meta.dirname, '..');
const PRODUCT_CODE = ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'];
/** What the domain's non-test files may import besides themselves. */
const DOMAIN_MAY_IMPORT = new Set(['zod']);
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/test/');

/** The import graph of `globs` under `cwd`, every import kind, node_modules not parsed. */
function importGraph(globs: string[], cwd: string): Promise<DependencyTree> {
  return parseDependencyTree(globs, {
    cwd,
    context: cwd,
    transform: false,
    tsconfig: path.join(root, 'tsconfig.base.json'),
    exclude: /node_modules/,
  });
}

/** The imports of `tree` as issuer → resolved id (or the bare request when unresolved). */
function edgesOf(tree: DependencyTree): { from: string; to: string; request: string }[] {
  return Object.entries(tree).flatMap(([from, dependencies]) =>
    (dependencies ?? []).map((dependency) => ({
      from,
      to: dependency.id ?? dependency.request,
      request: dependency.request,
    })),
  );
}

describe('import graph of the product code', () => {
  let tree: DependencyTree;
  beforeAll(async () => {
    tree = await importGraph(PRODUCT_CODE, root);
  }, 60_000);

  it('has the files it should have read (the check is not vacuous)', () => {
    const files = Object.keys(tree);
    for (const where of ['apps/server/src/', 'apps/web/src/', 'packages/domain/src/'])
      expect(files.filter((file) => file.startsWith(where)).length, where).toBeGreaterThan(50);
    // The web app's imports of the domain resolve into the package, so a cycle through it is seen.
    expect(edgesOf(tree).some((e) => e.from.startsWith('apps/web/') && e.request === '@quizset/domain')).toBe(
      true,
    );
    expect(
      edgesOf(tree).some((e) => e.request === '@quizset/domain' && e.to.startsWith('packages/domain/src/')),
    ).toBe(true);
  });

  it('has no import cycle', () => {
    expect(parseCircular(tree).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keeps the web app off the server', () => {
    const crossings = edgesOf(tree).filter(
      (e) => e.from.startsWith('apps/web/') && e.to.startsWith('apps/server/'),
    );
    expect(crossings).toEqual([]);
  });

  it('keeps the domain free of I/O: no app, no Node built-in, only zod', () => {
    const outside = edgesOf(tree).filter(
      (e) =>
        e.from.startsWith('packages/domain/') &&
        !isTestFile(e.from) &&
        !e.to.startsWith('packages/domain/') &&
        !DOMAIN_MAY_IMPORT.has(e.request),
    );
    expect(outside.map((e) => `${e.from} → ${e.request}`)).toEqual([]);
  });
});

describe('the cycle check itself', () => {
  it('finds a cycle of two files, type-only imports included', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
    writeFileSync(
      path.join(dir, 'get-user.ts'),
      "import type { Patch } from './update-user';\nexport type User = Patch;\n",
    );
    writeFileSync(
      path.join(dir, 'update-user.ts'),
      "import { type User } from './get-user';\nexport type Patch = Partial<User>;\n",
    );
    const cycles = parseCircular(await importGraph(['*.ts'], dir));
    expect(cycles.map((cycle) => [...cycle].sort())).toEqual([['get-user.ts', 'update-user.ts']]);
  });
});
