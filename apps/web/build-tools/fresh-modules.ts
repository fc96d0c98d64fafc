import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files under `dir` (relative to `root`) that replace a module (`vi.mock`, `vi.doMock`) or
 * need the modules fresh (a line `// vitest: isolate`, e.g. a test of what a module does as it first
 * loads), as paths relative to `root` with `/` separators, to pass to a project's `include` and
 * `exclude`.
 *
 * Why: the `web` and `server` projects run every file of a worker in one module registry
 * (`isolate: false`), where a module an earlier file loaded would not be replaced by a later file's
 * `vi.mock`. These files go to a project of their own that isolates each file (`web-mocks`,
 * `server-fresh`).
 */
export function filesNeedingFreshModules(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\bvi\.(?:do)?[mM]ock\(|^\/\/ vitest: isolate$/m.test(readFileSync(path.join(root, dir, file), 'utf8')),
    )
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}
