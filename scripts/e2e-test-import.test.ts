import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every browser spec gets Playwright's `test` through e2e/support/test.ts, whose automatic fixture
 * closes the contexts a test opened and left open (otherwise they stay open in the worker for the rest
 * of the shard). A spec or helper importing `test` from '@playwright/test' itself would skip it.
 */
const e2e = path.join(import.meta.dirname, '..', 'e2e');

/** The value names an `import { … } from '@playwright/test'` of `source` brings in (types left out). */
function playwrightValueImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@playwright\/test'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

describe("the browser specs' `test`", () => {
  it('reads the value imports of an import statement', () => {
    expect(
      playwrightValueImports(
        "import { type Page, expect, test as base } from '@playwright/test';\nimport type { Browser } from '@playwright/test';",
      ),
    ).toEqual(['expect', 'test']);
  });

  it("comes from e2e/support/test.ts in every file of e2e/, never from '@playwright/test'", () => {
    const files = readdirSync(e2e, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.includes('node_modules'))
      .filter((file) => file.split(path.sep).join('/') !== 'support/test.ts');
    expect(files.length).toBeGreaterThan(40);
    const offenders = files.filter((file) =>
      playwrightValueImports(readFileSync(path.join(e2e, file), 'utf8')).includes('test'),
    );
    expect(offenders).toEqual([]);
  });
});
