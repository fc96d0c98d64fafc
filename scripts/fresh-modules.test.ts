import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesNeedingFreshModules } from '../apps/web/build-tools/fresh-modules';

/*
 * The filter that sends test files to the isolating projects (`web-mocks`, `server-fresh`): the
 * `web` and `server` projects share one module registry per worker, where a later file's `vi.mock`
 * would not replace a module an earlier file loaded.
 */
describe('filesNeedingFreshModules', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'fresh-modules-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('src/a/mocks.test.ts', "vi.mock('./thing', () => ({}));\n");
  write('src/a/b/do-mock.test.tsx', "vi.doMock('./thing');\n");
  write('src/isolated.test.ts', "// vitest: isolate\nimport { it } from 'vitest';\n");
  write(
    'src/plain.test.ts',
    "import { vi } from 'vitest';\nvi.fn();\n// mentions vi.mock only in words: vi.mocked\n",
  );
  write('src/said-in-a-comment.test.ts', 'const x = 1; // vitest: isolate is not on its own line\n');
  write('src/not-a-test.ts', "vi.mock('./thing');\n");

  it('finds the files that call vi.mock or vi.doMock, or say `// vitest: isolate` on a line of its own', () => {
    expect(filesNeedingFreshModules(root, 'src').sort()).toEqual([
      'src/a/b/do-mock.test.tsx',
      'src/a/mocks.test.ts',
      'src/isolated.test.ts',
    ]);
  });
});
