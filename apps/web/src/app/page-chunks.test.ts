import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { type Edge, edgesOf, packageSideEffects } from '../../build-tools/page-chunks';

/*
 * build-tools/page-chunks.ts works out which modules a page loads first by following, through
 * barrels, only the names each import takes (issue 20, "fewer files"). Taking a barrel for code
 * would put all of Mantine or every icon in every page's first load; missing what a barrel's own
 * code needs would leave modules out. The build checks the result; this checks the reading.
 */

/** The edges of `code` as page-chunks reads them (the bundler's parser, as in the build). */
function read(code: string) {
  return edgesOf(parseAst(code) as unknown as Parameters<typeof edgesOf>[0]);
}

/** The re-exports of one source: exported name → name taken. */
function reexports(edges: Edge[], source: string) {
  const edge = edges.find((candidate) => candidate.kind === 'reexport' && candidate.source === source);
  return edge?.kind === 'reexport' ? Object.fromEntries(edge.reexports) : undefined;
}

describe('page-chunks: reading a module (issue 20)', () => {
  it("reads Mantine's index (imports, then one export list) as a barrel of re-exports", () => {
    const parsed = read(
      "import { Button } from './Button.mjs';\nimport { Modal, ModalRoot as Root } from './Modal.mjs';\nexport { Button, Modal, Root as ModalRoot };",
    );
    expect(parsed.isBarrel).toBe(true);
    expect(reexports(parsed.edges, './Button.mjs')).toEqual({ Button: 'Button' });
    expect(reexports(parsed.edges, './Modal.mjs')).toEqual({ Modal: 'Modal', ModalRoot: 'ModalRoot' });
  });

  it("reads tabler's index (a namespace re-exported, `export … from`) as a barrel", () => {
    const parsed = read(
      "import * as index from './icons/index.mjs';\nexport { index as icons };\nexport { default as IconX } from './icons/IconX.mjs';\nexport * from './more.mjs';",
    );
    expect(parsed.isBarrel).toBe(true);
    expect(parsed.edges).toContainEqual({
      kind: 'namespace',
      source: './icons/index.mjs',
      names: '*',
      namespace: 'icons',
    });
    expect(reexports(parsed.edges, './icons/IconX.mjs')).toEqual({ IconX: 'default' });
    expect(parsed.edges).toContainEqual({ kind: 'star', source: './more.mjs', names: '*' });
  });

  it("reads a feature barrel's lazy() wrapper as its own export, with what it loads and uses", () => {
    const parsed = read(
      "import { lazy } from 'react';\nexport { View } from './view';\nexport const Field = lazy(() => import('./field'));",
    );
    expect(parsed.isBarrel).toBe(true);
    expect(parsed.declared.get('Field')).toEqual(['./field']);
    expect(parsed.ownImports.map((edge) => edge.source)).toEqual(['react']);
    // Its lazy part is the wrapper's: not an import of the module as a whole.
    expect(parsed.edges.some((edge) => edge.kind === 'dynamic')).toBe(false);
  });

  it('reads a module with code of its own as code, with its import() calls', () => {
    const parsed = read(
      "import { a } from './a';\nconst b = a();\nexport function load() { return import('./lazy'); }\nexport { b };",
    );
    expect(parsed.isBarrel).toBe(false);
    expect(parsed.edges).toContainEqual({ kind: 'import', source: './a', names: new Set(['a']) });
    expect(parsed.edges).toContainEqual({ kind: 'dynamic', source: './lazy', names: '*' });
  });
});

describe('page-chunks: package side effects', () => {
  const modules = path.resolve(import.meta.dirname, '../../../../node_modules');

  it('takes package.json `sideEffects` globs (Mantine: only its CSS) and true without the field', () => {
    expect(packageSideEffects(path.join(modules, '@mantine/core/esm/components/Modal/Modal.mjs'))).toBe(
      false,
    );
    expect(packageSideEffects(path.join(modules, '@mantine/core/styles.css'))).toBe(true);
    expect(packageSideEffects(path.join(modules, 'react-remove-scroll-bar/dist/es2015/component.js'))).toBe(
      true,
    );
    expect(packageSideEffects(path.resolve(import.meta.dirname, 'routes.tsx'))).toBe(true);
  });
});
