import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkMantineStyles,
  MANTINE_GLOBAL_STYLES,
  mantineCanonicalOrder,
  stylesheetsFirst,
} from '../../build-tools/mantine-styles';

/*
 * Issue 20 item 1: the player (play-main.tsx) imports Mantine's CSS per component instead of the whole
 * styles.css. The build checks the bundle (build-tools/mantine-styles.ts); this test checks the same
 * from the sources, so `npx vitest` catches a component the player starts to use without its CSS
 * before any build: it follows the player's imports from play-main.tsx, takes every component they
 * import from '@mantine/core', follows Mantine's own modules from each (Alert → CloseButton →
 * UnstyledButton) and expects play-main.tsx to import exactly the CSS files of all of them.
 */

const WEB_ROOT = path.resolve(import.meta.dirname, '../..');
const PLAY_MAIN = path.join(WEB_ROOT, 'src/play-main.tsx');
const require = createRequire(import.meta.url);
const WHOLE_SHEET = require.resolve('@mantine/core/styles.css');
const MANTINE_ROOT = path.dirname(WHOLE_SHEET);
const STYLES_DIR = path.join(MANTINE_ROOT, 'styles');

function resolveSource(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** A feature's public surface: re-exports only, side-effect free in the build (vite.config.ts FEATURE_BARREL). */
const FEATURE_BARREL = /[\\/]src[\\/]features[\\/](?:[^\\/]+[\\/])+index\.ts$/;

/** What of `barrel` the build keeps for an importer that takes `names`: the modules exporting them. */
function barrelTargets(barrel: string, names: Set<string>): string[] {
  const source = readFileSync(barrel, 'utf8');
  const targets: string[] = [];
  for (const [, list, specifier] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (
      list!.split(',').some((part) =>
        names.has(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      )
    )
      targets.push(specifier!);
  }
  for (const [, name, specifier] of source.matchAll(
    /export const (\w+) = lazy\(\(\) => import\('([^']+)'\)/g,
  )) {
    if (names.has(name!)) targets.push(specifier!);
  }
  for (const [, specifier] of source.matchAll(/export \*(?: as \w+)? from '([^']+)'/g))
    targets.push(specifier!);
  return targets;
}

/** `import { A, B as C, type D } from '<specifier>'` and `import('<specifier>')`: specifier → names (null: all). */
const IMPORT_STATEMENT =
  /import\s*(?:type\s*)?(?:(?:\w+\s*,\s*)?\{([^}]*)\}\s*from\s*|[\w*\s]+from\s*|\(\s*)?'([^']+)'/g;

/**
 * The names the player's sources (play-main.tsx and every module it reaches) import from
 * '@mantine/core'. A feature barrel is followed only into the modules that export what is taken from
 * it, as the build does; any other module is followed into all its imports, `import()` included.
 */
function playerMantineImports(): Set<string> {
  const mantine = new Set<string>();
  const seen = new Set<string>();
  const stack: string[] = [PLAY_MAIN];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, list, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT_STATEMENT)) {
      const names = (list ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type '))
        .map((part) => part.split(/\s+as\s+/)[0]!);
      if (specifier === '@mantine/core') for (const name of names) mantine.add(name);
      if (!specifier!.startsWith('.')) continue;
      const next = resolveSource(file, specifier!);
      if (!next) continue;
      if (!FEATURE_BARREL.test(next) || list === undefined) stack.push(next);
      else {
        for (const target of barrelTargets(next, new Set(names))) {
          const resolved = resolveSource(next, target);
          if (resolved) stack.push(resolved);
        }
      }
    }
  }
  return mantine;
}

/** The CSS files (`Button`) whose class names a component's module uses, its Mantine imports included. */
function componentStyles(names: Set<string>): Set<string> {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const stack = [...names]
    .map((name) => path.join(MANTINE_ROOT, 'esm/components', name, `${name}.mjs`))
    .filter((file) => existsSync(file));
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s*"(\.{1,2}\/[^"]+\.mjs)"/g)) {
      const next = path.resolve(path.dirname(file), specifier!);
      const css = /([A-Za-z]+)\.module\.mjs$/.exec(next)?.[1];
      if (css) styles.add(css);
      // Only Mantine's components bring CSS; its core (Box, the provider) has none.
      else if (next.includes(`${path.sep}components${path.sep}`)) stack.push(next);
    }
  }
  return styles;
}

