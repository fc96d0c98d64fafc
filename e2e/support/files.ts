import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A file named `name` holding `bytes` bytes of `fill`, in a fresh temporary folder, for
 * `setInputFiles(file.path)`: the suite's local browser opens a file by its path, where a buffer goes
 * through Playwright's protocol (a 30 MB buffer took 7 of a test's 19 s here). `remove()` deletes the
 * folder; call it in a `finally`.
 */
export function fileOnDisk(name: string, bytes: number, fill: number): { path: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'quizset-e2e-file-'));
  const filePath = path.join(folder, name);
  writeFileSync(filePath, Buffer.alloc(bytes, fill));
  return { path: filePath, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