/** The `@mantine/core/styles/<name>.css` imports of play-main.tsx, in order. */
function playMainStyleImports(): string[] {
  const source = readFileSync(PLAY_MAIN, 'utf8');
  return [...source.matchAll(/import\s+'@mantine\/core\/styles(?:\/([A-Za-z-]+))?\.css'/g)].map(
    (match) => match[1] ?? '*',
  );
}

describe("the player's Mantine CSS (issue 20 item 1)", () => {
  const canonicalOrder = mantineCanonicalOrder(STYLES_DIR, readFileSync(WHOLE_SHEET, 'utf8'));

  it('is exactly the files of the components the player imports, in the order styles.css has them', () => {
    const used = componentStyles(playerMantineImports());
    // Sanity: the walk reached the player's screens and Mantine's inner components.
    expect(used).toContain('Button');
    expect(used).toContain('UnstyledButton');
    const imported = playMainStyleImports();
    expect(checkMantineStyles({ components: [...used], imported, canonicalOrder })).toEqual([]);
  });

  it('orders every per-component file as styles.css concatenates them, global files first', () => {
    expect(canonicalOrder.slice(0, 3)).toEqual([...MANTINE_GLOBAL_STYLES]);
    expect(canonicalOrder.indexOf('UnstyledButton')).toBeLessThan(canonicalOrder.indexOf('Button'));
    expect(canonicalOrder.indexOf('Input')).toBeLessThan(canonicalOrder.indexOf('Combobox'));
  });

  const order = [
    'baseline',
    'default-css-variables',
    'global',
    'UnstyledButton',
    'CloseButton',
    'Alert',
    'Button',
  ];
  const globals = ['baseline', 'default-css-variables', 'global'];

  it('finds a component without its file, a file without a component, the whole sheet and a wrong order', () => {
    const exact = { components: ['Alert', 'CloseButton', 'UnstyledButton'], canonicalOrder: order };
    expect(
      checkMantineStyles({ ...exact, imported: [...globals, 'UnstyledButton', 'CloseButton', 'Alert'] }),
    ).toEqual([]);
    expect(checkMantineStyles({ ...exact, imported: [...globals, 'UnstyledButton', 'Alert'] })).toEqual([
      "renders Mantine's CloseButton without @mantine/core/styles/CloseButton.css",
    ]);
    expect(
      checkMantineStyles({
        ...exact,
        imported: [...globals, 'UnstyledButton', 'CloseButton', 'Alert', 'Button'],
      }),
    ).toEqual(['imports @mantine/core/styles/Button.css, but no component of it is in the bundle']);
    expect(
      checkMantineStyles({ ...exact, imported: [...globals, 'CloseButton', 'UnstyledButton', 'Alert'] }),
    ).toEqual(['imports UnstyledButton.css after CloseButton.css; @mantine/core/styles.css has it before']);
    expect(checkMantineStyles({ ...exact, imported: ['*'] })).toContain(
      'imports the whole @mantine/core/styles.css',
    );
    expect(
      checkMantineStyles({ ...exact, imported: ['global', 'UnstyledButton', 'CloseButton', 'Alert'] }),
    ).toEqual([
      "renders Mantine's baseline without @mantine/core/styles/baseline.css",
      "renders Mantine's default-css-variables without @mantine/core/styles/default-css-variables.css",
    ]);
  });

  it("links the entry's own stylesheet before the others, leaving the rest in place", () => {
    const html = [
      '<head>',
      '    <script type="module" src="/assets/play-1.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/api-2.css">',
      '    <link rel="stylesheet" crossorigin href="/assets/player-3.css">',
      '    <link rel="stylesheet" crossorigin href="/assets/play-4.css">',
      '  </head>',
    ].join('\n');
    expect(stylesheetsFirst(html, ['assets/play-4.css'])).toBe(
      [
        '<head>',
        '    <script type="module" src="/assets/play-1.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/play-4.css">',
        '    <link rel="stylesheet" crossorigin href="/assets/api-2.css">',
        '    <link rel="stylesheet" crossorigin href="/assets/player-3.css">',
        '  </head>',
      ].join('\n'),
    );
    expect(stylesheetsFirst(html, ['assets/none.css'])).toBe(html);
  });
});
